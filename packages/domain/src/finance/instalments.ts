import { type IsoDate, monthsBetween } from '../dates';
import { type Cents, percentOf, splitInstalments } from '../money';
import type { FinanceSettings } from './settings';
import type { FinanceTerms } from './types';

/** One entry of the card instalment selector. */
export interface InstalmentOption {
  count: number;
  /** Interest added to the value (parcacrescimo); 0 when interest-free. */
  interest: Cents;
  /** value + interest: what the card is charged in all. */
  total: Cents;
  /** The instalments, adding up to `total`; the first ones carry the leftover centavos. */
  parts: Cents[];
  interestFree: boolean;
  /** Set when an instalment would fall below the minimum payment (spec A §5). */
  disabled: boolean;
}

/**
 * Most card instalments on `today` (spec A §5): the settings' cap, and no more than the whole months left
 * until FormLimiteCartao, so that the last monthly charge falls by that date. Never less than 1.
 */
export function maxInstalments(
  today: IsoDate,
  terms: Pick<FinanceTerms, 'FormLimiteCartao'>,
  settings: Pick<FinanceSettings, 'cardMaxInstalments'>,
): number {
  let max = settings.cardMaxInstalments;
  if (terms.FormLimiteCartao) max = Math.min(max, monthsBetween(today, terms.FormLimiteCartao));
  return Math.max(1, max);
}

/**
 * Interest for paying `value` in `count` instalments (spec A §5: "value/100 times FormTaxa" beyond
 * FormLimiteSemJuros). Read as a flat FormTaxa % on the whole value, charged once, not per instalment
 * nor compounded: the formula has no instalment count in it.
 */
export function instalmentInterest(
  value: Cents,
  count: number,
  terms: Pick<FinanceTerms, 'FormLimiteSemJuros' | 'FormTaxa'>,
): Cents {
  if (count <= terms.FormLimiteSemJuros || terms.FormTaxa <= 0) return 0;
  return percentOf(value, terms.FormTaxa);
}

/** One instalment option for `value` in `count` parts. */
export function instalmentOption(
  value: Cents,
  count: number,
  terms: Pick<FinanceTerms, 'FormLimiteSemJuros' | 'FormTaxa'>,
  settings: Pick<FinanceSettings, 'minimumPayment'>,
): InstalmentOption {
  const interest = instalmentInterest(value, count, terms);
  const total = value + interest;
  const parts = splitInstalments(total, count);
  // A single payment is never disabled here: the amount's own minimum is checked by amountProblem.
  const smallest = parts[parts.length - 1] ?? 0;
  return {
    count,
    interest,
    total,
    parts,
    interestFree: interest === 0,
    disabled: count > 1 && smallest < settings.minimumPayment,
  };
}

/** The card instalment selector for `value` on `today`: 1 up to maxInstalments, each maybe disabled. */
export function instalmentOptions(
  value: Cents,
  today: IsoDate,
  terms: Pick<FinanceTerms, 'FormLimiteCartao' | 'FormLimiteSemJuros' | 'FormTaxa'>,
  settings: Pick<FinanceSettings, 'cardMaxInstalments' | 'minimumPayment'>,
): InstalmentOption[] {
  const max = maxInstalments(today, terms, settings);
  return Array.from({ length: max }, (_, i) => instalmentOption(value, i + 1, terms, settings));
}
