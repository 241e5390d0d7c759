import { formatDateBR, type IsoDate } from '../dates';
import { orderStageMessages } from '../messages';
import { DeliveryMode } from '../shop/delivery';
import type { Order } from './order';

/** The five stages of an order's history, in order (spec A §2, §4). */
export const OrderStage = {
  pedido: 'pedido',
  financeiro: 'financeiro',
  processamento: 'processamento',
  ok: 'ok',
  entregue: 'entregue',
} as const;
export type OrderStage = (typeof OrderStage)[keyof typeof OrderStage];
export const ORDER_STAGES: readonly OrderStage[] = Object.values(OrderStage);

/** A stage is done once its own date is set; the first stage not done is current; the rest are upcoming. */
export const StageState = { done: 'done', current: 'current', upcoming: 'upcoming' } as const;
export type StageState = (typeof StageState)[keyof typeof StageState];

type DateField = 'pedData' | 'pedFinanceiro' | 'pedProcessamento' | 'pedOk' | 'pedEntregue';
type StageMessage = Exclude<
  keyof typeof orderStageMessages,
  'packageContracted' | 'credit' | 'noPhotosToDownload' | 'downloadFailed'
>;

/** Each of the catalogue's eleven stage texts belongs to exactly one situation. */
export const ORDER_SITUATIONS = {
  placed: { stage: 'pedido', state: 'done', message: 'placedOn', since: 'pedData' },
  awaitingPayment: {
    stage: 'financeiro',
    state: 'current',
    message: 'awaitingPaymentSince',
    since: 'pedData',
  },
  paid: { stage: 'financeiro', state: 'done', message: 'paidOn', since: 'pedFinanceiro' },
  awaitingProcessing: {
    stage: 'processamento',
    state: 'current',
    message: 'awaitingProcessingSince',
    since: 'pedFinanceiro',
  },
  processing: {
    stage: 'processamento',
    state: 'done',
    message: 'processingSince',
    since: 'pedProcessamento',
  },
  awaitingCompletion: {
    stage: 'ok',
    state: 'current',
    message: 'awaitingCompletionForDeliverySince',
    since: 'pedProcessamento',
  },
  ready: { stage: 'ok', state: 'done', message: 'readyOn', since: 'pedOk' },
  /** Ready, ships, not yet posted (no tracking code). */
  preparingDelivery: {
    stage: 'entregue',
    state: 'current',
    message: 'preparingDeliverySince',
    since: 'pedOk',
  },
  /** Ready, for pick-up or download. */
  readyForDelivery: { stage: 'entregue', state: 'current', message: 'readyForDeliverySince', since: 'pedOk' },
  /** Ready and posted (tracking code set): waiting for the delivery to be confirmed. */
  awaitingDeliveryConfirmation: {
    stage: 'entregue',
    state: 'current',
    message: 'awaitingDeliveryConfirmationSince',
    since: 'pedOk',
  },
  delivered: { stage: 'entregue', state: 'done', message: 'deliveredOn', since: 'pedEntregue' },
} as const satisfies Record<
  string,
  { stage: OrderStage; state: StageState; message: StageMessage; since: DateField }
>;
export type OrderSituation = keyof typeof ORDER_SITUATIONS;

type ProgressOrder = Pick<Order, DateField | 'pedRastreio' | 'pedModalidadeFrete' | 'pedSoDigital'>;

const STAGE_DATE: Record<OrderStage, DateField> = {
  pedido: 'pedData',
  financeiro: 'pedFinanceiro',
  processamento: 'pedProcessamento',
  ok: 'pedOk',
  entregue: 'pedEntregue',
};

function isDone(order: ProgressOrder, index: number): boolean {
  // spec A §4: an order is paid only when pedFinanceiro is set; a processing date never makes it 'Pago'.
  if (ORDER_STAGES[index] === OrderStage.financeiro) return Boolean(order.pedFinanceiro);
  // A later date implies this stage too, even when an administrator skipped stamping it.
  return ORDER_STAGES.slice(index).some((s) => Boolean(order[STAGE_DATE[s]]));
}

const DONE: Record<OrderStage, OrderSituation> = {
  pedido: 'placed',
  financeiro: 'paid',
  processamento: 'processing',
  ok: 'ready',
  entregue: 'delivered',
};

function currentSituation(order: ProgressOrder, stage: OrderStage): OrderSituation {
  switch (stage) {
    case 'financeiro':
      return 'awaitingPayment';
    case 'processamento':
      return 'awaitingProcessing';
    case 'ok':
      return 'awaitingCompletion';
    default:
      if (order.pedRastreio) return 'awaitingDeliveryConfirmation';
      return order.pedModalidadeFrete === DeliveryMode.delivery && order.pedSoDigital !== 1
        ? 'preparingDelivery'
        : 'readyForDelivery';
  }
}

export interface StageView {
  stage: OrderStage;
  state: StageState;
  /** Null for an upcoming stage. */
  situation: OrderSituation | null;
  message: string | null;
  date: IsoDate | null;
  /** message and date as shown: 'Pago em 10/01/2026'. */
  text: string | null;
}

/** The date a situation counts from: its own field, else the nearest later stamp. */
function sinceDate(order: ProgressOrder, situation: OrderSituation): IsoDate | null {
  const fields: DateField[] = ['pedData', 'pedFinanceiro', 'pedProcessamento', 'pedOk', 'pedEntregue'];
  const from = fields.indexOf(ORDER_SITUATIONS[situation].since);
  for (const field of fields.slice(from)) {
    const value = order[field];
    if (value) return value.slice(0, 10);
  }
  return null;
}

/** The five stages of `order` with their state and message, derived only from its dates (spec A §4). */
export function orderProgress(order: ProgressOrder): StageView[] {
  let currentSeen = false;
  return ORDER_STAGES.map((stage, index) => {
    let situation: OrderSituation | null = null;
    if (isDone(order, index)) situation = DONE[stage];
    else if (!currentSeen) {
      currentSeen = true;
      situation = currentSituation(order, stage);
    }
    if (!situation) return { stage, state: 'upcoming', situation, message: null, date: null, text: null };
    const { state, message: key } = ORDER_SITUATIONS[situation];
    const message = orderStageMessages[key];
    const date = sinceDate(order, situation);
    return {
      stage,
      state,
      situation,
      message,
      date,
      text: date ? `${message} ${formatDateBR(date)}` : message,
    };
  });
}

/** The stage the order waits on, or null once delivered. */
export function currentOrderStage(order: ProgressOrder): OrderStage | null {
  return orderProgress(order).find((s) => s.state === StageState.current)?.stage ?? null;
}
