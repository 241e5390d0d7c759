import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentInterest, instalmentOptions, maxInstalments } from './instalments';
import { DEFAULT_FINANCE_SETTINGS } from './settings';

const terms = { FormLimiteCartao: null, FormLimiteSemJuros: 3, FormTaxa: 5 };
const settings = DEFAULT_FINANCE_SETTINGS;

describe('card instalments', () => {
  it.each([
    // [today, limit date, cap, max]
    ['2026-01-15', null, 12, 12],
    ['2026-01-15', null, 4, 4],
    ['2026-01-15', '2026-04-15', 12, 3],
    ['2026-01-15', '2026-04-14', 12, 2],
    ['2026-01-31', '2026-02-28', 12, 1],
    ['2026-01-31', '2026-03-31', 12, 2],
    ['2026-01-15', '2027-06-15', 12, 12],
    ['2026-01-15', '2026-01-20', 12, 1],
    ['2026-01-15', '2025-12-01', 12, 1],
    ['2028-02-29', '2028-05-29', 12, 3],
  ] as const)(
    'spec A §5: on %s with limit %s and cap %i at most %i instalments',
    (today, limit, cap, max) => {
      expect(maxInstalments(today, { FormLimiteCartao: limit }, { cardMaxInstalments: cap })).toBe(max);
    },
  );

  it.each([
    [1, 0],
    [3, 0],
    [4, 5_000],
    [12, 5_000],
  ])(
    'spec A §5: %i instalments of R$ 1.000 with 3 interest-free and FormTaxa 5 → interest %i',
    (count, interest) => {
      expect(instalmentInterest(100_000, count, terms)).toBe(interest);
    },
  );

  it('spec A §5: no FormTaxa, no interest', () => {
    expect(instalmentInterest(100_000, 12, { FormLimiteSemJuros: 0, FormTaxa: 0 })).toBe(0);
  });

  it('spec A §5: options below the minimum instalment are disabled', () => {
    const options = instalmentOptions(50_000, '2026-01-15', { ...terms, FormLimiteSemJuros: 12 }, settings);
    expect(options).toHaveLength(12);
    expect(options.filter((o) => !o.disabled).map((o) => o.count)).toEqual([1, 2, 3, 4, 5]);
    expect(options[2]).toMatchObject({
      count: 3,
      total: 50_000,
      parts: [16_667, 16_667, 16_666],
      interestFree: true,
    });
  });

  it('spec A §5: interest counts toward the instalment value', () => {
    const options = instalmentOptions(
      40_000,
      '2026-01-15',
      { ...terms, FormLimiteSemJuros: 0, FormTaxa: 5 },
      settings,
    );
    expect(options[3]).toMatchObject({ count: 4, interest: 2_000, total: 42_000, disabled: false });
    expect(options[4]?.disabled).toBe(true);
  });

  it('spec A §5: a single payment is never disabled by the instalment rule', () => {
    expect(instalmentOptions(5_000, '2026-01-15', terms, settings)[0]?.disabled).toBe(false);
  });

  it('spec A §5 (property): instalments add up to the total and enabled ones respect the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 1_000 }).map((t) => t / 100),
        fc.integer({ min: 1, max: 24 }),
        (value, semJuros, taxa, cap) => {
          const options = instalmentOptions(
            value,
            '2026-01-15',
            { FormLimiteCartao: null, FormLimiteSemJuros: semJuros, FormTaxa: taxa },
            { ...settings, cardMaxInstalments: cap },
          );
          expect(options).toHaveLength(cap);
          for (const o of options) {
            expect(o.parts.reduce((a, b) => a + b, 0)).toBe(o.total);
            expect(o.total).toBe(value + o.interest);
            if (!o.disabled)
              for (const part of o.parts) expect(part).toBeGreaterThanOrEqual(settings.minimumPayment);
          }
        },
      ),
    );
  });
});
