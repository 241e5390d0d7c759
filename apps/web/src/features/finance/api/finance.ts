import {
  type BankDataResponse,
  bankDataResponseSchema,
  boletoResponseSchema,
  type FinanceResponse,
  financeResponseSchema,
  linkCheckoutResponseSchema,
  type NewParcelRequest,
  newParcelResponseSchema,
  type ParcelWire,
  type PaymentReturnResponse,
  type PixResponse,
  paymentReturnResponseSchema,
  pixResponseSchema,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The finance and payment calls of spec A §7 (decision 51). Each answer is parsed with its contract
// schema: this chunk loads with the finance screens only, so zod stays out of the shell (decision 42).

/** GET /api/perfil/financeiro: one block per contract, with displays, totals and the chooser's offer. */
export function financeQuery(owner: number | null) {
  return queryOptions({
    queryKey: ['financeiro', owner],
    queryFn: async ({ signal }): Promise<FinanceResponse> =>
      financeResponseSchema.parse(await api<unknown>('/perfil/financeiro', { signal })),
    enabled: owner !== null,
  });
}

/** GET /api/pagamentos/dadosbancarios: the producer's deposit details, red when `error`. */
export function bankDataQuery(owner: number | null) {
  return queryOptions({
    queryKey: ['dadosbancarios', owner],
    queryFn: async ({ signal }): Promise<BankDataResponse> =>
      bankDataResponseSchema.parse(await api<unknown>('/pagamentos/dadosbancarios', { signal })),
    enabled: owner !== null,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/pagamentos/resumo/{tipo}/{retorno}: is the parcel of a provider's return paid? */
export function paymentReturnQuery(owner: number | null, tipo: string, retorno: string) {
  return queryOptions({
    queryKey: ['resumo', owner, tipo, retorno],
    queryFn: async ({ signal }): Promise<PaymentReturnResponse> =>
      paymentReturnResponseSchema.parse(
        await api<unknown>(`/pagamentos/resumo/${encodeURIComponent(tipo)}/${encodeURIComponent(retorno)}`, {
          signal,
        }),
      ),
    enabled: owner !== null,
    staleTime: 0,
  });
}

/** What the chooser sends: the server recomputes discount, interest, fee and due date (decision 51). */
export type NewParcelInput = Pick<NewParcelRequest, 'parcconta' | 'parcvalor' | 'parctipo' | 'parcforma'> & {
  parcelas: number;
};

/** POST /api/pagamentos/novaparcela. */
export async function createParcel(input: NewParcelInput): Promise<ParcelWire> {
  return newParcelResponseSchema.parse(
    await api<unknown>('/pagamentos/novaparcela', { method: 'POST', body: input }),
  );
}

/** POST /api/pagamentos/linkCheckout: the provider's card checkout of a card parcel (PAGAR AGORA). */
export async function cardCheckout(parcid: number): Promise<string> {
  const answer = await api<unknown>('/pagamentos/linkCheckout', {
    method: 'POST',
    body: { financeiro: { parcid } },
  });
  return linkCheckoutResponseSchema.parse(answer).checkoutUrl;
}

/** POST /api/pagamentos/pix/{parcid}: the PIX code and its QR image, made once and answered again. */
export async function pixCode(parcid: number): Promise<PixResponse> {
  return pixResponseSchema.parse(
    await api<unknown>(`/pagamentos/pix/${parcid}`, { method: 'POST', body: {} }),
  );
}

/** GET /api/pagamentos/boleto/{parcid}: the bank form to post (type 2, then 21 for a second copy). */
export async function boletoForm(parcid: number) {
  return boletoResponseSchema.parse(await api<unknown>(`/pagamentos/boleto/${parcid}`));
}
