import {
  type CartItem,
  type Checkout,
  canDownloadOrder,
  cartItemToWire,
  checkoutToWire,
  emptyCheckout,
  type Order,
  type OrderChargeWire,
  type OrderDetail,
  type OrderListItem,
  orderNet,
  orderProgress,
  orderToWire,
  orderValueLabel,
  PaymentMethod,
  paymentMethodName,
} from '@portal/domain';
import { FILE_KINDS, type OrderLineRow, type OrderRow, type OrderWireRow } from './orders.repository';

/** The order's stamps as the spec names them (spec A §3); who processed is whoever set ready, else processing. */
export function toOrder(row: OrderWireRow): Order {
  return {
    pedId: row.id,
    pedData: row.placedOn ?? '',
    pedFrete: row.shippingCents,
    pedModalidadeFrete: row.deliveryMode,
    pedQuantidade: row.quantity,
    pedImpressa: row.printedUnits,
    pedSoDigital: row.digitalOnly ? 1 : 0,
    pedDesconto: row.discountCents,
    pedTotal: row.totalCents,
    pedFinanceiro: row.paidOn,
    pedPagamento: row.paymentMethod,
    pedProcessamento: row.processingOn,
    pedOk: row.readyOn,
    pedEntregue: row.deliveredOn,
    pedRastreio: row.trackingCode,
    pedDoc: row.document,
    pedAdmFinanceiro: row.paidBy,
    pedAdmin: row.readyBy ?? row.processingBy,
    pedAdmEntrega: row.deliveredBy,
  };
}

export type ChargeRow = {
  id: number;
  orderId: number | null;
  method: number;
  transaction: string | null;
  paidOn: string | null;
};

/** The E-commerce parcel as the list's links need it: a card checkout address, a boleto, a PIX code. */
export function toCharge(c: ChargeRow | null | undefined): OrderChargeWire | null {
  if (!c) return null;
  const card = c.method === PaymentMethod.cartao;
  return {
    parcid: c.id,
    parcforma: c.method,
    cartao: card && c.transaction?.startsWith('http') ? c.transaction : null,
    boleto: c.method === PaymentMethod.boleto,
    pix: c.method === PaymentMethod.pix,
    pago: c.paidOn !== null,
  };
}

/** Whether any line is a photo the student receives as a file: its kind gives one (decisions 78, 116). */
export const hasDigitalPhotos = (lines: readonly Pick<OrderLineRow, 'measureKind' | 'photoId'>[]) =>
  lines.some(
    (l) =>
      l.photoId !== null &&
      l.measureKind !== null &&
      (FILE_KINDS as readonly string[]).includes(l.measureKind),
  );

function actions(order: Order, digital: boolean) {
  return {
    baixar: canDownloadOrder(order) && digital,
    pagar: !order.pedFinanceiro && orderNet(order) > 0,
  };
}

/** A row of GET /pedidos/consultar (spec A §2); `digital`: whether a line is a photo received as a file. */
export function toListItem(
  row: OrderWireRow,
  digital: boolean,
  charge: ChargeRow | null | undefined,
): OrderListItem {
  const order = toOrder(row);
  return {
    ...orderToWire(order),
    valor: orderValueLabel(order),
    historico: orderProgress(order),
    cobranca: toCharge(charge),
    acoes: actions(order, digital),
  };
}

export const storedCheckout = (row: OrderRow): Checkout =>
  (row.checkout as Checkout | null) ?? emptyCheckout();

/** GET /pedidos/detalhar/{id} (spec A §2 detail): lines with `caminho` refreshed by `fresh`. */
export function toDetail(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  charge: ChargeRow | undefined,
  fresh: (item: CartItem) => CartItem = (i) => i,
): OrderDetail {
  const order = toOrder(row);
  const checkout = storedCheckout(row);
  const chosen = checkout.frete[0]?.nome ?? null;
  return {
    pedido: orderToWire(order),
    cart: lines.map((l) => cartItemToWire(fresh(l.line as CartItem))),
    checkout: checkoutToWire(checkout),
    entrega: row.deliveryMode ? (chosen ?? deliveryName(row.deliverySlug)) : null,
    formaPagamento: order.pedPagamento === null ? null : paymentMethodName(order.pedPagamento),
    historico: orderProgress(order),
    cobranca: toCharge(charge),
    acoes: actions(order, hasDigitalPhotos(lines)),
  };
}

const DELIVERY_NAMES: Record<string, string> = {
  sedex: 'Sedex',
  motoboy: 'Motoboy',
  'retirada-matriz': 'Retirada na matriz',
};
export const deliveryName = (slug: string | null) => (slug ? (DELIVERY_NAMES[slug] ?? slug) : null);
