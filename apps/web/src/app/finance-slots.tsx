import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../components/spinner';

// The home shows the finance feature's screens through these slots (decision 57): the app is where
// features meet, so neither imports the other, and the finance code loads in its own chunk.
const LazyFinanceArea = lazy(() =>
  import('../features/finance/components/finance-area').then((m) => ({ default: m.FinanceArea })),
);
const LazyPaymentReturn = lazy(() =>
  import('../features/finance/components/payment-return').then((m) => ({ default: m.PaymentReturn })),
);

/** The Área Financeira card's body: contracts, parcels, the payment chooser and bank data (spec A §2). */
export function FinanceAreaSlot() {
  return (
    <Suspense fallback={<Spinner label="Carregando a área financeira" />}>
      <LazyFinanceArea />
    </Suspense>
  );
}

/** The message of a return from a payment provider at /resumo/{tipo}/{retorno} (spec A §4). */
export function PaymentReturnSlot() {
  // Only a return from a provider (/resumo/…) has a message: the home at '/' loads none of its code.
  const { tipo, retorno } = useParams();
  if (!tipo || !retorno) return null;
  return (
    <Suspense fallback={null}>
      <LazyPaymentReturn />
    </Suspense>
  );
}
