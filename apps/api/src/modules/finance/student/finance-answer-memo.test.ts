import { DEFAULT_FINANCE_SETTINGS, type PaymentSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { FinanceRow } from './finance.repository';
import { financeAnswerMemo } from './finance-answer-memo';

const settings = { ...DEFAULT_FINANCE_SETTINGS } as unknown as PaymentSettings;

function row(over: Partial<FinanceRow> = {}): FinanceRow {
  return {
    studentId: 7,
    guest: false,
    restricted: false,
    committee: false,
    coordinator: false,
    addressReviewedAt: '2026-01-02',
    priceTermCents: 300_000,
    priceCashCents: 270_000,
    cashLimitDate: null,
    interestFreeInstalments: 3,
    cardLimitDate: null,
    interestRateBp: 500,
    minimumPaidPercent: 0,
    contractUrl: null,
    contractsHash: 'a1',
    contracts: [],
    ...over,
  };
}

describe('decision 64: the contract view memoized on what it is built from', () => {
  it('the same row, settings and day answer the kept body without building it again', () => {
    const memo = financeAnswerMemo();
    let built = 0;
    const build = () => `body ${++built}`;
    expect(memo.answer(row(), settings, '2026-03-01', build)).toBe('body 1');
    expect(memo.answer(row(), settings, '2026-03-01', build)).toBe('body 1');
    expect(built).toBe(1);
  });

  it('a change in the contracts, in any other column, in the settings or in the day builds it again', () => {
    const memo = financeAnswerMemo();
    let built = 0;
    const build = () => `body ${++built}`;
    memo.answer(row(), settings, '2026-03-01', build);
    expect(memo.answer(row({ contractsHash: 'b2' }), settings, '2026-03-01', build)).toBe('body 2');
    expect(memo.answer(row({ contractsHash: 'b2', restricted: true }), settings, '2026-03-01', build)).toBe(
      'body 3',
    );
    const restricted = row({ contractsHash: 'b2', restricted: true });
    expect(memo.answer(restricted, { ...settings }, '2026-03-01', build)).toBe('body 4');
    expect(memo.answer(restricted, settings, '2026-03-02', build)).toBe('body 5');
    // A null and the text 'null' are different values.
    expect(memo.answer(row({ contractUrl: 'null' }), settings, '2026-03-01', build)).toBe('body 6');
    expect(memo.answer(row({ contractUrl: null }), settings, '2026-03-01', build)).toBe('body 7');
  });

  it('keeps one answer per student, the least recently used leaving first', () => {
    const memo = financeAnswerMemo(2);
    let built = 0;
    const build = () => `body ${++built}`;
    memo.answer(row({ studentId: 1 }), settings, '2026-03-01', build);
    memo.answer(row({ studentId: 2 }), settings, '2026-03-01', build);
    memo.answer(row({ studentId: 1 }), settings, '2026-03-01', build); // 1 used again
    memo.answer(row({ studentId: 3 }), settings, '2026-03-01', build); // 2 leaves
    expect(memo.size).toBe(2);
    expect(memo.answer(row({ studentId: 1 }), settings, '2026-03-01', build)).toBe('body 1');
    expect(memo.answer(row({ studentId: 2 }), settings, '2026-03-01', build)).toBe('body 4');
  });
});
