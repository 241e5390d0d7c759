/**
 * A Correios tracking code (UPU S10, as the Correios print it on every label): two letters for the
 * service, an eight-digit serial, its check digit and the country, 'BR' (decision 118).
 */
const CORREIOS = /^([A-Z]{2})(\d{8})(\d)BR$/;
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** The S10 check digit of an eight-digit serial: 11 − (weighted sum mod 11), with 10 → 0 and 11 → 5. */
export function correiosCheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 5 : digit;
}

/** A code as typed, made comparable: spaces and hyphens out, letters in capitals. */
export function normaliseTrackingCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** True when `code` (normalised) is a Correios code whose check digit matches its serial. */
export function isCorreiosTrackingCode(code: string): boolean {
  const m = CORREIOS.exec(code);
  return m !== null && correiosCheckDigit(m[2]!) === Number(m[3]);
}

export const trackingCodeMessages = {
  notCorreios:
    'Este não é um código de rastreio dos Correios válido (duas letras, nove números e BR, como AA123456785BR). Confira o código ou, se for de outra transportadora, marque "Outro formato/transportadora".',
  otherFormat: 'Outro formato/transportadora',
} as const;
