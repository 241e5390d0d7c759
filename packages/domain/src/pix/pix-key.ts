import { isValidCnpj, normalizeCnpj } from '../cnpj';
import { AREA_CODES, isValidCpf } from '../documents';
import { PIX_NAME_MAX, pixText } from './brcode';

/**
 * The five kinds of PIX key (DICT; reference/brazil-standards.md §1, field 26-01) and the one form each
 * takes inside a BR Code: CPF and CNPJ without mask, phone as +55DDNNNNNNNNN, e-mail in lowercase, the
 * random key (EVP) as a lowercase UUID. A key stored as typed ('12.345.678/0001-99') makes a code the
 * payer's bank refuses, so the back-office saves the normal form (decision 122).
 */
export const PixKeyType = {
  cpf: 'cpf',
  cnpj: 'cnpj',
  phone: 'phone',
  email: 'email',
  evp: 'evp',
} as const;
export type PixKeyType = (typeof PixKeyType)[keyof typeof PixKeyType];

/** The names people know each key type by, as the refusals say them. */
export const PIX_KEY_TYPE_NAMES: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'celular',
  email: 'e-mail',
  evp: 'chave aleatória',
};

export const pixKeyMessages = {
  invalid: (type: PixKeyType): string => {
    switch (type) {
      case 'cpf':
        return 'A chave PIX parece um CPF, mas os dígitos verificadores não conferem. Confira o número.';
      case 'cnpj':
        return 'A chave PIX parece um CNPJ, mas os dígitos verificadores não conferem. Confira o número.';
      case 'phone':
        return 'A chave PIX parece um celular: use DDD e número com 9 dígitos, como (51) 99876-5432.';
      case 'email':
        return 'A chave PIX parece um e-mail, mas o endereço não é válido. Confira como foi digitado.';
      case 'evp':
        return 'A chave PIX parece uma chave aleatória, mas ela tem 32 letras e números, como 123e4567-e89b-12d3-a456-426614174000.';
    }
  },
  unknown:
    'Não reconhecemos a chave PIX: use um CPF, um CNPJ, um celular com DDD, um e-mail ou a chave aleatória que o banco informou.',
} as const;

export type PixKeyResult =
  | { ok: true; type: PixKeyType; key: string }
  | { ok: false; type: PixKeyType | null; message: string };

const EVP = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 77;

function fail(type: PixKeyType | null): PixKeyResult {
  return { ok: false, type, message: type ? pixKeyMessages.invalid(type) : pixKeyMessages.unknown };
}

function phoneKey(digits: string): PixKeyResult {
  const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
  if (national.length !== 11 || !AREA_CODES.has(national.slice(0, 2)) || national[2] !== '9')
    return fail('phone');
  return { ok: true, type: 'phone', key: `+55${national}` };
}

/**
 * Reads a key as the producer typed it and answers its type and normal form, or why it is refused. The
 * type is told by its shape: '@' an e-mail; a UUID a random key; '+' a phone; 11 digits a CPF when its
 * check digits match, else a phone (a mobile has 11 digits too); 14 characters a CNPJ.
 */
export function normalizePixKey(typed: string): PixKeyResult {
  const text = typed.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL.test(email) && email.length <= EMAIL_MAX
      ? { ok: true, type: 'email', key: email }
      : fail('email');
  }
  if (EVP.test(text)) {
    const hex = text.replace(/-/g, '').toLowerCase();
    const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { ok: true, type: 'evp', key };
  }
  if (/^[0-9a-f-]{30,40}$/i.test(text) && text.includes('-')) return fail('evp');
  const masked = /^[\s\d.()/+-]+$/.test(text);
  const digits = text.replace(/\D/g, '');
  if (masked && text.startsWith('+')) return phoneKey(digits);
  if (masked && digits.length === 11) {
    if (isValidCpf(digits)) return { ok: true, type: 'cpf', key: digits };
    // A CPF written with its mask is a CPF with a typo, never a phone.
    if (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(text)) return fail('cpf');
    return phoneKey(digits);
  }
  if (masked && (digits.length === 10 || digits.length === 13)) return phoneKey(digits);
  const cnpj = normalizeCnpj(text);
  if (/^[0-9A-Z]{12}\d{2}$/.test(cnpj) && /^[\s\dA-Za-z./-]+$/.test(text)) {
    return isValidCnpj(cnpj) ? { ok: true, type: 'cnpj', key: cnpj } : fail('cnpj');
  }
  return fail(null);
}

/**
 * The merchant name a BR Code carries (field 59): the producer's name without accents, in the BR Code's
 * characters, upper-cased and cut at a word to 25 characters (a legal name is often longer; the payer's
 * bank shows the account holder's registered name anyway). Null when nothing usable is left.
 */
export function pixMerchantName(name: string): string | null {
  const text = pixText(name).toUpperCase();
  if (!text) return null;
  if (text.length <= PIX_NAME_MAX) return text;
  const cut = text.slice(0, PIX_NAME_MAX + 1);
  const atWord = cut.lastIndexOf(' ');
  return (atWord > 0 ? cut.slice(0, atWord) : text.slice(0, PIX_NAME_MAX)).trim();
}
