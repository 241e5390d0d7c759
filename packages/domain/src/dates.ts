/**
 * Business dates are 'yyyy-MM-dd' strings in America/Sao_Paulo (DESIGN §3). Rules never read the clock:
 * callers pass `today`, computed once per request with `todayInSaoPaulo(new Date())`.
 */
export type IsoDate = string;

export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in São Paulo at the instant `now`. */
export function todayInSaoPaulo(now: Date): IsoDate {
  return saoPauloDate.format(now);
}

/** True for a real calendar date written as 'yyyy-MM-dd'. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function toUtc(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Whole calendar months from `from` to `to`, counting a month only once its day is reached. */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  const a = toUtc(from);
  const b = toUtc(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return months;
}

/** 'dd/MM/yyyy', as Brazilians read a date. */
export function formatDateBR(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
