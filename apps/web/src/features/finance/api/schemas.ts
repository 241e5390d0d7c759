// The finance answers' schemas, imported lazily by ./finance.ts: the module a call imports is this one, and
// only through that dynamic import, so the bundle keeps zod and the schemas in a chunk of their own without
// wrapping the shared contract module for lazy evaluation (which adds a runtime file to every page).
export {
  bankDataResponseSchema,
  boletoResponseSchema,
  financeResponseSchema,
  linkCheckoutResponseSchema,
  newParcelResponseSchema,
  paymentReturnResponseSchema,
  pixResponseSchema,
} from '@portal/domain/contract/finance';
