import type { IsoDate, PaymentSettings } from '@portal/domain';
import { answerMemo } from '../../../lib/answer-memo';
import type { FinanceRow } from './finance.repository';

/**
 * Students whose last contract view a process keeps: 15–30 kB each for 24 parcels (a string with accents
 * takes two bytes a character).
 */
export const FINANCE_MEMO_SIZE = 500;
/** A guard on the bytes kept that the views above never reach (500 × 30 kB × 2 bytes a character). */
export const FINANCE_MEMO_BYTES = 32 * 1024 * 1024;

type Digest = { fields: string; settings: PaymentSettings; day: IsoDate };

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

const same = (kept: Digest, now: Digest) =>
  kept.day === now.day && kept.settings === now.settings && kept.fields === now.fields;

/**
 * The serialized contract view of each recent student, kept beside exactly what it was built from: the
 * row's columns, the digest of the contracts' JSON the database computed on this call, the settings
 * object and the day (decision 64, bench 31). The query still runs on every call, so the answer is never
 * older than the database; only the mapping and the serialization are skipped when none of their inputs
 * changed. Least recently used entries leave first.
 */
export function financeAnswerMemo(size = FINANCE_MEMO_SIZE, bytes = FINANCE_MEMO_BYTES) {
  const memo = answerMemo<number, Digest, string>({ count: size, bytes, same });
  return {
    answer(row: FinanceRow, settings: PaymentSettings, day: IsoDate, build: () => string): string {
      return memo.answer(row.studentId, { fields: fieldsOf(row), settings, day }, build);
    },
    get size() {
      return memo.size;
    },
  };
}
