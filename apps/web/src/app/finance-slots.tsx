import type { ParcelWire } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../components/spinner';
import { useAfterPaint } from './after-paint';

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
  // Its code (and zod, which parses its answers) and its two calls start once the home has painted: on a
  // phone the card is below the fold, and the first paint no longer waits for them (decision 76).
  const painted = useAfterPaint();
  const spinner = <Spinner label="Carregando a área financeira" />;
  return painted ? (
    <Suspense fallback={spinner}>
      <LazyFinanceArea />
    </Suspense>
  ) : (
    spinner
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

const LazyChooserResult = lazy(() =>
  import('../features/finance/components/chooser-result').then((m) => ({ default: m.ChooserResult })),
);
const LazyBoletoButton = lazy(() =>
  import('../features/finance/components/boleto-button').then((m) => ({ default: m.BoletoButton })),
);

/** The payment step of a parcel just made (EXIBIR BOLETO, PAGAR AGORA, the PIX code): /cartpay's (issue 11). */
export function PaymentStepSlot({ parcel }: { parcel: ParcelWire }) {
  return (
    <Suspense fallback={<Spinner label="Preparando o pagamento" />}>
      <LazyChooserResult parcel={parcel} />
    </Suspense>
  );
}

/** An order's boleto (spec A §2 order list): the finance feature's EXIBIR BOLETO / second copy. */
export function BoletoSlot({ parcid, secondCopy }: { parcid: number; secondCopy: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyBoletoButton parcid={parcid} secondCopy={secondCopy} />
    </Suspense>
  );
}
