import type { StageViewWire } from '@portal/domain';

/** The five stages' names as the student reads them (spec A §2: pedido, financeiro, processamento, ok, entregue). */
export const STAGE_LABELS: Record<StageViewWire['stage'], string> = {
  pedido: 'Pedido',
  financeiro: 'Financeiro',
  processamento: 'Processamento',
  ok: 'Pronto',
  entregue: 'Entregue',
};

const STATE_LABELS: Record<StageViewWire['state'], string> = {
  done: 'concluída',
  current: 'em andamento',
  upcoming: 'a seguir',
};

/** The five-stage history of an order with every stage's message and date (spec A §2, §4). */
export function StageHistory({ stages }: { stages: readonly StageViewWire[] }) {
  return (
    <ol className="order-stages" aria-label="Etapas do pedido">
      {stages.map((s) => (
        <li key={s.stage} className={`order-stage is-${s.state}`}>
          <span className="order-stage-name">
            {STAGE_LABELS[s.stage]}
            <span className="visually-hidden"> ({STATE_LABELS[s.state]})</span>
          </span>
          {s.text && <span className="order-stage-text">{s.text}</span>}
        </li>
      ))}
    </ol>
  );
}
