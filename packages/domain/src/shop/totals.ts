import type { Cents } from '../money';
import type { CartItem } from './cart-item';
import { type CreditContext, creditPoolFor, printedCreditKind } from './credits';
import { allowedDelivery, type DeliveryOption } from './delivery';
import { lineMeasureKind, MeasureKind } from './measure-kinds';

/** Credit discounts of an order (spec B §3 checkout `descontos`). */
export interface Discounts {
  impressas: Cents;
  digitais: Cents;
  total: Cents;
}

/** The checkout kept with the order (spec B §3), money in centavos. */
export interface Checkout {
  frete: DeliveryOption[];
  descontos: Discounts;
  bruto: Cents;
  liquido: Cents;
}

/** The checkout a cart starts with: no delivery, no discounts, zero amounts (spec B §4.2). */
export function emptyCheckout(): Checkout {
  return { frete: [], descontos: { impressas: 0, digitais: 0, total: 0 }, bruto: 0, liquido: 0 };
}

/** Σ unit price × quantity (spec B §4.2). */
export function grossAmount(items: readonly Pick<CartItem, 'valor' | 'qt'>[]): Cents {
  return items.reduce((sum, i) => sum + i.valor * i.qt, 0);
}

type PricedLine = Pick<CartItem, 'slug' | 'qt' | 'valor' | 'ignorarCreditos'> &
  Partial<Pick<CartItem, 'tipo' | 'tipoMedida'>>;

/**
 * What `credits` units of measures of `kind` take off (decision 116: one pool per kind): each credit covers
 * one unit, dearest unit first so that the student gets the most from a credit; photos that ignore credits
 * are never covered.
 */
export function creditDiscount(items: readonly PricedLine[], kind: MeasureKind, credits: number): Cents {
  const lines = items
    .filter((i) => lineMeasureKind(i) === kind && !i.ignorarCreditos)
    .sort((a, b) => b.valor - a.valor);
  let left = Math.max(0, credits);
  let discount = 0;
  for (const line of lines) {
    const units = Math.min(left, line.qt);
    discount += units * line.valor;
    left -= units;
  }
  return discount;
}

/** Printed and digital credit discounts of a cart (spec B §4.2, §5.3); zero for guests. */
export function creditDiscounts(items: readonly PricedLine[], ctx: CreditContext): Discounts {
  const printedKind = printedCreditKind(ctx.downImpressas);
  const impressas = creditDiscount(items, printedKind, creditPoolFor(printedKind, ctx));
  const digitais = creditDiscount(items, MeasureKind.digital, creditPoolFor(MeasureKind.digital, ctx));
  return { impressas, digitais, total: impressas + digitais };
}

/**
 * The checkout of a cart (spec B §4.2): net = gross + delivery (only when the cart ships) − credit
 * discounts, never below 0. `frete` lists the chosen delivery when the cart ships and may keep it (a product
 * leaves only pick-up, spec B §4.3).
 */
export function computeCheckout(
  items: readonly CartItem[],
  delivery: DeliveryOption | null,
  ctx: CreditContext,
): Checkout {
  const bruto = grossAmount(items);
  const allowed = allowedDelivery(items, delivery);
  const frete = allowed ? [allowed] : [];
  const shipping = frete.reduce((sum, d) => sum + d.valor, 0);
  const descontos = creditDiscounts(items, ctx);
  return { frete, descontos, bruto, liquido: Math.max(0, bruto + shipping - descontos.total) };
}

/** The delivery value inside a checkout. */
export function shippingAmount(checkout: Pick<Checkout, 'frete'>): Cents {
  return checkout.frete.reduce((sum, d) => sum + d.valor, 0);
}
