import type { Cents } from '../money';
import { removeAccents } from '../text';

/**
 * Static PIX BR Code (BCB "Manual do BR Code", EMV QRCPS-MPM): TLV fields `ID(2) LEN(2) VALUE`, closed by
 * a CRC16/CCITT-FALSE over the whole payload including the literal '6304'. Reference:
 * shared/reference/brazil-standards.md §1.
 */
export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_KEY_MAX = 77;
export const PIX_TXID_MAX = 25;
/** Field 26 (GUI, key, info) may not pass 99 characters. */
const ACCOUNT_TEMPLATE_MAX = 99;
const NO_TXID = '***';

export interface StaticPixInput {
  /** The PIX key: CPF/CNPJ digits, e-mail, +55 phone or random (EVP) key. */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Omitted: the payer types the amount. */
  amount?: Cents | null;
  /** 1–25 letters and digits; '***' or absent for none. */
  txid?: string | null;
  /** Free text shown to the payer; cut to what field 26 has room for. */
  info?: string | null;
}

export type PixBuildErrorCode = 'KEY' | 'NAME' | 'CITY' | 'AMOUNT' | 'TXID';

/** A configuration or input that cannot make a valid BR Code. */
export class PixPayloadError extends Error {
  constructor(
    readonly code: PixBuildErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PixPayloadError';
  }
}

