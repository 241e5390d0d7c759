/**
 * Brazilian personal documents and contact data (spec A §5 "Formats", spec B §5.2, §5.4, §9):
 * CPF, mobile phone, CEP and the Instagram handle. Values are stored as bare digits (or the bare
 * handle) and only formatted for display.
 */
import { onlyDigits } from './text';

export const CPF_LENGTH = 11;
export const MOBILE_PHONE_LENGTH = 11;
export const CEP_LENGTH = 8;
export const INSTAGRAM_MAX = 30;

const CPF_MASK = '000.000.000-00';
const MOBILE_PHONE_MASK = '(00) 00000-0000';
const CEP_MASK = '00000-000';

/** The 67 area codes (DDD) in use (Anatel; reference/brazil-standards.md §6). */
export const AREA_CODES: ReadonlySet<string> = new Set(
  [
    '11-19',
    '21',
    '22',
    '24',
    '27',
    '28',
    '31-35',
    '37',
    '38',
    '41-49',
    '51',
    '53-55',
    '61-69',
    '71',
    '73-75',
    '77',
    '79',
    '81-89',
    '91-99',
  ].flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }),
);

/**
 * Fills `mask` ('0' marks a digit) with the digits of `text` as far as they go, so it also works while
 * the user types. Text with more digits than the mask is returned as bare digits, never cut short: a
 * silently dropped digit would hide the "too many numbers" error.
 */
function applyMask(text: string, mask: string): string {
  const digits = onlyDigits(text);
  const slots = mask.split('').filter((c) => c === '0').length;
  if (digits.length > slots) return digits;
  let out = '';
  let next = 0;
  for (const c of mask) {
    if (next >= digits.length) break;
    out += c === '0' ? digits[next++] : c;
  }
  return out;
}

/** Mask characters a user may type or paste around the digits ('.', '-', '(', ')', '/', spaces). */
const MASK_CHARS = /[\s.\-()/]/g;

/** The digits of a masked document, or null when it holds anything but digits and mask characters. */
function strictDigits(text: string): string | null {
  const bare = text.replace(MASK_CHARS, '');
  return /^\d*$/.test(bare) ? bare : null;
}

/** Number of digits typed, ignoring mask characters (the "max 11" rules of spec B §5.2 count digits). */
export function digitCount(text: string): number {
  return onlyDigits(text).length;
}

/** The CPF check digit for the leading digits `base` (módulo 11; a remainder of 10 counts as 0). */
function cpfCheckDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (base.length + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/** The CPF with its two check digits appended to the 9-digit `base` (used by tests and seeds). */
export function completeCpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError(`A CPF base has 9 digits: ${base}`);
  const first = `${base}${cpfCheckDigit(base)}`;
  return `${first}${cpfCheckDigit(first)}`;
}

/** True for a CPF (masked or bare) whose check digits match; eleven equal digits are refused. */
export function isValidCpf(text: string): boolean {
  const digits = strictDigits(text.trim());
  if (digits?.length !== CPF_LENGTH) return false;
  // 111.111.111-11 and friends pass the checksum but are not issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return completeCpf(digits.slice(0, 9)) === digits;
}

/** '52998224725' → '529.982.247-25' (partial input is masked as far as it goes). */
export function formatCpf(text: string): string {
  return applyMask(text, CPF_MASK);
}

/** True for an 11-digit mobile number: a DDD in use followed by 9 and eight digits (Anatel). */
export function isValidMobilePhone(text: string): boolean {
  const digits = strictDigits(text.trim());
  if (digits?.length !== MOBILE_PHONE_LENGTH) return false;
  return AREA_CODES.has(digits.slice(0, 2)) && digits[2] === '9';
}

/** '51998765432' → '(51) 99876-5432' (partial input is masked as far as it goes). */
export function formatMobilePhone(text: string): string {
  return applyMask(text, MOBILE_PHONE_MASK);
}

/** True for a CEP of 8 digits, bare or written '00000-000' (reference/brazil-standards.md §5). */
export function isValidCep(text: string): boolean {
  return /^\d{5}-?\d{3}$/.test(text.trim());
}

/** '90010000' → '90010-000' (partial input is masked as far as it goes). */
export function formatCep(text: string): string {
  return applyMask(text, CEP_MASK);
}

/** The bare handle: blanks and leading '@' removed; null when nothing is left (spec B §5.2). */
export function normalizeInstagram(handle: string | null | undefined): string | null {
  const bare = (handle ?? '').trim().replace(/^@+/, '').trim();
  return bare === '' ? null : bare;
}

/** The handle as shown to people, with its leading '@' (spec A §5); '' when there is none. */
export function formatInstagram(handle: string | null | undefined): string {
  const bare = normalizeInstagram(handle);
  return bare === null ? '' : `@${bare}`;
}
