import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllocationParcel,
  allocatedParcelDisplay,
  allocatePayments,
  overdueAfterAllocation,
  overdueNotice,
  Settlement,
} from './parcel-allocation';
import { PaymentMethod } from './payment-methods';

let nextId = 1;
const parcel = (over: Partial<AllocationParcel>): AllocationParcel => ({
  parcid: nextId++,
  parctipo: 'Contrato',
  parcvalor: 31_800,
  parcvencimento: '2026-01-10',
  parcpagoem: null,
  parcadmin: 'Produtora',
  parcorigem: 'Produtora',
  parcforma: PaymentMethod.boleto,
  parcvisivel: 1,
  ...over,
});
/** A free payment the student made in the chooser (parcadmin 'Portal'). */
const payment = (cents: number, on: string, over: Partial<AllocationParcel> = {}) =>
  parcel({
    parcvalor: cents,
    parcpagoem: on,
    parcadmin: 'Portal',
    parcorigem: 'Portal',
    parcforma: PaymentMethod.pix,
    ...over,
  });

/** Five parcels of R$ 318,00 due on the 10th from January; the first two paid themselves. */
function schedule() {
  const due = ['2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10', '2026-05-10'];
  return due.map((d, i) => parcel({ parcvencimento: d, parcpagoem: i < 2 ? d : null }));
}

