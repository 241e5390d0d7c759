import { AUDIT_ACTIONS, type AuditCode, isAuditCode } from './action-codes';
import { auditFieldLabel } from './audit-fields';

/** The parts of one audit entry a sentence is built from (the API answers them; decision 126). */
export type AuditSentenceParts = {
  code: string | null;
  actorName: string;
  studentName?: string | null;
  graduationName?: string | null;
  detail?: Record<string, unknown> | null;
};

const STAGES: Record<string, string> = {
  pedido: 'Pedido feito',
  financeiro: 'Pago',
  processamento: 'Em produção',
  ok: 'Pronto',
  entregue: 'Entregue',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text value of the detail, looked for in the detail itself, then in after, then in before. */
function detailText(detail: Record<string, unknown> | null | undefined, keys: string[]): string | null {
  if (!detail) return null;
  for (const source of [detail, detail.after, detail.before]) {
    if (!isRecord(source)) continue;
    for (const key of keys) {
      const value = source[key];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
        return String(value);
    }
  }
  return null;
}

function slot(name: string, parts: AuditSentenceParts): string {
  const student = parts.studentName?.trim() || null;
  const graduation = parts.graduationName?.trim() || null;
  switch (name) {
    case 'de_aluno':
      return student ? ` de ${student}` : '';
    case 'o_aluno':
      return student ? ` ${student}` : '';
    case 'para_aluno':
      return student ? ` para ${student}` : '';
    case 'por_aluno':
      return student ? ` por ${student}` : '';
    case 'a_formatura':
      return graduation ? ` ${graduation}` : '';
    case 'da_formatura':
      return graduation ? ` da formatura ${graduation}` : '';
    case 'na_formatura':
      return graduation ? ` na formatura ${graduation}` : '';
    case 'nome': {
      const text = detailText(parts.detail, ['name', 'nome', 'title', 'titulo', 'label']);
      return text ? ` “${text}”` : '';
    }
    case 'conta': {
      const text = detailText(parts.detail, ['email', 'name']);
      return text ? ` (${text})` : '';
    }
    case 'pedido': {
      const text = detailText(parts.detail, ['pedido', 'orderId']);
      return text ? ` nº ${text}` : '';
    }
    case 'para_etapa': {
      const stage = detailText(parts.detail, ['etapa', 'stage']);
      return stage ? ` para ${STAGES[stage] ?? stage}` : '';
    }
    default:
      return '';
  }
}

/** What an action did, without who: 'avançou o pedido nº 3 para Pronto'. */
export function auditPredicate(parts: AuditSentenceParts): string {
  if (parts.code === null || !isAuditCode(parts.code)) return 'fez uma ação que o portal não descreve';
  return AUDIT_ACTIONS[parts.code as AuditCode].replace(/\{([a-z_]+)\}/g, (_, name: string) =>
    slot(name, parts),
  );
}

/** One audit entry as a pt-BR sentence: 'Maria avançou o pedido nº 3 para Pronto'. */
export function auditSentence(parts: AuditSentenceParts): string {
  return `${parts.actorName} ${auditPredicate(parts)}`;
}

/** One changed field of an audited edit, labelled in pt-BR. */
export type AuditFieldChange = { field: string; label: string; before: unknown; after: unknown };

/**
 * The fields an edit changed, from the detail's `{ before, after }` (a creation has only after, a removal only
 * before; a single value, such as a tracking code, is one row labelled 'Valor').
 */
export function auditChanges(detail: Record<string, unknown> | null | undefined): AuditFieldChange[] {
  if (!detail || !('before' in detail || 'after' in detail)) return [];
  const { before, after } = detail;
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [{ field: 'valor', label: 'Valor', before, after }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, label: auditFieldLabel(field), before: b[field], after: a[field] }));
}

/** A value as the audit shows it: '—' for nothing, 'sim'/'não', dates and text as they are, lists joined. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(auditValue).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${auditFieldLabel(k)}: ${auditValue(v)}`)
      .join('; ');
  return String(value);
}
