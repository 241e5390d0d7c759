/** One changed field of an audited edit. */
export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields a write changed, from the audit's `detail: { before, after }` (a creation has only `after`, a
 * removal only `before`); none when the detail holds neither.
 */
export function changedFields(detail: Record<string, unknown> | null): Change[] {
  if (!detail || (!isRecord(detail.before) && !isRecord(detail.after))) return [];
  const before = isRecord(detail.before) ? detail.before : {};
  const after = isRecord(detail.after) ? detail.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value as the audit shows it: '—' for nothing, 'sim'/'não', text as is, the rest as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
