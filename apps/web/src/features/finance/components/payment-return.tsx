import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { paymentReturnQuery } from '../api/finance';
import { financeKeys } from '../api/keys';
import { useFinanceOwner } from '../lib/owner';

/** The parcel and order of a /resumo return: 'parcelId-orderId', the order part optional (spec A §2). */
export function parseReturn(retorno: string | undefined): { parcelId: number; orderId: number } | null {
  const match = /^([1-9]\d{0,9})(?:-(\d{1,10}))?$/.exec(retorno ?? '');
  return match ? { parcelId: Number(match[1]), orderId: Number(match[2] ?? 0) } : null;
}

const TYPES = ['E-commerce', 'Contrato', 'Extras'];
/** The provider's notification is applied by a job: the answer is asked again for a while. */
export const RETURN_POLL_MS = 3_000;
const RETURN_POLLS = 40;

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
  const answer = useQuery({
    ...paymentReturnQuery(owner, tipo, retorno ?? ''),
    enabled: valid && owner !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.pago || query.state.dataUpdateCount >= RETURN_POLLS ? false : RETURN_POLL_MS,
  });
  const paid = answer.data?.pago === true;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  }, [paid, queryClient]);
  if (!valid || !answer.data) return null;
  return (
    <Banner tone={paid ? 'success' : 'info'} role="status">
      <p>{answer.data.msg}</p>
    </Banner>
  );
}
