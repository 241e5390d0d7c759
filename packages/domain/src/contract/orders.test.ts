import { describe, expect, it } from 'vitest';
import { orderValueLabel } from '../orders/order';
import {
  fillOrderRequestSchema,
  notifyOrderParamsSchema,
  type OrderWire,
  orderDetailResponseSchema,
  orderFromWire,
  orderIdParamsSchema,
  orderIdResponseSchema,
  ordersListResponseSchema,
  orderToWire,
  packOrderRequestSchema,
} from './orders';

const wireOrder: OrderWire = {
  pedId: 5,
  pedData: '2026-01-10',
  pedFrete: 50,
  pedModalidadeFrete: 'entrega',
  pedQuantidade: 3,
  pedImpressa: 2,
  pedSoDigital: 0,
  pedDesconto: 25.5,
  pedTotal: 125.5,
  pedFinanceiro: null,
  pedPagamento: null,
  pedProcessamento: null,
  pedOk: null,
  pedEntregue: null,
  pedRastreio: null,
  pedDoc: null,
  pedAdmFinanceiro: null,
  pedAdmin: null,
  pedAdmEntrega: null,
};
const line = {
  idCart: 'a1',
  caminho: 'ev/1.jpg',
  tipo: 'foto',
  qt: 2,
  detalhes: { nome: '15x21', descricao: null, valor: 25 },
};
const checkout = {
  frete: [{ nome: 'Motoboy', valor: 50 }],
  bruto: 100,
  descontos: { total: 0, digitais: 0 },
  liquido: 100,
};

describe('orders contract', () => {
  it('spec A §7: pedidos/consultar lists orders in reais, mapped to centavos and back', () => {
    const [order] = ordersListResponseSchema.parse([wireOrder]);
    const domain = orderFromWire(order!);
    expect(domain).toMatchObject({ pedFrete: 5_000, pedDesconto: 2_550, pedTotal: 12_550 });
    expect(orderValueLabel(domain)).toBe('R$ 100,00');
    expect(orderToWire(domain)).toEqual(wireOrder);
    expect(orderToWire({ ...domain, pedModalidadeFrete: 'sedex' }).pedModalidadeFrete).toBeNull();
  });

  it('spec A §7: pedidos/preencher takes the cart, checkout and order fields; extra cart fields pass', () => {
    const body = {
      order: { cart: [{ ...line, evento: 3 }], checkout, financeiro: { parcid: 10 } },
      pedido: {
        pedFrete: 50,
        pedModalidadeFrete: 'entrega',
        pedQuantidade: 2,
        pedImpressa: 2,
        pedSoDigital: 0,
        pedDesconto: 0,
        pedTotal: 100,
        pedFinanceiro: '2026-01-10',
      },
    };
    const parsed = fillOrderRequestSchema.parse(body);
    expect(parsed.order.cart[0]).toMatchObject({ evento: 3 });
    expect(parsed.pedido.pedFinanceiro).toBe('2026-01-10');
  });

  it.each([
    ['an empty cart', { cart: [] }],
    ['a zero quantity', { cart: [{ ...line, qt: 0 }] }],
  ])('spec A §7: pedidos/preencher refuses %s', (_case, order) => {
    const pedido = {
      pedFrete: 0,
      pedModalidadeFrete: null,
      pedQuantidade: 1,
      pedImpressa: 0,
      pedSoDigital: 1,
      pedDesconto: 0,
      pedTotal: 0,
    };
    expect(fillOrderRequestSchema.safeParse({ order: { checkout, ...order }, pedido }).success).toBe(false);
  });

  it('spec A §7: novo, detalhar, notificar and empacotar', () => {
    expect(orderIdResponseSchema.parse({ pedId: 5 })).toEqual({ pedId: 5 });
    expect(orderDetailResponseSchema.parse({ pedido: wireOrder, cart: [line], checkout }).cart).toHaveLength(
      1,
    );
    expect(orderIdParamsSchema.parse({ id: '5' })).toEqual({ id: 5 });
    expect(notifyOrderParamsSchema.safeParse({ orderId: 'x' }).success).toBe(false);
    expect(packOrderRequestSchema.safeParse({ id: 0 }).success).toBe(false);
  });
});
