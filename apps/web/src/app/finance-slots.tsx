import type { ParcelWire } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../components/spinner';
import { useAfterPaint } from '../lib/after-paint';
import { registrationOwner } from '../lib/registration';
import { useSessionUser } from '../lib/session';
import { WhenReady } from './when-ready';

// The home shows the finance feature's screens through these slots (decision 57): the app is where
// features meet, so neither imports the other, and the finance code loads in its own chunk.
const LazyPaymentReturn = lazy(() =>
  import('../features/finance/components/payment-return').then((m) => ({ default: m.PaymentReturn })),
);

/** The Área Financeira card's body: contracts, parcels, the payment chooser and bank data (spec A §2). */
export function FinanceAreaSlot() {
  // Its code (and zod, which parses its answers) and its two calls start once the home has painted: on a
  // phone the card is below the fold, and the first paint no longer waits for them (decision 76). The
  // area mounts once both answers are cached, so it renders once (decision 95).
  const painted = useAfterPaint();
  const client = useQueryClient();
  const owner = registrationOwner(useSessionUser());
  const ready = useMemo(() => {
    if (!painted) return null;
    const area = import('../features/finance/components/finance-area');
    const answers =
      owner === null
        ? undefined
        : import('../features/finance/api/finance').then((api) =>
            Promise.all([
              client.prefetchQuery(api.financeQuery(owner)),
              client.prefetchQuery(api.bankDataQuery(owner)),
            ]),
          );
    return Promise.all([area, answers]).then(([m]) => m.FinanceArea);
  }, [painted, client, owner]);
  const spinner = <Spinner label="Carregando a área financeira" />;
  return ready ? (
    <Suspense fallback={spinner}>
      <WhenReady ready={ready} props={{}} />
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

/** The payment step of a parcel just made (EXIBIR BOLETO, PAGAR AGORA, the PIX code): /cartpay's (decision 80). */
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

const LazyCardContinue = lazy(() =>
  import('../features/finance/components/card-pay').then((m) => ({ default: m.CardContinueButton })),
);

/** An order's card payment (spec A §2 order list): its checkout asked afresh on click, never a kept link. */
export function CardContinueSlot({ parcid }: { parcid: number }) {
  return (
    <Suspense fallback={null}>
      <LazyCardContinue parcel={{ parcid }} label="Pagar com cartão" />
    </Suspense>
  );
}
