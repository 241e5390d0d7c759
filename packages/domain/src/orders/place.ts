import type { Cents } from '../money';
import type { Cart } from '../shop/cart';
import { type CartItem, isShippable } from '../shop/cart-item';
import { type CreditContext, creditedUnits, creditPoolFor, printedCreditKind } from '../shop/credits';
import { allowedDelivery, type DeliveryMode } from '../shop/delivery';
import { finaliseCart } from '../shop/finalise';
import { MeasureKind } from '../shop/measure-kinds';
import { type Checkout, shippingAmount } from '../shop/totals';

/** The order's own fields as placing it sets them (spec A §3), money in centavos. */
export interface PlacedOrderFields {
  pedFrete: Cents;
  pedModalidadeFrete: DeliveryMode | null;
  pedQuantidade: number;
  pedImpressa: number;
  pedSoDigital: 0 | 1;
  pedDesconto: Cents;
  /** What the order costs before credits: gross plus delivery (decision 77); minus pedDesconto it is the net. */
  pedTotal: Cents;
}

export type PlaceOrderResult =
  | {
      ok: true;
      checkout: Checkout;
      fields: PlacedOrderFields;
      /** The delivery the order keeps (its slug and mode), whether or not the checkout lists it. */
      deliverySlug: string | null;
      /** Credits the order consumes: the units its discounts cover (spec B §5.3). */
      creditsUsed: { digital: number; printed: number };
    }
  | { ok: false; error: string; focus: 'delivery' | 'complementary' };

/**
 * An order from a cart priced by the server (spec B §4.2, spec A §3): the finalise checks, the checkout,
 * the order's counts and values and the credits it uses. The same rules the cart screen runs, so the
 * server's order is what the student saw when nothing was tampered with.
 */
export function placeOrder(
  items: readonly CartItem[],
  cart: Pick<Cart, 'delivery'>,
  ctx: CreditContext,
): PlaceOrderResult {
  const delivery = allowedDelivery(items, cart.delivery);
  const result = finaliseCart({ items, delivery, undo: null }, ctx);
  if (!result.ok) return result;
  const { checkout } = result;
  const shipping = shippingAmount(checkout);
  const quantity = items.reduce((sum, i) => sum + i.qt, 0);
  const printed = items.reduce((sum, i) => (isShippable(i) ? sum + i.qt : sum), 0);
  const printedKind = printedCreditKind(ctx.downImpressas);
  const used = (kind: MeasureKind) => Math.min(creditPoolFor(kind, ctx), creditedUnits(items, kind));
  return {
    ok: true,
    checkout,
    fields: {
      pedFrete: shipping,
      pedModalidadeFrete: delivery?.modalidade ?? null,
      pedQuantidade: quantity,
      pedImpressa: printed,
      pedSoDigital: printed === 0 ? 1 : 0,
      pedDesconto: checkout.descontos.total,
      pedTotal: checkout.bruto + shipping,
    },
    deliverySlug: delivery?.slug ?? null,
    creditsUsed: {
      digital: checkout.descontos.digitais > 0 ? used(MeasureKind.digital) : 0,
      printed: checkout.descontos.impressas > 0 ? used(printedKind) : 0,
    },
  };
}
