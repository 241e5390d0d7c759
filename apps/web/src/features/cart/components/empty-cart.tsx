import { emptyCart, shopMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { fetchOpenOrder, writeCart } from '../../../lib/cart';
import { resumeOpenOrder, useSavedOpenOrder } from '../../../lib/cart/open-order';

/**
 * The empty cart (spec B §2.9, §4.2, §8). An open order kept on the server (another device's, decision 72)
 * is offered first, as spec A §2 says, rather than an empty cart (decision 130). Without one: its toast,
 * 'Voltar ao portal' and 'Continuar um pedido anterior...', which asks the server again.
 */
export function EmptyCart() {
  const saved = useSavedOpenOrder(true);
  if (saved.isPending) {
    return (
      <div className="skeleton cart-empty" role="status">
        <span className="visually-hidden">Procurando um pedido aberto…</span>
      </div>
    );
  }
  if (saved.data) {
    const items = saved.data;
    return (
      <div className="cart-empty">
        <p>{shopMessages.openOrderSaved(items.length)}</p>
        <div className="actions">
          <Button onClick={() => resumeOpenOrder(items)}>{shopMessages.resumeOpenOrder}</Button>
          <Link to={paths.home} className={buttonClass('secondary')}>
            {shopMessages.backToPortal}
          </Link>
        </div>
      </div>
    );
  }
  return <NothingOpen />;
}

function NothingOpen() {
  const restore = useMutation({ mutationFn: fetchOpenOrder });
  useEffect(() => {
    toast({ kind: 'info', message: shopMessages.cartEmptyToast });
  }, []);
  const onRestore = () =>
    restore.mutate(undefined, {
      onSuccess: (items) => {
        if (!items) {
          toast({ kind: 'warning', message: shopMessages.noOpenOrder });
          return;
        }
        // Already on the server: saved locally and shown, not sent back.
        writeCart(emptyCart(items), { save: false });
        toast({ kind: 'success', message: shopMessages.orderRestored });
      },
      onError: (error) => toast({ kind: 'error', message: errorText(error) }),
    });
  return (
    <div className="cart-empty">
      <p>{shopMessages.cartEmpty}</p>
      <div className="actions">
        <Link to={paths.home} className={buttonClass()}>
          {shopMessages.backToPortal}
        </Link>
        <Button variant="secondary" loading={restore.isPending} onClick={onRestore}>
          {shopMessages.continuePrevious}
        </Button>
      </div>
    </div>
  );
}
