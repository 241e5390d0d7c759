import type { Cents } from '../money';

/** Payment method id of 'credito': the only one for an order that costs nothing (spec A §3, spec B §2.10). */
export const CREDIT_PAYMENT_METHOD_ID = 100;
/** Cheque: never offered in the shop (spec B §2.10, §9). */
export const CHEQUE_PAYMENT_METHOD_ID = 3;

/** True when the shop payment page offers method `id` for an order of `total` (spec B §2.10, §9). */
export function isShopPaymentMethodOffered(id: number, total: Cents): boolean {
  if (total <= 0) return id === CREDIT_PAYMENT_METHOD_ID;
  return id >= 2 && id <= 99 && id !== CHEQUE_PAYMENT_METHOD_ID;
}

/** The methods of `methods` that the shop payment page lists for `total`, in the given order. */
export function shopPaymentMethods<M extends { id: number }>(methods: readonly M[], total: Cents): M[] {
  return methods.filter((m) => isShopPaymentMethodOffered(m.id, total));
}
