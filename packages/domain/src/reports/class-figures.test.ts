import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  committeePaymentFigures,
  countSituations,
  producerClassSums,
  type SituationCounts,
  situationShares,
} from './class-figures';
import { type ClassmatePayments, PAYMENT_SITUATIONS, paymentSituation } from './situations';

const counts = (Quitado: number, emDia: number, emAtraso: number, semContrato: number): SituationCounts => ({
  Quitado,
  'Em dia': emDia,
  'Em atraso': emAtraso,
  'Sem contrato': semContrato,
});

const classmate = fc.record({
  total: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }),
  settled: fc.integer({ min: 0, max: 5_000_000 }),
  late: fc.boolean(),
});

describe('decision 98: the committee sees situations counted and shared, never reais (LGPD art. 6 III)', () => {
  it.each([
    [counts(1, 1, 1, 0), counts(34, 33, 33, 0)],
    [counts(2, 1, 1, 2), counts(33, 17, 17, 33)],
    [counts(1, 0, 0, 0), counts(100, 0, 0, 0)],
    [counts(0, 0, 0, 0), counts(0, 0, 0, 0)],
    [counts(1, 1, 1, 1), counts(25, 25, 25, 25)],
    [counts(3, 1, 1, 1), counts(50, 17, 17, 16)],
  ])('shares of %o are %o: whole percent adding up to 100', (given, shares) => {
    expect(situationShares(given)).toEqual(shares);
  });

  it('shares always add up to 100 and each is its count’s share rounded down or up', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(500), { minLength: 4, maxLength: 4 }), ([a, b, c, d]) => {
        const given = counts(a!, b!, c!, d!);
        const whole = a! + b! + c! + d!;
        const shares = situationShares(given);
        expect(PAYMENT_SITUATIONS.reduce((acc, s) => acc + shares[s], 0)).toBe(whole === 0 ? 0 : 100);
        for (const s of PAYMENT_SITUATIONS) {
          if (whole === 0) continue;
          expect(shares[s]).toBeGreaterThanOrEqual(Math.floor((100 * given[s]) / whole));
          expect(shares[s]).toBeLessThanOrEqual(Math.ceil((100 * given[s]) / whole));
        }
      }),
    );
  });

  it('decision 98: changing one classmate’s amounts moves the figures only by a change of situation', () => {
    fc.assert(
      fc.property(
        fc.array(classmate, { minLength: 1, maxLength: 40 }),
        fc.nat(),
        classmate,
        (rows, pick, changed) => {
          const i = pick % rows.length;
          const after: ClassmatePayments[] = rows.map((r, j) => (j === i ? changed : r));
          const before = committeePaymentFigures(rows);
          const now = committeePaymentFigures(after);
          const from = paymentSituation(rows[i]!);
          const to = paymentSituation(changed);
          // The committee's figures are counts of situations: the same rows in the same situations give the
          // same answer, so no amount can be read from a difference.
          const expected = { ...before.pagamentos };
          expected[from] -= 1;
          expected[to] += 1;
          expect(now.pagamentos).toEqual(expected);
          if (from === to) expect(now).toEqual(before);
          expect(Object.keys(now).sort()).toEqual(['pagamentos', 'percentuais']);
        },
      ),
    );
  });

  it('decision 55: a classmate’s situation', () => {
    expect(paymentSituation({ total: null, settled: 0, late: false })).toBe('Sem contrato');
    expect(paymentSituation({ total: 100_000, settled: 100_000, late: true })).toBe('Quitado');
    expect(paymentSituation({ total: 100_000, settled: 40_000, late: true })).toBe('Em atraso');
    expect(paymentSituation({ total: 100_000, settled: 40_000, late: false })).toBe('Em dia');
    expect(countSituations(['Quitado', 'Quitado', 'Em dia'])).toEqual(counts(2, 1, 0, 0));
  });

  it('the producer keeps the exact sums of the contracts, in centavos', () => {
    expect(
      producerClassSums([
        { total: 100_000, settled: 100_000, late: false, due: 100_000 },
        { total: 100_000, settled: 40_001, late: true, due: 100_000 },
        { total: null, settled: 0, late: false, due: 0 },
      ]),
    ).toEqual({ contratos: 2, contratado: 200_000, previstoAteHoje: 200_000, recebido: 140_001 });
  });
});
