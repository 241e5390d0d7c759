import { type IsoDate, isIsoDate } from './dates';

const BR_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_LIKE = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

const pad = (n: string) => n.padStart(2, '0');

/**
 * A calendar date as a person types it into a date field, as the 'yyyy-MM-dd' the wire carries, or null
 * (decision 133). 'dd/mm/aaaa' (also with '-' or '.', one-digit day or month, or 'ddmmaaaa') and the ISO
 * 'aaaa-mm-dd' both name the same day: the text is read as a calendar date, never through a Date at UTC
 * midnight, which in America/Sao_Paulo is the evening before and saved the previous day.
 */
export function parseDateInput(text: string): IsoDate | null {
  const value = text.trim();
  const br = BR_DATE.exec(value) ?? DIGITS.exec(value);
  const iso = br ? null : ISO_LIKE.exec(value);
  const date = br
    ? `${br[3]}-${pad(br[2] ?? '')}-${pad(br[1] ?? '')}`
    : iso
      ? `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`
      : null;
  return date && isIsoDate(date) ? date : null;
}
