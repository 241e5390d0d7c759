/**
 * The CNPJ (reference/brazil-standards.md §6): 14 characters, the first 12 digits or (alphanumeric CNPJ,
 * IN RFB 2.229/2024) uppercase letters, the last 2 numeric check digits (módulo 11, a character's value
 * being its ASCII code − 48). Stored bare and uppercase, only formatted for display.
 */
export const CNPJ_LENGTH = 14;

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The CNPJ as stored: mask characters ('.', '/', '-', spaces) removed, letters upper-cased. */
export function normalizeCnpj(text: string): string {
  return text.replace(/[\s./-]/g, '').toUpperCase();
}

/** The CNPJ with its two check digits appended to the 12-character `base` (tests and seeds). */
export function completeCnpj(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`A CNPJ base has 12 characters: ${base}`);
  const first = `${base}${checkDigit(base, WEIGHTS_1)}`;
  return `${first}${checkDigit(first, WEIGHTS_2)}`;
}

/** True for a CNPJ (masked or bare, numeric or alphanumeric) whose check digits match; all zeros refused. */
export function isValidCnpj(text: string): boolean {
  const bare = normalizeCnpj(text.trim());
  if (!/^[0-9A-Z]{12}\d{2}$/.test(bare)) return false;
  // 00.000.000/0000-00 passes the checksum but is not issued.
  if (/^0{14}$/.test(bare)) return false;
  return completeCnpj(bare.slice(0, 12)) === bare;
}

/** '11222333000181' → '11.222.333/0001-81'; anything not 14 characters is returned as given. */
export function formatCnpj(text: string): string {
  const bare = normalizeCnpj(text);
  if (bare.length !== CNPJ_LENGTH) return text;
  return `${bare.slice(0, 2)}.${bare.slice(2, 5)}.${bare.slice(5, 8)}/${bare.slice(8, 12)}-${bare.slice(12)}`;
}
