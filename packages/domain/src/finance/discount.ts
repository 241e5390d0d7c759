import { formatDateBR, type IsoDate } from '../dates';
import { financeMessages } from '../messages';
import { type Cents, formatBRL } from '../money';
import { ParcelType } from './payment-methods';
import type { FinanceTerms } from './types';

type DiscountTerms = Pick<FinanceTerms, 'FormValorPrazo' | 'FormValor' | 'FormLimiteAvista'>;

/**
 * Whether the cash-discount window is open on `today`. FormLimiteAvista is the last day of the window,
 * inclusive: a deadline date still counts on the day itself (spec A §4 "while the limit date is in the
 * future" read as "not yet past").
 */
export function cashDiscountOpen(today: IsoDate, terms: DiscountTerms): boolean {
  return (
    terms.FormLimiteAvista !== null &&
    today <= terms.FormLimiteAvista &&
    terms.FormValorPrazo > terms.FormValor
  );
}

/**
 * The discount for settling `contractRemaining` at once on `today` (spec A §5: FormValorPrazo − FormValor).
 * The full difference when the whole contract is still open; proportional to the open share otherwise, so
 * that a student who paid most of it in instalments does not get the rest for free.
 */
export function settlementDiscount(contractRemaining: Cents, today: IsoDate, terms: DiscountTerms): Cents {
  if (contractRemaining <= 0 || !cashDiscountOpen(today, terms)) return 0;
  const full = terms.FormValorPrazo - terms.FormValor;
  return Math.min(full, Math.round((full * contractRemaining) / terms.FormValorPrazo));
}

export interface DiscountRequest {
  type: string;
  amount: Cents;
  instalments: number;
}

/**
 * The cash discount of one payment: only a single payment ("à vista") of the whole open contract gets it;
 * paying part of it, paying extras or splitting on the card does not.
 */
export function cashDiscount(
  request: DiscountRequest,
  contractRemaining: Cents,
  today: IsoDate,
  terms: DiscountTerms,
): Cents {
  if (request.type !== ParcelType.contrato || request.instalments !== 1) return 0;
  if (request.amount !== contractRemaining) return 0;
  return settlementDiscount(contractRemaining, today, terms);
}

/** The cash-discount deadline text while the window is open and something is left to settle, else null. */
export function cashDiscountNotice(
  contractRemaining: Cents,
  today: IsoDate,
  terms: DiscountTerms,
): string | null {
  const discount = settlementDiscount(contractRemaining, today, terms);
  if (discount <= 0 || !terms.FormLimiteAvista) return null;
  return financeMessages.cashDiscountUntil(formatBRL(discount), formatDateBR(terms.FormLimiteAvista));
}