function* utf8(text: string): Generator<number> {
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) yield cp;
    else if (cp < 0x800) yield* [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
    else if (cp < 0x10000) yield* [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    else yield* [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  }
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the UTF-8 bytes, as 4 uppercase hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of utf8(payload)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * Text for name, city and info: accents removed, only the BR Code charset kept, spaces collapsed. Banks
 * fail to read accented payloads, and plain ASCII keeps characters equal to bytes for the CRC.
 */
export function pixText(text: string): string {
  return removeAccents(text)
    .replace(/[^A-Za-z0-9 $%*+\-./:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Centavos as field 54 wants them: '150.50', '0.15'. */
export function pixAmount(amount: Cents): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/**
 * The static BR Code ("PIX copia e cola") for `input`. Name and city are upper-cased; if they are still
 * too long it throws rather than cut them, since they come from configuration and a cut name would show
 * the payer a wrong payee.
 */
export function buildPixPayload(input: StaticPixInput): string {
  const key = input.key.trim();
  if (!key || key.length > PIX_KEY_MAX || /\s/.test(key)) throw new PixPayloadError('KEY', 'Invalid PIX key');
  const name = pixText(input.merchantName).toUpperCase();
  if (!name || name.length > PIX_NAME_MAX)
    throw new PixPayloadError('NAME', 'Merchant name must have 1–25 characters');
  const city = pixText(input.merchantCity).toUpperCase();
  if (!city || city.length > PIX_CITY_MAX)
    throw new PixPayloadError('CITY', 'Merchant city must have 1–15 characters');
  const txid = input.txid?.trim() || NO_TXID;
  if (txid !== NO_TXID && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new PixPayloadError('TXID', 'txid must have 1–25 letters or digits');
  }
  let amount = '';
  if (input.amount !== null && input.amount !== undefined) {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new PixPayloadError('AMOUNT', 'Invalid amount');
    amount = pixAmount(input.amount);
    if (amount.length > 13) throw new PixPayloadError('AMOUNT', 'Amount too large');
  }
  const gui = tlv('00', PIX_GUI);
  const keyField = tlv('01', key);
  const room = ACCOUNT_TEMPLATE_MAX - gui.length - keyField.length - 4;
  const info = pixText(input.info ?? '')
    .slice(0, Math.max(0, room))
    .trim();
  const account = gui + keyField + (info ? tlv('02', info) : '');

  const body = [
    tlv('00', '01'),
    tlv('26', account),
    tlv('52', '0000'),
    tlv('53', '986'),
    amount ? tlv('54', amount) : '',
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', txid)),
    '6304',
  ].join('');
  return body + crc16(body);
}

export interface DynamicPixInput {
  /** The PSP's payload location, without the scheme (field 26-25, at most 77 characters). */
  location: string;
  merchantName: string;
  merchantCity: string;
  /** Optional: the payer's bank reads the real amount from the location. */
  amount?: Cents | null;
}

/** Field 26-25 (the dynamic payload's location) may not pass 77 characters. */
export const PIX_LOCATION_MAX = 77;

/**
 * A dynamic BR Code (reference §2): point of initiation 12 (single use), the PSP location instead of the
 * key, and txid '***' (the real txid lives in the payload the location serves).
 */
export function buildDynamicPixPayload(input: DynamicPixInput): string {
  const location = input.location.replace(/^https?:\/\//, '').trim();
  if (!location || location.length > PIX_LOCATION_MAX || /\s/.test(location)) {
    throw new PixPayloadError('KEY', 'PIX location must have 1–77 characters');
  }
  const name = pixText(input.merchantName).toUpperCase();
  if (!name || name.length > PIX_NAME_MAX)
    throw new PixPayloadError('NAME', 'Merchant name must have 1–25 characters');
  const city = pixText(input.merchantCity).toUpperCase();
  if (!city || city.length > PIX_CITY_MAX)
    throw new PixPayloadError('CITY', 'Merchant city must have 1–15 characters');
  let amount = '';
  if (input.amount !== null && input.amount !== undefined) {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new PixPayloadError('AMOUNT', 'Invalid amount');
    amount = pixAmount(input.amount);
  }
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', PIX_GUI) + tlv('25', location)),
    tlv('52', '0000'),
    tlv('53', '986'),
    amount ? tlv('54', amount) : '',
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', NO_TXID)),
    '6304',
  ].join('');
  return body + crc16(body);
}

export interface ParsedPix {
  /** 'dynamic' when field 26 carries a PSP location (26-25) instead of a key. */
  kind: 'static' | 'dynamic';
  pointOfInitiation: string | null;
  key: string | null;
  url: string | null;
  info: string | null;
  merchantCategoryCode: string;
  currency: string;
  amount: Cents | null;
  country: string;
  merchantName: string;
  merchantCity: string;
  postalCode: string | null;
  /** Null when field 62 is absent; '***' when the payload carries none. */
  txid: string | null;
  crc: string;
}

export type PixParseError = 'FORMAT' | 'CRC' | 'NOT_PIX' | 'MISSING_FIELD' | 'INVALID_FIELD';
export type PixParseResult = { ok: true; pix: ParsedPix } | { ok: false; error: PixParseError };

/** The fields of a TLV string, or null when it is not well formed. */
export function parseTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(head.slice(0, 2), value);
    at += 4 + length;
  }
  return fields;
}

const fail = (error: PixParseError): PixParseResult => ({ ok: false, error });

/**
 * Reads and checks a BR Code: TLV structure, CRC (uppercase only, as the manual writes it and pix-utils
 * demands), the PIX template and the mandatory fields. Lenient only where real payers are: a missing
 * field 62 and an uppercase GUI are accepted.
 */
export function parsePixPayload(payload: string): PixParseResult {
  const fields = parseTlv(payload);
  if (!fields || !payload.startsWith('000201')) return fail('FORMAT');
  const crc = fields.get('63');
  if (crc === undefined || !payload.endsWith(`6304${crc}`)) return fail('FORMAT');
  if (!/^[0-9A-F]{4}$/.test(crc) || crc16(payload.slice(0, -4)) !== crc) return fail('CRC');

  let account: Map<string, string> | null = null;
  for (let id = 26; id <= 51 && !account; id++) {
    const sub = parseTlv(fields.get(String(id)) ?? '');
    if (sub?.get('00')?.toLowerCase() === PIX_GUI) account = sub;
  }
  if (!account) return fail('NOT_PIX');
  const key = account.get('01') ?? null;
  const url = account.get('25') ?? null;

  const mandatory = ['52', '53', '58', '59', '60'].map((id) => fields.get(id));
  const [mcc, currency, country, name, city] = mandatory;
  if (!mcc || !currency || !country || !name || !city || (!key && !url)) return fail('MISSING_FIELD');

  const rawAmount = fields.get('54');
  if (rawAmount !== undefined && !/^\d+(\.\d{1,2})?$/.test(rawAmount)) return fail('INVALID_FIELD');
  const [whole = '0', fraction = ''] = rawAmount?.split('.') ?? [];
  const additional = fields.has('62') ? parseTlv(fields.get('62') ?? '') : null;
  if (fields.has('62') && !additional) return fail('FORMAT');

  return {
    ok: true,
    pix: {
      kind: key ? 'static' : 'dynamic',
      pointOfInitiation: fields.get('01') ?? null,
      key,
      url,
      info: account.get('02') ?? null,
      merchantCategoryCode: mcc,
      currency,
      amount: rawAmount === undefined ? null : Number(whole) * 100 + Number(fraction.padEnd(2, '0')),
      country,
      merchantName: name,
      merchantCity: city,
      postalCode: fields.get('61') ?? null,
      txid: additional ? (additional.get('05') ?? null) : null,
      crc,
    },
  };
}
