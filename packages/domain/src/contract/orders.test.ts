import { describe, expect, it } from 'vitest';
import { orderValueLabel } from '../orders/order';
import { orderProgress } from '../orders/stages';
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
const cartLine = {
  idCart: 'a1',
  id: 7,
  evento: 3,
  caminho: '/api/midia/x',
  nome: '15x21',
  descricao: 'Impressa',
  valor: 25,
  qt: 2,
  tipo: 'foto',
  tamanho: 0,
  complementar: 0,
  slug: '15x21',
  detalhes: {
    descricao: 'Impressa',
    nome: '15x21',
    slug: '15x21',
    tamanho: 0,
    valor: 25,
    complementares: [],
  },
};
const checkout = {
  frete: [{ nome: 'Motoboy', valor: 50 }],
  bruto: 100,
  descontos: { total: 0, digitais: 0 },
  liquido: 100,
};

describe('orders contract', () => {
  it('spec A §7: pedidos/consultar lists orders in reais, mapped to centavos and back', () => {
    const historico = orderProgress(orderFromWire(wireOrder));
    const row = {
      ...wireOrder,
      valor: 'R$ 100,00',
      historico,
      cobranca: null,
      acoes: { baixar: false, pagar: true },
    };
    const [order] = ordersListResponseSchema.parse([row]);
    expect(order?.historico.map((s) => s.stage)).toEqual([
      'pedido',
      'financeiro',
      'processamento',
      'ok',
      'entregue',
    ]);
    const { valor: _v, historico: _h, cobranca: _c, acoes: _a, ...plain } = order!;
    const domain = orderFromWire(plain);
    expect(domain).toMatchObject({ pedFrete: 5_000, pedDesconto: 2_550, pedTotal: 12_550 });
    expect(orderValueLabel(domain)).toBe('R$ 100,00');
    expect(orderToWire(domain)).toEqual(wireOrder);
    expect(orderToWire({ ...domain, pedModalidadeFrete: 'sedex' }).pedModalidadeFrete).toBeNull();
  });

  it('spec A §7: pedidos/preencher takes the whole cart, checkout and order fields', () => {
    const body = {
      order: { cart: [cartLine], checkout, financeiro: { parcid: 10 } },
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
    const twice = { ...body, order: { ...body.order, cart: [cartLine, { ...cartLine, idCart: 'b2' }] } };
    expect(fillOrderRequestSchema.safeParse(twice).success).toBe(false);
    expect(parsed.pedido.pedFinanceiro).toBe('2026-01-10');
  });

  it.each([
    ['an empty cart', { cart: [] }],
    ['a zero quantity', { cart: [{ ...cartLine, qt: 0 }] }],
    ['a line that is not a cart item', { cart: [line] }],
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
    const detail = {
      pedido: wireOrder,
      cart: [line],
      checkout,
      entrega: 'Motoboy',
      formaPagamento: null,
      historico: orderProgress(orderFromWire(wireOrder)),
      cobranca: null,
      acoes: { baixar: false, pagar: true },
    };
    expect(orderDetailResponseSchema.parse(detail).cart).toHaveLength(1);
    expect(orderIdParamsSchema.parse({ id: '5' })).toEqual({ id: 5 });
    expect(notifyOrderParamsSchema.safeParse({ orderId: 'x' }).success).toBe(false);
    expect(packOrderRequestSchema.safeParse({ id: 0 }).success).toBe(false);
  });
});
