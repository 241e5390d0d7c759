import { lazy, Suspense } from 'react';
import { Spinner } from '../components/spinner';
import { useAfterPaint } from './after-paint';

// The home shows the orders feature through this slot (decision 57's way): neither feature imports the
// other, and the orders' code (zod schemas, the detail) loads in its own chunk.
const LazyOrdersArea = lazy(() =>
  import('../features/orders/components/orders-area').then((m) => ({ default: m.OrdersArea })),
);

/** The photo orders card's body (spec A §2 card 8): the list, each order's detail, Minhas fotos. */
export function OrdersAreaSlot() {
  // As the finance card's (decision 76): its code, zod among it, and its call start once the home has
  // painted. Mounted with the home, it held the home's first paint until zod and the orders' chunks had
  // loaded (React waits for a lazy part that suspends in the navigation's render), decision 90.
  const painted = useAfterPaint();
  const spinner = <Spinner label="Carregando os pedidos" />;
  return painted ? (
    <Suspense fallback={spinner}>
      <LazyOrdersArea />
    </Suspense>
  ) : (
    spinner
  );
}
