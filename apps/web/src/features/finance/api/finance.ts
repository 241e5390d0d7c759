import type { NewParcelRequest } from '@portal/domain';
import { defineCall } from '../../../lib/define-call';
import { financeKeys } from './keys';

// The finance and payment calls of spec A §7 (decision 51). Each answer is parsed with its contract
// schema, imported (with zod) when a call starts and downloaded while the call runs: the finance card's
// code then renders without zod, and zod's evaluation is a task of its own after the answer instead of part
// of the card's first render on the home (decisions 42, 76 and 83).
const contract = () => import('./schemas');

/** GET /api/perfil/financeiro: one block per contract, with displays, totals and the chooser's offer. */
export const getFinance = defineCall({
  path: '/perfil/financeiro',
  answer: () => contract().then((s) => s.financeResponseSchema),
  key: (owner: number | null) => financeKeys.contracts(owner),
});

export function financeQuery(owner: number | null) {
  return getFinance.queryOptions(owner, { enabled: owner !== null });
}

/** GET /api/pagamentos/dadosbancarios: the producer's deposit details, red when `error`. */
export const getBankData = defineCall({
  path: '/pagamentos/dadosbancarios',
  answer: () => contract().then((s) => s.bankDataResponseSchema),
  key: (owner: number | null) => financeKeys.bankData(owner),
});

export function bankDataQuery(owner: number | null) {
  return getBankData.queryOptions(owner, { enabled: owner !== null, staleTime: 5 * 60_000 });
}

/** GET /api/pagamentos/resumo/{tipo}/{retorno}: is the parcel of a provider's return paid? */
export const getPaymentReturn = defineCall({
  path: ({ tipo, retorno }: { owner: number | null; tipo: string; retorno: string }) =>
    `/pagamentos/resumo/${encodeURIComponent(tipo)}/${encodeURIComponent(retorno)}`,
  answer: () => contract().then((s) => s.paymentReturnResponseSchema),
  key: ({ owner, tipo, retorno }) => financeKeys.paymentReturn(owner, tipo, retorno),
});

export function paymentReturnQuery(owner: number | null, tipo: string, retorno: string) {
  return getPaymentReturn.queryOptions({ owner, tipo, retorno }, { enabled: owner !== null, staleTime: 0 });
}

/** What the chooser sends: the server recomputes discount, interest, fee and due date (decision 51). */
export type NewParcelInput = Pick<NewParcelRequest, 'parcconta' | 'parcvalor' | 'parctipo' | 'parcforma'> & {
  parcelas: number;
};

/** POST /api/pagamentos/novaparcela. */
export const createParcel = defineCall({
  method: 'POST',
  path: '/pagamentos/novaparcela',
  body: (input: NewParcelInput) => input,
  answer: () => contract().then((s) => s.newParcelResponseSchema),
});

/** POST /api/pagamentos/linkCheckout: the provider's card checkout of a card parcel (PAGAR AGORA). */
const postLinkCheckout = defineCall({
  method: 'POST',
  path: '/pagamentos/linkCheckout',
  body: (parcid: number) => ({ financeiro: { parcid } }),
  answer: () => contract().then((s) => s.linkCheckoutResponseSchema),
});

export async function cardCheckout(parcid: number): Promise<string> {
  return (await postLinkCheckout(parcid)).checkoutUrl;
}

/** POST /api/pagamentos/pix/{parcid}: the PIX code and its QR image, made once and answered again. */
export const pixCode = defineCall({
  method: 'POST',
  path: (parcid: number) => `/pagamentos/pix/${parcid}`,
  body: () => ({}),
  answer: () => contract().then((s) => s.pixResponseSchema),
});

/** GET /api/pagamentos/boleto/{parcid}: the bank form to post (type 2, then 21 for a second copy). */
export const boletoForm = defineCall({
  path: (parcid: number) => `/pagamentos/boleto/${parcid}`,
  answer: () => contract().then((s) => s.boletoResponseSchema),
});
