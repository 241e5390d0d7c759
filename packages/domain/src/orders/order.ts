import type { IsoDate } from '../dates';
import { orderStageMessages } from '../messages';
import { type Cents, formatBRL } from '../money';

/**
 * A shop order (spec A §3) with the spec's field names; money in centavos. pedTotal is what the order
 * costs before credits (checkout.bruto plus the delivery, decision 77), pedDesconto the credits and
 * discounts (checkout.descontos.total), so pedTotal − pedDesconto is checkout.liquido.
 */
export interface Order {
  pedId: number;
  pedData: IsoDate;
  pedFrete: Cents;
  /** The chosen delivery's modality, 'entrega' or 'retirada' (spec B §3); null when nothing ships. */
  pedModalidadeFrete: string | null;
  pedQuantidade: number;
  pedImpressa: number;
  pedSoDigital: 0 | 1;
  pedDesconto: Cents;
  pedTotal: Cents;
  pedFinanceiro: IsoDate | null;
  pedPagamento: number | null;
  pedProcessamento: IsoDate | null;
  pedOk: IsoDate | null;
  pedEntregue: IsoDate | null;
  pedRastreio: string | null;
  pedDoc: string | null;
  pedAdmFinanceiro: string | null;
  pedAdmin: string | null;
  pedAdmEntrega: string | null;
}

type OrderValue = Pick<Order, 'pedTotal' | 'pedDesconto'>;

/** What the order costs after discounts (never below 0). */
export function orderNet(order: OrderValue): Cents {
  return Math.max(0, order.pedTotal - order.pedDesconto);
}

/** The order list's value column (spec A §2): 'Crédito' when nothing is left to pay, else 'R$ 1.234,56'. */
export function orderValueLabel(order: OrderValue): string {
  const net = orderNet(order);
  return net === 0 ? orderStageMessages.credit : formatBRL(net);
}
