import { isManualPayment } from '../backoffice/finance';
import { formatDateBR, type IsoDate } from '../dates';
import { type Cents, formatBRL } from '../money';
import { isScheduledParcel } from './instalment-plan';
import { type ParcelDisplay, parcelDisplay } from './parcel-status';
import { ParcelType } from './payment-methods';
import type { Parcel } from './types';

/** How much of a scheduled parcel is settled (decision 129). */
export const Settlement = {
  /** Paid itself (parcpagoem set). */
  paid: 'paid',
  /** Unpaid itself, but covered in full by free payments. */
  settled: 'settled',
  /** Covered in part by free payments; the rest is still owed. */
  partlySettled: 'partlySettled',
  open: 'open',
} as const;
export type Settlement = (typeof Settlement)[keyof typeof Settlement];

export interface ParcelSettlement {
  parcid: number;
  settlement: Settlement;
  /** Free payments credited to this parcel. */
  coveredCents: Cents;
  /** What this parcel still asks for: parcvalor − coveredCents, 0 when paid or settled. */
  openCents: Cents;
  /** The date the parcel stopped being owed: its own payment, or the free payment that completed it. */
  settledOn: IsoDate | null;
}

export interface Allocation {
  /** One entry per scheduled parcel, keyed by parcid; other parcels have none. */
  byParcel: Map<number, ParcelSettlement>;
  /** Free payments beyond every scheduled parcel: credit toward the contract's unscheduled rest. */
  unallocatedCents: Cents;
  /** For each free payment (by parcid), the scheduled parcels it settled and how much of each: its receipt. */
  applied: Map<number, { parcid: number; cents: Cents }[]>;
}

export type AllocationParcel = Pick<
  Parcel,
  | 'parcid'
  | 'parctipo'
  | 'parcvalor'
  | 'parcvencimento'
  | 'parcpagoem'
  | 'parcadmin'
  | 'parcorigem'
  | 'parcforma'
  | 'parcvisivel'
>;

const scheduled = (p: AllocationParcel) =>
  isScheduledParcel({
    kind: p.parctipo,
    visible: p.parcvisivel === 1,
    cancelled: false,
    admin: p.parcadmin,
    manual: isManualPayment({ origin: p.parcorigem, method: p.parcforma }),
  });

const byDue =
  <T extends { parcid: number }>(date: (p: T) => IsoDate) =>
  (a: T, b: T) =>
    date(a) === date(b) ? a.parcid - b.parcid : date(a) < date(b) ? -1 : 1;

/**
 * Decision 129: free payments (paid visible 'Contrato' parcels outside the schedule — the student's own
 * payments and the producer's manual ones — and paid 'Desconto' parcels, which settle the contract like
 * payments, spec A §3) settle the unpaid scheduled parcels oldest due first, in the order they were paid.
 * A scheduled parcel paid itself stays paid. Money beyond every scheduled parcel is left unallocated; the
 * part above the contract's balance is the overpayment of decision 101, never spread here.
 */
export function allocatePayments(parcels: readonly AllocationParcel[]): Allocation {
  const schedule = parcels.filter(scheduled).sort(byDue((p) => p.parcvencimento));
  const payments = parcels
    .filter(
      (p) =>
        p.parcpagoem !== null &&
        p.parcvisivel === 1 &&
        !scheduled(p) &&
        (p.parctipo === ParcelType.contrato || p.parctipo === ParcelType.desconto),
    )
    .map((p) => ({ parcid: p.parcid, left: p.parcvalor, on: p.parcpagoem as IsoDate }))
    .sort(byDue((p) => p.on));

  const byParcel = new Map<number, ParcelSettlement>();
  const applied = new Map<number, { parcid: number; cents: Cents }[]>(payments.map((p) => [p.parcid, []]));
  let next = 0;
  for (const p of schedule) {
    if (p.parcpagoem !== null) {
      byParcel.set(p.parcid, {
        parcid: p.parcid,
        settlement: Settlement.paid,
        coveredCents: 0,
        openCents: 0,
        settledOn: p.parcpagoem,
      });
      continue;
    }
    let covered = 0;
    let lastOn: IsoDate | null = null;
    while (covered < p.parcvalor && next < payments.length) {
      const pay = payments[next]!;
      const take = Math.min(pay.left, p.parcvalor - covered);
      covered += take;
      pay.left -= take;
      applied.get(pay.parcid)?.push({ parcid: p.parcid, cents: take });
      lastOn = pay.on;
      if (pay.left === 0) next += 1;
    }
    const open = p.parcvalor - covered;
    byParcel.set(p.parcid, {
      parcid: p.parcid,
      settlement: open === 0 ? Settlement.settled : covered > 0 ? Settlement.partlySettled : Settlement.open,
      coveredCents: covered,
      openCents: open,
      settledOn: open === 0 ? lastOn : null,
    });
  }
  const unallocatedCents = payments.reduce((sum, p) => sum + p.left, 0);
  return { byParcel, unallocatedCents, applied };
}

/** The scheduled parcels still owed in whole or in part on `today` and past due: what a reminder names. */
export function overdueAfterAllocation(
  parcels: readonly AllocationParcel[],
  allocation: Pick<Allocation, 'byParcel'>,
  today: IsoDate,
): { parcid: number; dueOn: IsoDate; openCents: Cents }[] {
  return parcels
    .filter((p) => (allocation.byParcel.get(p.parcid)?.openCents ?? 0) > 0 && today > p.parcvencimento)
    .sort(byDue((p) => p.parcvencimento))
    .map((p) => ({
      parcid: p.parcid,
      dueOn: p.parcvencimento,
      openCents: allocation.byParcel.get(p.parcid)?.openCents ?? 0,
    }));
}

/**
 * A parcel row's display once free payments are allocated (decision 129): a scheduled parcel they cover
 * in full reads 'Pago' on the day it was completed, like a parcel paid itself (spec A §4), and offers no
 * action; any other parcel reads as spec A §4 says.
 */
export function allocatedParcelDisplay(
  parcel: Parameters<typeof parcelDisplay>[0],
  settlement: ParcelSettlement | undefined,
  today: IsoDate,
): ParcelDisplay {
  if (settlement?.settlement !== Settlement.settled || !settlement.settledOn)
    return parcelDisplay(parcel, today);
  return parcelDisplay({ ...parcel, parcpagoem: settlement.settledOn }, today);
}

/** The reminder the contract view shows while a scheduled parcel is past due and owed (decision 129). */
export const allocationMessages = {
  overdueOne: (name: string, due: string, open: string) =>
    `${name}, com vencimento em ${due}, está em aberto: faltam ${open}.`,
  overdueMany: (count: number, open: string) =>
    `${count} parcelas vencidas estão em aberto: faltam ${open} delas.`,
} as const;

/**
 * The open-parcel reminder on `today`, or null when no scheduled parcel is past due and still owed once
 * free payments are allocated (decision 129): the same rule as each row's display, so a parcel a payment
 * settled is never named here.
 */
export function overdueNotice(
  parcels: readonly AllocationParcel[],
  allocation: Pick<Allocation, 'byParcel'>,
  today: IsoDate,
  name: (parcid: number) => string,
): string | null {
  const overdue = overdueAfterAllocation(parcels, allocation, today);
  const open = overdue.reduce((sum, p) => sum + p.openCents, 0);
  const [first] = overdue;
  if (!first) return null;
  if (overdue.length === 1) {
    return allocationMessages.overdueOne(name(first.parcid), formatDateBR(first.dueOn), formatBRL(open));
  }
  return allocationMessages.overdueMany(overdue.length, formatBRL(open));
}
