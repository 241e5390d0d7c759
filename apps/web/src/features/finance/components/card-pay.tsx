import { financeMessages } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AddressGatedButton } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { leave } from '../../../lib/leave';
import { cardCheckout } from '../api/finance';
import { financeKeys } from '../api/keys';

/**
 * PAGAR AGORA right after a card parcel is made (spec A §2): the provider's checkout address is asked at
 * once, so the link is a real link the student follows, with the spec's info text beside it.
 */
export function CardPayNow({ parcid }: { parcid: number }) {
  const checkout = useQuery({
    queryKey: financeKeys.cardCheckout(parcid),
    queryFn: () => cardCheckout(parcid),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (checkout.isPending) return <Spinner label="Preparando o pagamento com cartão" />;
  if (checkout.isError) {
    return (
      <Banner tone="error" role="alert">
        <p>{errorText(checkout.error)}</p>
      </Banner>
    );
  }
  return (
    <>
      <p>{financeMessages.payNow}</p>
      <p>
        <a className={buttonClass('primary')} href={checkout.data}>
          PAGAR AGORA
        </a>
      </p>
    </>
  );
}

/**
 * An unpaid card parcel's continue link (spec A §4): back to its checkout, asked from the API on click
 * (a stored address may have expired: the sandbox's lasts 30 minutes, decision 101).
 */
export function CardContinueButton({
  parcel,
  label = 'Continuar o pagamento',
}: {
  parcel: { parcid: number };
  label?: string;
}) {
  const go = useMutation({
    mutationFn: () => cardCheckout(parcel.parcid),
    onSuccess: (url) => leave.to(url),
  });
  return (
    <>
      <AddressGatedButton variant="secondary" loading={go.isPending} onClick={() => go.mutate()}>
        {label}
      </AddressGatedButton>
      {go.isError && (
        <p className="fin-text-error" role="alert">
          {errorText(go.error)}
        </p>
      )}
    </>
  );
}
