import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { paymentReturnQuery } from '../api/finance';
import { financeKeys } from '../api/keys';
import { useFinanceOwner } from '../lib/owner';
import { cappedPoll, isClientError } from '../lib/poll';

/** The parcel and order of a /resumo return: 'parcelId-orderId', the order part optional (spec A §2). */
export function parseReturn(retorno: string | undefined): { parcelId: number; orderId: number } | null {
  const match = /^([1-9]\d{0,9})(?:-(\d{1,10}))?$/.exec(retorno ?? '');
  return match ? { parcelId: Number(match[1]), orderId: Number(match[2] ?? 0) } : null;
}

const TYPES = ['E-commerce', 'Contrato', 'Extras'];
/** The provider's notification is applied by a job: the answer is asked again for a while. */
export const RETURN_POLL_MS = 3_000;
/** The whole wait, errors included (decision 129): then the page says so and offers to ask again. */
export const RETURN_POLL_MAX_MS = 2 * 60_000;

/** Texts of the return page when there is nothing to confirm (decision 129); not in the spec's catalogue. */
export const returnTexts = {
  notFound:
    'Não encontramos este pagamento entre os seus. Confira a situação das suas parcelas na Área Financeira.',
  stillWaiting:
    'Ainda não recebemos a confirmação deste pagamento. Ela pode levar alguns minutos: confira a Área Financeira mais tarde.',
  checkAgain: 'Verificar de novo',
  back: 'Voltar ao início',
} as const;

/**
 * Back from a payment provider at /resumo/{tipo}/{retorno} (spec A §2, §4): the success message when the
 * parcel is paid, the card operator's 'being processed' otherwise; asked of the API, which answers only for
 * the acting student's parcel, so another student's shows nothing (decision 51). Once paid, the contract
 * view is asked again so the parcel reads 'Pago'.
 */
export function PaymentReturn() {
  const { tipo = '', retorno } = useParams();
  const owner = useFinanceOwner();
  const queryClient = useQueryClient();
  const valid = TYPES.includes(tipo) && parseReturn(retorno) !== null;
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const answer = useQuery({
    ...paymentReturnQuery(owner, tipo, retorno ?? ''),
    enabled: valid && owner !== null,
    retry: false,
    refetchInterval: cappedPoll<{ pago: boolean }>({
      everyMs: RETURN_POLL_MS,
      maxMs: RETURN_POLL_MAX_MS,
      startedAt,
      done: (data) => data?.pago === true,
    }),
  });
  const paid = answer.data?.pago === true;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  }, [paid, queryClient]);
  // The poll stops by itself at the cap; this turns the page to 'still waiting' at the same moment.
  useEffect(() => {
    if (paid) return;
    const timer = setTimeout(
      () => setExpired(true),
      Math.max(0, startedAt + RETURN_POLL_MAX_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [paid, startedAt]);
  if (!valid) return null;
  const back = <Link to={paths.home}>{returnTexts.back}</Link>;
  // decision 51 keeps another student's parcel indistinguishable from a missing one: both read 'not found'.
  if (isClientError(answer.error)) {
    return (
      <Banner tone="error" role="alert" actions={back}>
        <p>{returnTexts.notFound}</p>
      </Banner>
    );
  }
  if (expired && !paid) {
    const again = () => {
      setExpired(false);
      setStartedAt(Date.now());
      void answer.refetch();
    };
    return (
      <Banner
        tone="info"
        role="status"
        actions={
          <>
            <Button variant="secondary" onClick={again}>
              {returnTexts.checkAgain}
            </Button>
            {back}
          </>
        }
      >
        <p>{returnTexts.stillWaiting}</p>
      </Banner>
    );
  }
  if (!answer.data) return null;
  return (
    <Banner tone={paid ? 'success' : 'info'} role="status">
      <p>{answer.data.msg}</p>
    </Banner>
  );
}
