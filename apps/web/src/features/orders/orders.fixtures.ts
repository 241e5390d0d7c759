import type { OrderDetail, OrderListItem, StageViewWire } from '@portal/domain';

/** Five stages as the API derives them: placed and paid done, processing waiting. */
export const PAID_STAGES: StageViewWire[] = [
  {
    stage: 'pedido',
    state: 'done',
    situation: 'placed',
    message: 'Efetuado em',
    date: '2026-11-02',
    text: 'Efetuado em 02/11/2026',
  },
  {
    stage: 'financeiro',
    state: 'done',
    situation: 'paid',
    message: 'Pago em',
    date: '2026-11-03',
    text: 'Pago em 03/11/2026',
  },
  {
    stage: 'processamento',
    state: 'current',
    situation: 'awaitingProcessing',
    message: 'Aguardando processamento desde',
    date: '2026-11-03',
    text: 'Aguardando processamento desde 03/11/2026',
  },
  { stage: 'ok', state: 'upcoming', situation: null, message: null, date: null, text: null },
  { stage: 'entregue', state: 'upcoming', situation: null, message: null, date: null, text: null },
];

const order = {
  pedId: 7,
  pedData: '2026-11-02',
  pedFrete: 50,
  pedModalidadeFrete: 'entrega' as const,
  pedQuantidade: 2,
  pedImpressa: 2,
  pedSoDigital: 0 as const,
  pedDesconto: 10,
  pedTotal: 100,
  pedFinanceiro: '2026-11-03',
  pedPagamento: 2,
  pedProcessamento: null,
  pedOk: null,
  pedEntregue: null,
  pedRastreio: 'QB123456789BR',
  pedDoc: null,
  pedAdmFinanceiro: null,
  pedAdmin: null,
  pedAdmEntrega: null,
};

/** A paid order of two prints sent by motoboy, as GET /api/pedidos/consultar lists it. */
export const PAID_ORDER: OrderListItem = {
  ...order,
  valor: 'R$ 90,00',
  historico: PAID_STAGES,
  cobranca: null,
  acoes: { baixar: true, pagar: false },
};

/** An order fully covered by credits: 'Crédito'. */
export const CREDIT_ORDER: OrderListItem = {
  ...order,
  pedId: 8,
  pedFrete: 0,
  pedModalidadeFrete: null,
  pedDesconto: 15,
  pedTotal: 15,
  pedRastreio: null,
  valor: 'Crédito',
  historico: PAID_STAGES,
  cobranca: null,
  acoes: { baixar: true, pagar: false },
};

export const PAID_DETAIL: OrderDetail = {
  pedido: order,
  cart: [
    {
      idCart: 'p-1',
      caminho: '/thumb/1.jpg',
      tipo: 'foto',
      qt: 2,
      detalhes: { nome: 'Impressa 15x21', descricao: null, valor: 25 },
    },
  ],
  checkout: {
    frete: [{ id: 1, slug: 'motoboy', nome: 'Motoboy', valor: 50 }],
    bruto: 50,
    descontos: { total: 10 },
    liquido: 90,
  },
  entrega: 'Motoboy',
  formaPagamento: 'Cartão',
  historico: PAID_STAGES,
  cobranca: null,
  acoes: { baixar: true, pagar: false },
};
