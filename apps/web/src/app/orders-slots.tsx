import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Spinner } from '../components/spinner';
import type { OrderPaymentParts } from '../features/orders/payment-parts';
import { useAfterPaint } from '../lib/after-paint';
import { registrationOwner } from '../lib/registration';
import { useSessionUser } from '../lib/session';
import { BoletoSlot, CardContinueSlot, PaymentStepSlot } from './finance-slots';
import { WhenReady } from './when-ready';

// The home shows the orders feature through this slot (decision 57's way): neither feature imports the
// other, and the orders' code (zod schemas, the detail) loads in its own chunk. The finance parts an order
// shows (its boleto, its card payment, the payment step) are handed in here.

/** The finance feature's parts the orders feature shows (decision 57): composed here, never imported there. */
const ORDER_PAYMENT: OrderPaymentParts = {
  PaymentStep: PaymentStepSlot,
  Boleto: BoletoSlot,
  CardContinue: CardContinueSlot,
};

/** The photo orders card's body (spec A §2 card 8): the list, each order's detail, Minhas fotos. */
export function OrdersAreaSlot() {
  // As the finance card's (decision 76): its code, zod among it, and its call start once the home has
  // painted. Mounted with the home, it held the home's first paint until zod and the orders' chunks had
  // loaded (React waits for a lazy part that suspends in the navigation's render), decision 90.
  // It mounts once its answer is cached, so it renders once (decision 95).
  const painted = useAfterPaint();
  const client = useQueryClient();
  const owner = registrationOwner(useSessionUser());
  const ready = useMemo(() => {
    if (!painted) return null;
    const area = import('../features/orders/components/orders-area');
    const answer =
      owner === null
        ? undefined
        : import('../features/orders/api/orders').then((api) => client.prefetchQuery(api.ordersQuery(owner)));
    return Promise.all([area, answer]).then(([m]) => m.OrdersArea);
  }, [painted, client, owner]);
  const spinner = <Spinner label="Carregando os pedidos" />;
  return ready ? (
    <Suspense fallback={spinner}>
      <WhenReady ready={ready} props={{ payment: ORDER_PAYMENT }} />
    </Suspense>
  ) : (
    spinner
  );
}
