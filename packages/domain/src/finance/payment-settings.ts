import { z } from 'zod';
import { PIX_CITY_MAX, PIX_KEY_MAX, PIX_NAME_MAX, pixText } from '../pix/brcode';
import { normalizePixKey, pixMerchantName } from '../pix/pix-key';
import type { FinanceSettings } from './settings';

/** Spec A §9: the merchant city of the PIX payload. */
export const DEFAULT_PIX_CITY = 'Porto Alegre';

/** Who receives a PIX: the key and the names the payer's bank shows (spec A §9). */
export interface PixMerchant {
  /** Null until the producer sets one: then the portal offers no static PIX code. */
  key: string | null;
  merchantName: string;
  merchantCity: string;
}

/**
 * Everything payments need from the producer (DESIGN §5): the chooser's figures, the PIX merchant and the
 * deposit details of GET pagamentos/dadosbancarios. Kept on the server; the web receives what it shows.
 */
export interface PaymentSettings extends FinanceSettings {
  pix: PixMerchant;
  /** The text shown by 'dados bancários' (bank, branch, account, holder), or null when not given. */
  bankDeposit: string | null;
}

const pixName = z.string().refine((v) => {
  const t = pixText(v);
  return t.length >= 1 && t.length <= PIX_NAME_MAX;
}, `Use de 1 a ${PIX_NAME_MAX} letras, sem acentos.`);
const pixCity = z.string().refine((v) => {
  const t = pixText(v);
  return t.length >= 1 && t.length <= PIX_CITY_MAX;
}, `Use de 1 a ${PIX_CITY_MAX} letras, sem acentos.`);

/**
 * The producer's payment settings as stored, one settings row per key like the other producer settings
 * (decision 49), every key optional: what is missing keeps the configuration's default. Money in centavos.
 */
export const storedPaymentSettingsSchema = z.object({
  cardMaxInstalments: z.number().int().min(1).max(24),
  boletoFee: z.number().int().min(0).max(10_000),
  pixKey: z.string().trim().min(1).max(PIX_KEY_MAX).regex(/^\S+$/).nullable(),
  pixMerchantName: pixName,
  pixMerchantCity: pixCity,
  bankDeposit: z.string().trim().max(2_000).nullable(),
});
export type StoredPaymentSettings = Partial<z.infer<typeof storedPaymentSettingsSchema>>;
/** The settings-table keys of the payment settings. */
export const PAYMENT_SETTINGS_KEYS = Object.keys(
  storedPaymentSettingsSchema.shape,
) as (keyof StoredPaymentSettings)[];

/**
 * A key saved before decision 122 may carry its mask: the BR Code gets its normal form. A key that does not
 * read as any type is left as it was, as before.
 */
function normalKey(key: string | null): string | null {
  if (!key) return key;
  const read = normalizePixKey(key);
  return read.ok ? read.key : key;
}

/**
 * decision 122: while the producer gave the payments no merchant name of their own, the BR Code carries the
 * producer's name (else its legal name), as field 59 allows it: ASCII, upper-case, at most 25 characters.
 */
function producerPixName(producer: unknown): string | null {
  if (!producer || typeof producer !== 'object') return null;
  const name = Reflect.get(producer, 'name');
  const legalName = Reflect.get(producer, 'legalName');
  const pick = [name, legalName].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return pick ? pixMerchantName(pick) : null;
}

/**
 * `defaults` with the stored values that are valid laid over them. A bad stored value is dropped, field by
 * field, rather than failing every payment: the back-office validates with the same schema when saving,
 * so only a hand-edited row can get here, and `problems` names it for the log.
 */
export function resolvePaymentSettings(
  defaults: PaymentSettings,
  stored: unknown,
): { settings: PaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const pick = <K extends keyof typeof storedPaymentSettingsSchema.shape>(key: K) => {
    if (!(key in record)) return undefined;
    const parsed = storedPaymentSettingsSchema.shape[key].safeParse(record[key]);
    if (!parsed.success) {
      problems.push(key);
      return undefined;
    }
    return parsed.data as z.infer<(typeof storedPaymentSettingsSchema.shape)[K]>;
  };
  const pixKey = pick('pixKey');
  const bankDeposit = pick('bankDeposit');
  return {
    settings: {
      ...defaults,
      cardMaxInstalments: pick('cardMaxInstalments') ?? defaults.cardMaxInstalments,
      boletoFee: pick('boletoFee') ?? defaults.boletoFee,
      pix: {
        key: normalKey(pixKey === undefined ? defaults.pix.key : pixKey),
        merchantName:
          pick('pixMerchantName') ?? producerPixName(record.producer) ?? defaults.pix.merchantName,
        merchantCity: pick('pixMerchantCity') ?? defaults.pix.merchantCity,
      },
      bankDeposit: bankDeposit === undefined ? defaults.bankDeposit : bankDeposit || null,
    },
    problems,
  };
}
