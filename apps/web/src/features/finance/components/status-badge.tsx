import type { FinanceViewContract } from '@portal/domain';

type Situacao = FinanceViewContract['AlParcelas'][number]['situacao'];

/** A parcel's display state (spec A §4) as a badge: its text, never colour alone. */
export function StatusBadge({ situacao }: { situacao: Situacao }) {
  return <span className={`fin-badge fin-badge-${situacao.tone}`}>{situacao.label}</span>;
}
