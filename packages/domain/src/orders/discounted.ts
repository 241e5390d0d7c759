import type { IsoDate } from '../dates';
import { PaymentMethod, PORTAL_ORIGIN } from '../finance/payment-methods';
import { orderStageMessages } from '../messages';
import { type Order, orderNet } from './order';

/** The stamps a fully discounted order gets when it is placed. */
export type DiscountedOrderStamps = Partial<
  Pick<
    Order,
    | 'pedFinanceiro'
    | 'pedPagamento'
    | 'pedDoc'
    | 'pedAdmFinanceiro'
    | 'pedProcessamento'
    | 'pedOk'
    | 'pedEntregue'
    | 'pedAdmin'
    | 'pedAdmEntrega'
  >
>;

/** True when total minus discount is 0 (spec A §4). */
export function isFullyDiscounted(order: Pick<Order, 'pedTotal' | 'pedDesconto'>): boolean {
  return orderNet(order) === 0;
}

/**
 * Stamps for an order that costs nothing (spec A §4): paid at once with the credit method and document
 * 'Pacote contratado'; a digital-only order is also processed, ready and delivered the same day, since
 * there is nothing to produce or ship. Every stamp is signed 'Portal'. Null when the order costs something.
 */
export function fullyDiscountedStamps(
  order: Pick<Order, 'pedTotal' | 'pedDesconto' | 'pedSoDigital'>,
  today: IsoDate,
): DiscountedOrderStamps | null {
  if (!isFullyDiscounted(order)) return null;
  const paid: DiscountedOrderStamps = {
    pedFinanceiro: today,
    pedPagamento: PaymentMethod.credito,
    pedDoc: orderStageMessages.packageContracted,
    pedAdmFinanceiro: PORTAL_ORIGIN,
  };
  if (order.pedSoDigital !== 1) return paid;
  return {
    ...paid,
    pedProcessamento: today,
    pedOk: today,
    pedEntregue: today,
    pedAdmin: PORTAL_ORIGIN,
    pedAdmEntrega: PORTAL_ORIGIN,
  };
}
