import { formatBRL, shopMessages } from '@portal/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/button';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { useRestoreOpenOrder } from '../api/open-order';
import { useCart, writeCart } from '../cart-store';
import { CartLines, linesTotal } from '../components/cart-lines';
import '../cart.css';

function EmptyCart() {
  const restore = useRestoreOpenOrder();
  useEffect(() => {
    toast({ kind: 'info', message: shopMessages.cartEmptyToast });
  }, []);
  const onRestore = () =>
    restore.mutate(undefined, {
      onSuccess: (items) => {
        if (!items) return toast({ kind: 'warning', message: shopMessages.noOpenOrder });
        writeCart(items);
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

/** /cart (spec B §2.9): the order kept in local storage. */
function CartPage() {
  const items = useCart();
  return (
    <>
      <title>{`${shopMessages.cartTitle} · ${APP_NAME}`}</title>
      <h1 className="page-title">{shopMessages.cartTitle}</h1>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartLines items={items} />
          <p className="cart-total">
            Subtotal: <strong>{formatBRL(linesTotal(items))}</strong>
          </p>
          <div className="actions">
            <Link to={paths.home} className={buttonClass('secondary')}>
              {shopMessages.backToPortal}
            </Link>
          </div>
        </>
      )}
    </>
  );
}

export const Component = CartPage;
