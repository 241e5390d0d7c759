import { orderApiMessages } from '@portal/domain';
import type { AdvanceableStage } from '../api/orders';

/** The board's columns: the stage an order waits on, then the delivered ones. */
export const COLUMN_LABELS: Record<AdvanceableStage | 'concluido', string> = {
  financeiro: 'Aguardando pagamento',
  processamento: 'Aguardando processamento',
  ok: 'Em processamento',
  entregue: 'Pronto, aguardando entrega',
  concluido: 'Entregues',
};

/** The button that stamps the stage an order waits on. */
export const ADVANCE_LABELS: Record<AdvanceableStage, string> = {
  financeiro: 'Confirmar pagamento',
  processamento: 'Iniciar processamento',
  ok: 'Marcar como pronto',
  entregue: 'Marcar como entregue',
};

/** What an order becomes once the stage it waits on is stamped: the confirmation names it (decision 118). */
export const STAMPED_LABELS: Record<AdvanceableStage, string> = {
  financeiro: 'Pago',
  processamento: 'Em processamento',
  ok: 'Pronto',
  entregue: 'Entregue',
};

export const BOARD_TEXTS = {
  advanced: orderApiMessages.stageAdvanced,
  trackingSaved: orderApiMessages.trackingSaved,
};
