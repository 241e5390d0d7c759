import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { committeePaymentFigures, producerClassSums } from './class-figures';
import { type ClassTally, classFiguresFromTallies } from './class-tallies';

const TODAY = '2026-11-26';
const day = fc.constantFrom('2026-10-01', '2026-11-25', TODAY, '2026-11-27', '2027-01-10');

/** A classmate as the database's share counts them (migration 0040): their contract, parcels by day and files. */
const classmate = fc.record({
  total: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  settled: fc.integer({ min: 0, max: 500_000 }),
  lateFrom: fc.option(day, { nil: null }),
  due: fc.array(fc.tuple(day, fc.integer({ min: 1, max: 100_000 })), { maxLength: 4 }),
  guest: fc.boolean(),
  sent: fc.subarray(['individual', 'certificado']),
});
type Classmate = typeof classmate extends fc.Arbitrary<infer T> ? T : never;

/** The tallies of a class, each classmate's share split over up to three shards. */
function tallies(classmates: readonly Classmate[]): ClassTally[] {
  const out: ClassTally[] = [];
  const add = (i: number, figure: string, n: number, d = 'infinity') =>
    out.push({ figure, day: d, n: n - (i % 3) }, { figure, day: d, n: i % 3 });
  classmates.forEach((c, i) => {
    add(i, 'classmates', 1);
    if (c.guest) add(i, 'guests', 1);
    if (c.total === null) add(i, 'no_contract', 1);
    else {
      add(i, 'contracts', 1);
      add(i, 'contracted', c.total);
      add(i, 'received', c.settled);
      if (c.settled >= c.total) add(i, 'settled_in_full', 1);
      else add(i, 'open', 1, c.lateFrom ?? 'infinity');
      for (const [d, cents] of c.due) add(i, 'due', cents, d);
    }
    if (!c.guest) for (const s of c.sent) add(i, `sent:${s}`, 1);
  });
  return out;
}

describe('decision 151: the dashboard’s figures from the kept tallies', () => {
  it('decision 151: situations, shares and sums equal the per-classmate definitions (decision 98) on any class', () => {
    fc.assert(
      fc.property(fc.array(classmate, { maxLength: 30 }), (classmates) => {
        const figures = classFiguresFromTallies(tallies(classmates), TODAY);
        const rows = classmates.map((c) => ({
          total: c.total,
          settled: c.total === null ? 0 : c.settled,
          late: c.lateFrom !== null && c.lateFrom < TODAY,
          due: c.total === null ? 0 : c.due.filter(([d]) => d <= TODAY).reduce((a, [, n]) => a + n, 0),
        }));
        const { pagamentos, percentuais } = committeePaymentFigures(rows);
        expect(figures.pagamentos).toEqual(pagamentos);
        expect(figures.percentuais).toEqual(percentuais);
        expect(figures.sums).toEqual(producerClassSums(rows));
        expect(figures.alunos).toBe(classmates.length);
        expect(figures.esperados).toBe(classmates.filter((c) => !c.guest).length);
        expect(figures.enviaram.individual ?? 0).toBe(
          classmates.filter((c) => !c.guest && c.sent.includes('individual')).length,
        );
      }),
    );
  });

  it('decision 151: an open contract turns late the day after its oldest unpaid instalment, never on it', () => {
    const open = (d: string) => classFiguresFromTallies([{ figure: 'open', day: d, n: 1 }], TODAY).pagamentos;
    expect(open(TODAY)).toMatchObject({ 'Em dia': 1, 'Em atraso': 0 });
    expect(open('2026-11-25')).toMatchObject({ 'Em dia': 0, 'Em atraso': 1 });
    expect(open('infinity')).toMatchObject({ 'Em dia': 1, 'Em atraso': 0 });
  });
});