describe('parcel allocation (decision 129)', () => {
  it('decision 129: a free payment settles the oldest unpaid scheduled parcel first', () => {
    const plan = schedule();
    const [, , third, fourth, fifth] = plan;
    const pay = payment(72_000, '2026-03-20');
    const { byParcel, unallocatedCents, applied } = allocatePayments([...plan, pay]);
    expect(byParcel.get(third!.parcid)).toMatchObject({
      settlement: Settlement.settled,
      openCents: 0,
      settledOn: '2026-03-20',
    });
    expect(byParcel.get(fourth!.parcid)).toMatchObject({ settlement: Settlement.settled, openCents: 0 });
    // R$ 720 − 2 × R$ 318 = R$ 84 of the fifth.
    expect(byParcel.get(fifth!.parcid)).toMatchObject({
      settlement: Settlement.partlySettled,
      coveredCents: 8_400,
      openCents: 23_400,
      settledOn: null,
    });
    expect(unallocatedCents).toBe(0);
    // The receipt of the payment names what it settled.
    expect(applied.get(pay.parcid)).toEqual([
      { parcid: third!.parcid, cents: 31_800 },
      { parcid: fourth!.parcid, cents: 31_800 },
      { parcid: fifth!.parcid, cents: 8_400 },
    ]);
  });

  it('decision 129: a parcel paid itself stays paid and takes nothing from free payments', () => {
    const plan = schedule();
    const { byParcel } = allocatePayments([...plan, payment(10_000, '2026-03-20')]);
    expect(byParcel.get(plan[0]!.parcid)).toMatchObject({ settlement: Settlement.paid, coveredCents: 0 });
    expect(byParcel.get(plan[2]!.parcid)).toMatchObject({
      settlement: Settlement.partlySettled,
      coveredCents: 10_000,
      openCents: 21_800,
    });
  });

  it('decision 129: oldest due first even when the parcels come in another order', () => {
    const late = parcel({ parcvencimento: '2026-06-10' });
    const early = parcel({ parcvencimento: '2026-02-10' });
    const { byParcel } = allocatePayments([late, payment(31_800, '2026-01-05'), early]);
    expect(byParcel.get(early.parcid)?.settlement).toBe(Settlement.settled);
    expect(byParcel.get(late.parcid)?.settlement).toBe(Settlement.open);
  });

  it('decision 129 and decision 101: money beyond every scheduled parcel is left unallocated, not spread', () => {
    const only = parcel({ parcvalor: 10_000 });
    const { byParcel, unallocatedCents } = allocatePayments([only, payment(25_000, '2026-01-01')]);
    expect(byParcel.get(only.parcid)?.openCents).toBe(0);
    expect(unallocatedCents).toBe(15_000);
  });

  it("decision 129: 'Desconto' parcels and the producer's manual payments settle; extras and shop do not", () => {
    const p1 = parcel({ parcvencimento: '2026-01-10', parcvalor: 10_000 });
    const p2 = parcel({ parcvencimento: '2026-02-10', parcvalor: 10_000 });
    const p3 = parcel({ parcvencimento: '2026-03-10', parcvalor: 10_000 });
    const { byParcel } = allocatePayments([
      p1,
      p2,
      p3,
      parcel({ parctipo: 'Desconto', parcvalor: 10_000, parcpagoem: '2026-01-02' }),
      parcel({ parcforma: PaymentMethod.dinheiro, parcvalor: 10_000, parcpagoem: '2026-01-03' }),
      payment(50_000, '2026-01-04', { parctipo: 'Extras' }),
      payment(50_000, '2026-01-04', { parctipo: 'E-commerce' }),
      payment(50_000, '2026-01-04', { parcvisivel: 0 }),
    ]);
    expect(byParcel.get(p1.parcid)?.settlement).toBe(Settlement.settled);
    expect(byParcel.get(p2.parcid)?.settlement).toBe(Settlement.settled);
    expect(byParcel.get(p3.parcid)?.settlement).toBe(Settlement.open);
  });

  it("spec A §4 and decision 129: a covered parcel reads 'Pago' on the day it was completed, a partial one still 'Venceu'", () => {
    const plan = schedule();
    const all = [...plan, payment(40_000, '2026-03-20')];
    const { byParcel } = allocatePayments(all);
    const third = plan[2]!;
    const fourth = plan[3]!;
    const settled = allocatedParcelDisplay(third, byParcel.get(third.parcid), '2026-05-01');
    expect(settled).toMatchObject({ status: 'paid', label: 'Pago', date: '2026-03-20', action: 'none' });
    const partial = allocatedParcelDisplay(fourth, byParcel.get(fourth.parcid), '2026-05-01');
    expect(partial).toMatchObject({ status: 'overdue', label: 'Venceu' });
    expect(overdueAfterAllocation(all, { byParcel }, '2026-05-01')).toEqual([
      { parcid: fourth.parcid, dueOn: '2026-04-10', openCents: 23_600 },
    ]);
  });

  it('decision 129: the open-parcel reminder names only what is still owed, and goes once it is settled', () => {
    const plan = schedule();
    const name = (id: number) => `Parcela ${plan.findIndex((p) => p.parcid === id) + 1}/5`;
    expect(overdueNotice(plan, allocatePayments(plan), '2026-03-20', name)).toBe(
      'Parcela 3/5, com vencimento em 10/03/2026, está em aberto: faltam R$ 318,00.',
    );
    const paid = [...plan, payment(72_000, '2026-03-20')];
    expect(overdueNotice(paid, allocatePayments(paid), '2026-03-20', name)).toBeNull();
    expect(overdueNotice(plan, allocatePayments(plan), '2026-04-20', name)).toBe(
      '2 parcelas vencidas estão em aberto: faltam R$ 636,00 delas.',
    );
  });

  it('decision 129: what is covered plus what is open is the schedule, and covered plus unallocated is what was paid', () => {
    const arb = fc.record({
      parcels: fc.array(
        fc.record({
          cents: fc.integer({ min: 100, max: 500_000 }),
          day: fc.integer({ min: 1, max: 28 }),
          paid: fc.boolean(),
        }),
        { maxLength: 15 },
      ),
      payments: fc.array(
        fc.record({ cents: fc.integer({ min: 1, max: 900_000 }), day: fc.integer({ min: 1, max: 28 }) }),
        { maxLength: 8 },
      ),
    });
    fc.assert(
      fc.property(arb, ({ parcels, payments }) => {
        const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
        const plan = parcels.map((p) =>
          parcel({ parcvalor: p.cents, parcvencimento: day(p.day), parcpagoem: p.paid ? day(p.day) : null }),
        );
        const paid = payments.map((p) => payment(p.cents, day(p.day)));
        const { byParcel, unallocatedCents } = allocatePayments([...paid, ...plan]);
        const entries = [...byParcel.values()];
        const unpaid = plan.filter((p) => p.parcpagoem === null);
        const covered = entries.reduce((s, e) => s + e.coveredCents, 0);
        const open = entries.reduce((s, e) => s + e.openCents, 0);
        expect(covered + open).toBe(unpaid.reduce((s, p) => s + p.parcvalor, 0));
        expect(covered + unallocatedCents).toBe(paid.reduce((s, p) => s + p.parcvalor, 0));
        // Oldest first: no parcel is covered while an older one is still open.
        const ordered = unpaid
          .slice()
          .sort((a, b) =>
            a.parcvencimento === b.parcvencimento
              ? a.parcid - b.parcid
              : a.parcvencimento < b.parcvencimento
                ? -1
                : 1,
          );
        const firstOpen = ordered.findIndex((p) => (byParcel.get(p.parcid)?.openCents ?? 0) > 0);
        if (firstOpen >= 0) {
          for (const later of ordered.slice(firstOpen + 1))
            expect(byParcel.get(later.parcid)?.coveredCents).toBe(0);
          expect(unallocatedCents).toBe(0);
        }
      }),
    );
  });
});
