import { describe, expect, it } from 'vitest';
import { orderStageMessages } from '../messages';
import type { Order } from './order';
import { currentOrderStage, ORDER_SITUATIONS, type OrderSituation, orderProgress } from './stages';

type ProgressOrder = Parameters<typeof orderProgress>[0];
const placed: ProgressOrder = {
  pedData: '2026-01-10',
  pedFinanceiro: null,
  pedProcessamento: null,
  pedOk: null,
  pedEntregue: null,
  pedRastreio: null,
  pedModalidadeFrete: 'entrega',
  pedSoDigital: 0,
};
const paid = { ...placed, pedFinanceiro: '2026-01-11' };
const processing = { ...paid, pedProcessamento: '2026-01-12' };
const ready = { ...processing, pedOk: '2026-01-20' };
const delivered = { ...ready, pedEntregue: '2026-01-25' };

const situationOf = (order: ProgressOrder, stage: string) =>
  orderProgress(order).find((s) => s.stage === stage);

describe('order stages', () => {
  it('spec A §4: each of the eleven catalogue texts belongs to exactly one situation', () => {
    const used = Object.values(ORDER_SITUATIONS).map((s) => s.message);
    expect(used).toHaveLength(11);
    expect(new Set(used).size).toBe(11);
    const stageTexts = Object.keys(orderStageMessages).slice(0, 11);
    expect([...used].sort()).toEqual([...stageTexts].sort());
  });

  it.each<[OrderSituation, ProgressOrder, string, string]>([
    ['placed', placed, 'pedido', 'Efetuado em 10/01/2026'],
    ['awaitingPayment', placed, 'financeiro', 'Aguardando pagamento desde 10/01/2026'],
    ['paid', paid, 'financeiro', 'Pago em 11/01/2026'],
    ['awaitingProcessing', paid, 'processamento', 'Aguardando processamento desde 11/01/2026'],
    ['processing', processing, 'processamento', 'Em processamento desde 12/01/2026'],
    ['awaitingCompletion', processing, 'ok', 'Aguardando finalização para entrega desde 12/01/2026'],
    ['ready', ready, 'ok', 'Pronto em 20/01/2026'],
    ['preparingDelivery', ready, 'entregue', 'Preparando para entrega desde 20/01/2026'],
    [
      'readyForDelivery',
      { ...ready, pedModalidadeFrete: 'retirada' },
      'entregue',
      'Pronto para entrega desde 20/01/2026',
    ],
    [
      'readyForDelivery',
      { ...ready, pedModalidadeFrete: null, pedSoDigital: 1 },
      'entregue',
      'Pronto para entrega desde 20/01/2026',
    ],
    [
      'awaitingDeliveryConfirmation',
      { ...ready, pedRastreio: 'AA123456789BR' },
      'entregue',
      'Aguardando confirmação de entrega desde 20/01/2026',
    ],
    ['delivered', delivered, 'entregue', 'Entregue em 25/01/2026'],
  ])('spec A §4: situation %s', (situation, order, stage, text) => {
    const view = situationOf(order, stage);
    expect(view).toMatchObject({ situation, state: ORDER_SITUATIONS[situation].state, text });
    expect(view?.message).toBe(orderStageMessages[ORDER_SITUATIONS[situation].message]);
  });

  it.each([
    [placed, ['done', 'current', 'upcoming', 'upcoming', 'upcoming'], 'financeiro'],
    [paid, ['done', 'done', 'current', 'upcoming', 'upcoming'], 'processamento'],
    [processing, ['done', 'done', 'done', 'current', 'upcoming'], 'ok'],
    [ready, ['done', 'done', 'done', 'done', 'current'], 'entregue'],
    [delivered, ['done', 'done', 'done', 'done', 'done'], null],
  ] as const)('spec A §4: states of the five stages, current %s', (order, states, current) => {
    const progress = orderProgress(order);
    expect(progress.map((s) => s.stage)).toEqual(['pedido', 'financeiro', 'processamento', 'ok', 'entregue']);
    expect(progress.map((s) => s.state)).toEqual(states);
    expect(currentOrderStage(order)).toBe(current);
  });

  it('spec A §4: upcoming stages show nothing', () => {
    expect(situationOf(placed, 'ok')).toEqual({
      stage: 'ok',
      state: 'upcoming',
      situation: null,
      message: null,
      date: null,
      text: null,
    });
  });

  it('spec A §4: a skipped stamp counts as done and borrows the next date', () => {
    const skipped: Pick<Order, 'pedProcessamento' | 'pedOk'> = {
      pedProcessamento: null,
      pedOk: '2026-01-20',
    };
    expect(situationOf({ ...paid, ...skipped }, 'processamento')).toMatchObject({
      state: 'done',
      text: 'Em processamento desde 20/01/2026',
    });
  });

  it("spec A §4: an order is paid only when pedFinanceiro is set, never 'Pago em' from pedProcessamento", () => {
    const unpaidButProcessing = { ...placed, pedProcessamento: '2026-01-12' };
    expect(situationOf(unpaidButProcessing, 'financeiro')).toMatchObject({
      situation: 'awaitingPayment',
      state: 'current',
      text: 'Aguardando pagamento desde 10/01/2026',
    });
    expect(situationOf(unpaidButProcessing, 'processamento')).toMatchObject({ state: 'done' });
    expect(currentOrderStage(unpaidButProcessing)).toBe('financeiro');
  });

  it('spec A §4: a stamp with a time shows only its date', () => {
    expect(situationOf({ ...placed, pedData: '2026-01-10T13:45:00' }, 'pedido')?.text).toBe(
      'Efetuado em 10/01/2026',
    );
  });
});
