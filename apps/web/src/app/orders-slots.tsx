import { lazy, Suspense } from 'react';
import { Spinner } from '../components/spinner';

// The home shows the orders feature through this slot (decision 57's way): neither feature imports the
// other, and the orders' code (zod schemas, the detail) loads in its own chunk.
const LazyOrdersArea = lazy(() =>
  import('../features/orders/components/orders-area').then((m) => ({ default: m.OrdersArea })),
);

/** The photo orders card's body (spec A §2 card 8): the list, each order's detail, Minhas fotos. */
export function OrdersAreaSlot() {
  return (
    <Suspense fallback={<Spinner label="Carregando os pedidos" />}>
      <LazyOrdersArea />
    </Suspense>
  );
}
