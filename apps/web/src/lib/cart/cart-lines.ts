import { type CartItem, type DeliveryOption, deliveryOptionSchema, parseCart, toCents } from '@portal/domain';

/**
 * A cart from outside the app (local storage, another tab, the server's open order), checked as a whole
 * against the wire contract and the cart rules (`parseCart`) and converted to centavos; anything that is not
 * a cart reads as empty.
 */
export function parseCartLines(value: unknown): CartItem[] {
  if (value === null || value === undefined) return [];
  return parseCart(value) ?? [];
}

/** A stored delivery choice, checked against the contract; anything else reads as none. */
export function parseDelivery(value: unknown): DeliveryOption | null {
  const parsed = deliveryOptionSchema.safeParse(value);
  if (!parsed.success) return null;
  return { ...parsed.data, valor: toCents(parsed.data.valor) };
}
