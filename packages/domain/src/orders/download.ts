import { type Order, orderNet } from './order';

/** Photo download of an order is offered once it is paid or costs nothing (spec A §5). */
export function canDownloadOrder(order: Pick<Order, 'pedFinanceiro' | 'pedTotal' | 'pedDesconto'>): boolean {
  return Boolean(order.pedFinanceiro) || orderNet(order) === 0;
}
