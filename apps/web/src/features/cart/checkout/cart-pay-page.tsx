import {
  CREDIT_PAYMENT_METHOD_ID,
  computeCheckout,
  emptyCart,
  type FillOrderResponse,
  finaliseCart,
  financeMessages,
  formatBRL,
  PAYMENT_METHODS,
  type ParcelWire,
  PaymentMethod,
  type Permissions,
  shopMessages,
  shopPaymentMethods,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AddressGateBanner, useAddressGate } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { Button, buttonClass } from '../../../components/button';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useCart, useShopSession, writeCart } from '../../../lib/cart';
import { APP_NAME } from '../../../lib/config';
import { cadastroQueryKey } from '../../../lib/registration';
import { notifyOrder, orderParcel, placeCartOrder } from './checkout-api';
import './checkout.css';

/** The methods a student may pay a shop order with online: those with a payment step (decision 80). */
function onlineMethods(permissions: Permissions, net: number) {
  const can: Record<number, boolean> = {
    [PaymentMethod.cartao]: permissions.payByCard,
    [PaymentMethod.boleto]: permissions.payByBoleto,
    [PaymentMethod.pix]: permissions.payByPix,
    [CREDIT_PAYMENT_METHOD_ID]: true,
  };
  return shopPaymentMethods(Object.values(PAYMENT_METHODS), net).filter((m) => can[m.id]);
}

/**
 * /cartpay (spec B §2.10, §4.4): 'Total deste pedido', the methods (only 100 'Crédito' with 'Clique para
 * continuar' when nothing is due), a first click that selects and a second that confirms. Confirming places
 * the order (the server prices it again), tells the producer, clears the cart here and on the server, and
 * for an amount due makes the 'E-commerce' parcel and shows its payment step. An empty cart goes to /.
 * The payment step (the finance feature's) and what a placed order means to others (the orders list is
 * stale) are the app's to hand in (app/routes/cart-pay.tsx), so the cart imports neither feature.
 */
export function CartPayPage({
  PaymentStep,
  onOrderPlaced,
}: {
  PaymentStep: ComponentType<{ parcel: ParcelWire }>;
  onOrderPlaced: () => void;
}) {
  const cart = useCart();
  const { permissions, credits } = useShopSession();
  const { blocked } = useAddressGate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const [done, setDone] = useState<{ order: FillOrderResponse; parcel: ParcelWire | null } | null>(null);
  // The finalise checks of spec B §4.2 again: /cartpay opened by its address skips the cart's button.
  const check = finaliseCart(cart, credits);
  const checkout = check.ok ? check.checkout : computeCheckout(cart.items, cart.delivery, credits);
  const net = done ? Math.round(done.order.checkout.liquido * 100) : checkout.liquido;
  const methods = onlineMethods(permissions, net);

  const confirm = useMutation({
    mutationFn: async (method: number) => {
      const order = await placeCartOrder(cart, checkout, credits);
      // The order stands whether or not the producer's notice goes out.
      await notifyOrder(order.pedId).catch(() => undefined);
      toast({ kind: 'success', message: order.message });
      writeCart(emptyCart());
      onOrderPlaced();
      void queryClient.invalidateQueries({ queryKey: cadastroQueryKey });
      if (method === CREDIT_PAYMENT_METHOD_ID || order.checkout.liquido === 0) {
        return { order, parcel: null };
      }
      setDone({ order, parcel: null });
      return { order, parcel: await orderParcel(order.pedId, method) };
    },
    onSuccess: (result) => {
      if (!result.parcel) void navigate(paths.home);
      else setDone(result);
    },
  });

  const idle = !done && !confirm.isPending;
  const refused = idle && cart.items.length > 0 && !check.ok ? check.error : null;
  useEffect(() => {
    if (refused) toast({ kind: 'warning', message: refused });
  }, [refused]);

  if (cart.items.length === 0 && idle) return <Navigate to={paths.home} replace />;
  if (refused) return <Navigate to={paths.cart} replace />;

  const onMethod = (id: number) => {
    if (blocked || confirm.isPending) return;
    if (selected !== id) setSelected(id);
    else confirm.mutate(id);
  };
  const chosen = methods.find((m) => m.id === selected);

  return (
    <>
      <title>{`${shopMessages.orderTotal} · ${APP_NAME}`}</title>
      <h1 className="page-title">{shopMessages.orderTotal}</h1>
      <p className="checkout-total">{formatBRL(net)}</p>
      {done ? (
        <section className="stack" aria-label="Pagamento do pedido">
          <p>Pedido nº {done.order.pedId}</p>
          {done.parcel ? (
            <PaymentStep parcel={done.parcel} />
          ) : confirm.isError ? (
            <Banner tone="error" role="alert">
              <p>{financeMessages.operationFailed}</p>
              <p>{errorText(confirm.error)}</p>
            </Banner>
          ) : (
            <p role="status">Preparando o pagamento…</p>
          )}
          <div className="actions">
            <Link to={paths.home} className={buttonClass('secondary')}>
              {shopMessages.backToPortal}
            </Link>
          </div>
        </section>
      ) : (
        <section className="stack" aria-label="Formas de pagamento">
          <AddressGateBanner />
          <ul className="checkout-methods">
            {methods.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`checkout-method${selected === m.id ? ' is-selected' : ''}`}
                  aria-pressed={selected === m.id}
                  aria-disabled={blocked || confirm.isPending || undefined}
                  onClick={() => onMethod(m.id)}
                >
                  <strong>{m.nome}</strong>
                  {m.id === CREDIT_PAYMENT_METHOD_ID && selected !== m.id && (
                    <span>{shopMessages.clickToContinue}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {chosen && (
            <div role="status">
              <p>
                <strong>{shopMessages.youChose(chosen.nome)}</strong>
              </p>
              <p>{shopMessages.clickAgain}</p>
            </div>
          )}
          {confirm.isPending && <p role="status">Efetuando o pedido…</p>}
          {confirm.isError && (
            <Banner tone="error" role="alert">
              <p>{errorText(confirm.error)}</p>
            </Banner>
          )}
          <div className="actions">
            <Link to={paths.cart} className={buttonClass('secondary')}>
              {shopMessages.backToOrder}
            </Link>
            {chosen && (
              <Button variant="ghost" onClick={() => setSelected(null)}>
                {shopMessages.chooseAnother}
              </Button>
            )}
          </div>
        </section>
      )}
    </>
  );
}
