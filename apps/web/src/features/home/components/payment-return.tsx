import { financeMessages } from '@portal/domain';
import { Banner } from '../../../components/banner';

/** The parcel and order of a /resumo return: 'parcelId-orderId' (spec A §2). */
export function parseReturn(retorno: string | undefined): { parcelId: number; orderId: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(retorno ?? '');
  return match ? { parcelId: Number(match[1]), orderId: Number(match[2]) } : null;
}

/**
 * Back from a payment provider (spec A §4): paid → thanks; otherwise the card operator is still on it.
 * `paid` comes from the parcel once the finance calls exist; until then the processing text is the truth.
 */
export function PaymentReturn({ retorno, paid = false }: { retorno: string | undefined; paid?: boolean }) {
  if (!parseReturn(retorno)) return null;
  return (
    <Banner tone={paid ? 'success' : 'info'} role="status">
      <p>{paid ? financeMessages.returnPaid : financeMessages.returnProcessing}</p>
    </Banner>
  );
}
