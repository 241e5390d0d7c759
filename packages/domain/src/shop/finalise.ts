import { shopMessages } from '../messages';
import { type Cents, formatBRL } from '../money';
import type { Cart } from './cart';
import { cartNeedsShipping, missingComplementaryCount } from './cart-item';
import type { CreditContext } from './credits';
import { type Checkout, computeCheckout } from './totals';

/** Why finalising stopped; `focus` tells the cart screen where to scroll. */
export type FinaliseResult =
  | { ok: true; checkout: Checkout }
  | { ok: false; error: string; focus: 'delivery' | 'complementary' };

/**
 * Finalise the cart (spec B §4.2), checks in order: a delivery when the cart ships, then every complementary
 * photo chosen. The stored checkout keeps `frete` only when something is left to pay.
 */
export function finaliseCart(cart: Cart, ctx: CreditContext): FinaliseResult {
  if (cartNeedsShipping(cart.items) && !cart.delivery) {
    return { ok: false, error: shopMessages.chooseDeliveryFirst, focus: 'delivery' };
  }
  if (missingComplementaryCount(cart.items) > 0) {
    return { ok: false, error: shopMessages.missingComplementary, focus: 'complementary' };
  }
  const checkout = computeCheckout(cart.items, cart.delivery, ctx);
  return { ok: true, checkout: checkout.liquido > 0 ? checkout : { ...checkout, frete: [] } };
}

/** Title and label of the cart's main button (spec B §2.9): pay the amount, or finalise a free order. */
export function payButton(net: Cents): { title: string; label: string } {
  return net > 0
    ? { title: shopMessages.choosePaymentTitle, label: shopMessages.payLabel(formatBRL(net)) }
    : { title: shopMessages.finishOrderTitle, label: shopMessages.finishLabel };
}
