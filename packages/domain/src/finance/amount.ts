import { financeMessages } from '../messages';
import { type Cents, formatBRL } from '../money';
import type { ContractTotals } from './contract-totals';
import { ParcelType, type PayableParcelType } from './payment-methods';
import type { FinanceSettings } from './settings';

/** The range of amounts the chooser accepts for one payment type. */
export interface PaymentBounds {
  minimum: Cents;
  maximum: Cents;
}

export type AmountProblem = 'nothingDue' | 'belowMinimum' | 'aboveRemaining';

/** What is still open for `type`. */
export function remainingFor(type: PayableParcelType, totals: ContractTotals): Cents {
  return type === ParcelType.contrato ? totals.contractRemaining : totals.extrasRemaining;
}

/**
 * Minimum and maximum for a payment against `remaining` (spec A §5: minimum 100). The maximum is what is
 * still open, so nobody pays twice; when less than the minimum is open, the minimum drops to it, or the
 * last centavos could never be paid.
 */
export function paymentBounds(
  remaining: Cents,
  settings: Pick<FinanceSettings, 'minimumPayment'>,
): PaymentBounds {
  const maximum = Math.max(0, remaining);
  return { minimum: Math.min(settings.minimumPayment, maximum), maximum };
}

/** Why `amount` cannot be paid within `bounds`, or null when it can. */
export function amountProblem(amount: Cents, bounds: PaymentBounds): AmountProblem | null {
  if (bounds.maximum <= 0) return 'nothingDue';
  if (!Number.isInteger(amount) || amount <= 0 || amount < bounds.minimum) return 'belowMinimum';
  if (amount > bounds.maximum) return 'aboveRemaining';
  return null;
}

/** The pt-BR text for an amount problem. */
export function amountProblemMessage(problem: AmountProblem, bounds: PaymentBounds): string {
  switch (problem) {
    case 'nothingDue':
      return financeMessages.nothingDue;
    case 'belowMinimum':
      return financeMessages.belowMinimum(formatBRL(bounds.minimum));
    case 'aboveRemaining':
      return financeMessages.aboveRemaining(formatBRL(bounds.maximum));
  }
}

/** Whether the pay button is enabled for `amount` (spec A §5: disabled below the minimum). */
export function isAmountPayable(amount: Cents, bounds: PaymentBounds): boolean {
  return amountProblem(amount, bounds) === null;
}
