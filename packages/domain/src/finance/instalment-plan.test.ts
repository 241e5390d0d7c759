import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueInMonth,
  instalmentPlan,
  instalmentPlanError,
  instalmentPlanMessages as msg,
  parcelNumberLabel,
  parcelNumbers,
} from './instalment-plan';

const date = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const planInput = fc
  .record({
    count: fc.integer({ min: 1, max: 60 }),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    firstDue: date,
    extra: fc.integer({ min: 0, max: 100_000_000 }),
  })
  .map(({ count, extra, ...rest }) => ({ ...rest, count, totalCents: count * 100 + extra }));

describe('instalment plan (decision 125)', () => {
  it('decision 125: the parcels add up exactly to the total, whatever it is', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = instalmentPlan(input);
        expect(plan).toHaveLength(input.count);
        expect(plan.reduce((s, p) => s + p.amountCents, 0)).toBe(input.totalCents);
        expect(plan.every((p) => Number.isInteger(p.amountCents) && p.amountCents >= 100)).toBe(true);
      }),
    );
  });

  it('decision 125: the leftover centavos go to the first parcel; the others are equal', () => {
    expect(instalmentPlan({ totalCents: 100_000, count: 3, firstDue: '2027-01-10', dayOfMonth: 10 })).toEqual(
      [
        { number: 1, amountCents: 33_334, dueOn: '2027-01-10' },
        { number: 2, amountCents: 33_333, dueOn: '2027-02-10' },
        { number: 3, amountCents: 33_333, dueOn: '2027-03-10' },
      ],
    );
    fc.assert(
      fc.property(planInput, (input) => {
        const [, ...rest] = instalmentPlan(input);
        expect(new Set(rest.map((p) => p.amountCents)).size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('decision 125: due dates rise month by month, first on the chosen date', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = instalmentPlan(input);
        expect(plan[0]!.dueOn).toBe(input.firstDue);
        for (let i = 1; i < plan.length; i++) {
          expect(plan[i]!.dueOn > plan[i - 1]!.dueOn).toBe(true);
          const [y0, m0] = plan[i - 1]!.dueOn.split('-').map(Number) as [number, number];
          const [y1, m1] = plan[i]!.dueOn.split('-').map(Number) as [number, number];
          expect(y1 * 12 + m1 - (y0 * 12 + m0)).toBe(1);
        }
      }),
    );
  });

  it('decision 125: later parcels fall on the day of the month, or the month end when shorter', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        for (const p of instalmentPlan(input).slice(1)) {
          const [y, mo, d] = p.dueOn.split('-').map(Number) as [number, number, number];
          const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
          expect(d).toBe(Math.min(input.dayOfMonth, last));
        }
      }),
    );
  });

  it.each([
    ['2027-01-31', 1, 31, '2027-02-28'],
    ['2028-01-31', 1, 31, '2028-02-29'],
    ['2027-01-31', 3, 31, '2027-04-30'],
    ['2027-11-15', 2, 31, '2028-01-31'],
    ['2027-12-05', 1, 10, '2028-01-10'],
  ])('decision 125: day 31 clamps to the month end (%s + %i months, day %i → %s)', (from, off, day, want) => {
    expect(dueInMonth(from, off, day)).toBe(want);
  });

  it.each([
    [{ count: 0 }, msg.countRange],
    [{ count: 61 }, msg.countRange],
    [{ count: 2.5 }, msg.countRange],
    [{ dayOfMonth: 0 }, msg.dayRange],
    [{ dayOfMonth: 32 }, msg.dayRange],
    [{ firstDue: '2027-02-30' }, msg.firstDueInvalid],
    [{ totalCents: 0 }, msg.totalPositive],
    [{ totalCents: 1_199, count: 12 }, msg.parcelTooSmall],
  ])('decision 125: an invalid plan is refused in pt-BR (%o)', (change, message) => {
    const input = { totalCents: 120_000, count: 12, firstDue: '2027-01-10', dayOfMonth: 10, ...change };
    expect(instalmentPlanError(input)).toBe(message);
    expect(() => instalmentPlan(input)).toThrow(message);
  });
});

describe('parcel numbers per contract (decision 125)', () => {
  const base = { kind: 'Contrato', visible: true, cancelled: false, admin: null, manual: false };
  it('decision 125: scheduled parcels are numbered by due date; chooser, manual, hidden and extras are not', () => {
    const numbers = parcelNumbers([
      { ...base, id: 9, dueOn: '2027-03-10' },
      { ...base, id: 4, dueOn: '2027-01-10' },
      { ...base, id: 7, dueOn: '2027-02-10' },
      { ...base, id: 1, dueOn: '2027-01-05', admin: 'Portal' },
      { ...base, id: 2, dueOn: '2027-01-05', manual: true },
      { ...base, id: 3, dueOn: '2027-01-05', visible: false },
      { ...base, id: 5, dueOn: '2027-01-05', kind: 'Extras' },
    ]);
    expect(Object.fromEntries(numbers)).toEqual({
      4: { numero: 1, de: 3 },
      7: { numero: 2, de: 3 },
      9: { numero: 3, de: 3 },
    });
    expect(parcelNumberLabel(numbers.get(9)!)).toBe('Parcela 3/3');
  });
});
