import { type IsoDate, isIsoDate } from '../dates';
import type { Cents } from '../money';
import { ParcelType, PORTAL_ORIGIN } from './payment-methods';

/** Bounds of a plan the producer generates (decision 125). */
export const PLAN_MAX_PARCELS = 60;
/** Each scheduled parcel is at least R$ 1,00, so a plan never holds a parcel of a few centavos. */
export const PLAN_MIN_PARCEL_CENTS = 100;

export const instalmentPlanMessages = {
  countRange: `Informe de 1 a ${PLAN_MAX_PARCELS} parcelas.`,
  dayRange: 'Informe um dia do mês de 1 a 31.',
  firstDueInvalid: 'Informe a data do primeiro vencimento (dd/mm/aaaa).',
  totalPositive: 'O total do plano precisa ser maior que zero.',
  parcelTooSmall: 'Com esse total, cada parcela ficaria abaixo de R$ 1,00: reduza o número de parcelas.',
} as const;
const m = instalmentPlanMessages;

export interface InstalmentPlanInput {
  /** What the parcels add up to, in centavos (the graduation's 'Valor a prazo' by default). */
  totalCents: Cents;
  count: number;
  /** The first parcel's due date; the next ones fall on `dayOfMonth` of the following months. */
  firstDue: IsoDate;
  dayOfMonth: number;
}

export interface PlannedParcel {
  /** 1-based position in the plan. */
  number: number;
  amountCents: Cents;
  dueOn: IsoDate;
}

/** The pt-BR reason the plan cannot be made, or null when it can. */
export function instalmentPlanError(input: InstalmentPlanInput): string | null {
  const { totalCents, count, firstDue, dayOfMonth } = input;
  if (!Number.isInteger(count) || count < 1 || count > PLAN_MAX_PARCELS) return m.countRange;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) return m.dayRange;
  if (!isIsoDate(firstDue)) return m.firstDueInvalid;
  if (!Number.isInteger(totalCents) || totalCents <= 0) return m.totalPositive;
  if (Math.floor(totalCents / count) < PLAN_MIN_PARCEL_CENTS) return m.parcelTooSmall;
  return null;
}

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** `dayOfMonth` of the month `offset` months after `from`'s, clamped to that month's last day (31 → 30, 28/29). */
export function dueInMonth(from: IsoDate, offset: number, dayOfMonth: number): IsoDate {
  const [y, mo] = from.split('-').map(Number) as [number, number];
  const index = y * 12 + (mo - 1) + offset;
  const year = Math.floor(index / 12);
  const month0 = index % 12;
  const day = Math.min(dayOfMonth, daysInMonth(year, month0));
  return `${String(year).padStart(4, '0')}-${String(month0 + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A contract's instalment plan (decision 125): `count` parcels adding up exactly to the total, the first due
 * on `firstDue`, each next one on `dayOfMonth` of the following month (clamped to the month's end). The
 * centavos that do not divide go to the first parcel, so every later parcel has the same value.
 * Throws a RangeError with the pt-BR reason when `instalmentPlanError` has one.
 */
export function instalmentPlan(input: InstalmentPlanInput): PlannedParcel[] {
  const error = instalmentPlanError(input);
  if (error) throw new RangeError(error);
  const { totalCents, count, firstDue, dayOfMonth } = input;
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    amountCents: base + (i === 0 ? rest : 0),
    dueOn: i === 0 ? firstDue : dueInMonth(firstDue, i, dayOfMonth),
  }));
}

/** What the numbering of a contract's parcels reads of each one. */
export interface NumberedParcelFacts {
  id: number;
  kind: string;
  dueOn: IsoDate;
  visible: boolean;
  cancelled: boolean;
  /** parcadmin: 'Portal' for a parcel the student created in the chooser. */
  admin: string | null;
  /** True for a payment the producer recorded by hand (cash, cheque, deposit: decision 60). */
  manual: boolean;
}

/**
 * True for a parcel of the contract's schedule (decision 125): a visible 'Contrato' parcel the producer
 * scheduled, not one the student opened in the payment chooser (parcadmin 'Portal') nor a payment the
 * producer recorded by hand.
 */
export function isScheduledParcel(p: Omit<NumberedParcelFacts, 'id' | 'dueOn'>): boolean {
  return (
    p.kind === ParcelType.contrato && p.visible && !p.cancelled && p.admin !== PORTAL_ORIGIN && !p.manual
  );
}

export interface ParcelNumber {
  numero: number;
  de: number;
}

/**
 * 'Parcela 3/12' for each scheduled parcel (decision 125): its position among the contract's scheduled
 * parcels by due date (then id), out of how many there are. Other parcels get no number.
 */
export function parcelNumbers(parcels: readonly NumberedParcelFacts[]): Map<number, ParcelNumber> {
  const scheduled = parcels
    .filter(isScheduledParcel)
    .sort((a, b) => (a.dueOn === b.dueOn ? a.id - b.id : a.dueOn < b.dueOn ? -1 : 1));
  return new Map(scheduled.map((p, i) => [p.id, { numero: i + 1, de: scheduled.length }]));
}

/** 'Parcela 3/12'. */
export const parcelNumberLabel = (n: ParcelNumber) => `Parcela ${n.numero}/${n.de}`;

/**
 * What a student reads as a parcel's name: the title the producer gave it ('Entrada', 'Parcela 3/5'), else its
 * number in the contract ('Parcela 3/12'), else its type. The producer's own words win: a plan writes its
 * numbers as titles, and a title like 'Entrada' must not turn into 'Parcela 1/6' (decision 125).
 */
export const parcelDisplayName = (p: {
  numero?: ParcelNumber | null;
  parctitulo?: string | null;
  parctipo: string;
}): string => p.parctitulo || (p.numero ? parcelNumberLabel(p.numero) : p.parctipo);
