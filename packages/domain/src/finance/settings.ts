import { z } from 'zod';
import type { Cents } from '../money';

/**
 * Server-side payment settings (DESIGN §5). Every value has a documented default so that a fresh install
 * behaves like the spec; the producer changes them through configuration, never per request.
 */
export interface FinanceSettings {
  /** Smallest payment of the finance area and smallest card instalment (spec A §5, §9: 100). */
  minimumPayment: Cents;
  /**
   * Most card instalments (spec A §9: 12 in the logic). The contract text promises "up to 4"; a producer
   * that wants the portal to match its contract sets 4 here.
   */
  cardMaxInstalments: number;
  /**
   * Fee recorded in parctaxa and added to a boleto (spec A §5, §9 give 3.5 or 5). Default 0: a boleto
   * issuance fee charged to the consumer is abusive under CDC art. 39 (DESIGN §5).
   */
  boletoFee: Cents;
  /** Days from today to a new boleto or PIX parcel's due date (spec A §9: 5). */
  dueDays: number;
  /** Days a card checkout stays payable; the card parcel's due date (spec A §9: 5). */
  cardCheckoutDays: number;
}

/** The spec's values, with the boleto fee off (see FinanceSettings.boletoFee). */
export const DEFAULT_FINANCE_SETTINGS: Readonly<FinanceSettings> = Object.freeze({
  minimumPayment: 10_000,
  cardMaxInstalments: 12,
  boletoFee: 0,
  dueDays: 5,
  cardCheckoutDays: 5,
});

const cents = z.number().int().min(0);
const days = z.number().int().min(1).max(60);

/** Partial settings as read from configuration; missing keys take the defaults. */
export const financeSettingsSchema = z.object({
  minimumPayment: cents.min(1).default(DEFAULT_FINANCE_SETTINGS.minimumPayment),
  cardMaxInstalments: z.number().int().min(1).max(24).default(DEFAULT_FINANCE_SETTINGS.cardMaxInstalments),
  boletoFee: cents.max(10_000).default(DEFAULT_FINANCE_SETTINGS.boletoFee),
  dueDays: days.default(DEFAULT_FINANCE_SETTINGS.dueDays),
  cardCheckoutDays: days.default(DEFAULT_FINANCE_SETTINGS.cardCheckoutDays),
});

/** Defaults merged with `overrides`, validated (throws a ZodError on a bad value). */
export function resolveFinanceSettings(overrides: Partial<FinanceSettings> = {}): FinanceSettings {
  return financeSettingsSchema.parse(overrides);
}
