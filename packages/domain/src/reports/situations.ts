import type { Cents } from '../money';

/**
 * A classmate's payment situation as a committee member may see it (LGPD, decision 55): a status, never
 * amounts, CPF or address.
 */
export const PAYMENT_SITUATIONS = ['Quitado', 'Em dia', 'Em atraso', 'Sem contrato'] as const;
export type PaymentSituation = (typeof PAYMENT_SITUATIONS)[number];

/** One classmate's contract as the reports read it: its value (null without one), what is settled, lateness. */
export type ClassmatePayments = { total: Cents | null; settled: Cents; late: boolean };

/** A classmate's situation from their contract's figures, never the figures themselves (decision 55). */
export function paymentSituation(row: ClassmatePayments): PaymentSituation {
  if (row.total === null) return 'Sem contrato';
  if (row.settled >= row.total) return 'Quitado';
  return row.late ? 'Em atraso' : 'Em dia';
}
