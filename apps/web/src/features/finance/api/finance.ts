import type {
  BankDataResponse,
  BoletoResponse,
  FinanceResponse,
  NewParcelRequest,
  ParcelWire,
  PaymentReturnResponse,
  PixResponse,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

// The finance and payment calls of spec A §7 (decision 51). Each answer is parsed with its contract
// schema, imported (with zod) when a call starts and downloaded while the call runs: the finance card's
// code then renders without zod, and zod's evaluation is a task of its own after the answer instead of part
// of the card's first render on the home (decisions 42, 76 and 83).
const contract = () => import('./schemas');

/** Fetches `path` and parses the answer with the schema `pick` chooses, both started at once. */
async function parsed<T>(
  pick: (schemas: Awaited<ReturnType<typeof contract>>) => { parse: (data: unknown) => T },
  path: string,
  init?: Parameters<typeof api>[1],
): Promise<T> {
  const [schemas, answer] = await Promise.all([contract(), api<unknown>(path, init)]);
  return pick(schemas).parse(answer);
}

/** GET /api/perfil/financeiro: one block per contract, with displays, totals and the chooser's offer. */
export function financeQuery(owner: number | null) {
  return queryOptions({
    queryKey: financeKeys.contracts(owner),
    queryFn: async ({ signal }): Promise<FinanceResponse> =>
      parsed((s) => s.financeResponseSchema, '/perfil/financeiro', { signal }),
    enabled: owner !== null,
  });
}

/** GET /api/pagamentos/dadosbancarios: the producer's deposit details, red when `error`. */
export function bankDataQuery(owner: number | null) {
  return queryOptions({
    queryKey: financeKeys.bankData(owner),
    queryFn: async ({ signal }): Promise<BankDataResponse> =>
      parsed((s) => s.bankDataResponseSchema, '/pagamentos/dadosbancarios', { signal }),
    enabled: owner !== null,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/pagamentos/resumo/{tipo}/{retorno}: is the parcel of a provider's return paid? */
export function paymentReturnQuery(owner: number | null, tipo: string, retorno: string) {
  return queryOptions({
    queryKey: financeKeys.paymentReturn(owner, tipo, retorno),
    queryFn: async ({ signal }): Promise<PaymentReturnResponse> =>
      parsed(
        (s) => s.paymentReturnResponseSchema,
        `/pagamentos/resumo/${encodeURIComponent(tipo)}/${encodeURIComponent(retorno)}`,
        { signal },
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
  return parsed((s) => s.newParcelResponseSchema, '/pagamentos/novaparcela', { method: 'POST', body: input });
}

/** POST /api/pagamentos/linkCheckout: the provider's card checkout of a card parcel (PAGAR AGORA). */
export async function cardCheckout(parcid: number): Promise<string> {
  const answer = await parsed((s) => s.linkCheckoutResponseSchema, '/pagamentos/linkCheckout', {
    method: 'POST',
    body: { financeiro: { parcid } },
  });
  return answer.checkoutUrl;
}

/** POST /api/pagamentos/pix/{parcid}: the PIX code and its QR image, made once and answered again. */
export async function pixCode(parcid: number): Promise<PixResponse> {
  return parsed((s) => s.pixResponseSchema, `/pagamentos/pix/${parcid}`, { method: 'POST', body: {} });
}

/** GET /api/pagamentos/boleto/{parcid}: the bank form to post (type 2, then 21 for a second copy). */
export async function boletoForm(parcid: number): Promise<BoletoResponse> {
  return parsed((s) => s.boletoResponseSchema, `/pagamentos/boleto/${parcid}`);
}
