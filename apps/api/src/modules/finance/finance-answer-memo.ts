import type { IsoDate, PaymentSettings } from '@portal/domain';
import type { FinanceRow } from './finance.repository';

/**
 * Students whose last contract view a process keeps: 15–30 kB each for 24 parcels (a string with accents
 * takes two bytes a character).
 */
export const FINANCE_MEMO_SIZE = 500;

type Entry = { fields: string; settings: PaymentSettings; day: IsoDate; body: string };

/**
 * Every column of the row in one string, the contracts by their digest: a change to any of them is a new
 * answer.
 */
function fieldsOf(row: FinanceRow): string {
  let text = '';
  for (const [key, value] of Object.entries(row)) {
    if (key !== 'contracts') text += `${key}=${value === null ? '\u0000' : String(value)}\u0001`;
  }
  return text;
}

/**
 * The serialized contract view of each recent student, kept beside exactly what it was built from: the
 * row's columns, the digest of the contracts' JSON the database computed on this call, the settings
 * object and the day (decision 64). The query still runs on every call, so the answer is never older than the database;
 * only the mapping and the serialization are skipped when none of their inputs changed. Least recently
 * used entries leave first.
 */
export function financeAnswerMemo(size = FINANCE_MEMO_SIZE) {
  const entries = new Map<number, Entry>();
  return {
    answer(row: FinanceRow, settings: PaymentSettings, day: IsoDate, build: () => string): string {
      const fields = fieldsOf(row);
      const hit = entries.get(row.studentId);
      if (hit && hit.day === day && hit.settings === settings && hit.fields === fields) {
        entries.delete(row.studentId);
        entries.set(row.studentId, hit);
        return hit.body;
      }
      const body = build();
      entries.delete(row.studentId);
      entries.set(row.studentId, { fields, settings, day, body });
      if (entries.size > size) entries.delete(entries.keys().next().value as number);
      return body;
    },
    get size() {
      return entries.size;
    },
  };
}
