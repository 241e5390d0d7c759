import type { Cents } from '../money';
import {
  type ClassmatePayments,
  PAYMENT_SITUATIONS,
  type PaymentSituation,
  paymentSituation,
} from './situations';

export type SituationCounts = Record<PaymentSituation, number>;

/** How many classmates are in each situation. */
export function countSituations(situations: readonly PaymentSituation[]): SituationCounts {
  const counts = Object.fromEntries(PAYMENT_SITUATIONS.map((s) => [s, 0])) as SituationCounts;
  for (const s of situations) counts[s] += 1;
  return counts;
}

/**
 * Each situation's share of the class in whole percent, adding up to exactly 100 (largest remainder,
 * ties in PAYMENT_SITUATIONS order); all 0 for an empty class. A printed report whose lines add up.
 */
export function situationShares(counts: SituationCounts): SituationCounts {
  const whole = PAYMENT_SITUATIONS.reduce((acc, s) => acc + counts[s], 0);
  const shares = Object.fromEntries(PAYMENT_SITUATIONS.map((s) => [s, 0])) as SituationCounts;
  if (whole === 0) return shares;
  // Integer arithmetic: floor(100·n / whole) and its remainder, so no float rounding decides a tie.
  const remainders = PAYMENT_SITUATIONS.map((s, order) => {
    shares[s] = Math.floor((100 * counts[s]) / whole);
    return { s, rest: (100 * counts[s]) % whole, order };
  });
  let left = 100 - PAYMENT_SITUATIONS.reduce((acc, s) => acc + shares[s], 0);
  remainders.sort((a, b) => b.rest - a.rest || a.order - b.order);
  for (const { s } of remainders) {
    if (left === 0) break;
    shares[s] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * What the committee sees of the class's payments (decision 98, LGPD art. 6 III): how many classmates are in
 * each situation and their share of the class, never a sum in reais. Each classmate's situation is already
 * in the named payment report (decision 55), so these figures add nothing to it, and a change of one
 * classmate's amounts moves them only when it changes that classmate's situation — never by an amount.
 */
export function committeePaymentFigures(rows: readonly ClassmatePayments[]): {
  pagamentos: SituationCounts;
  percentuais: SituationCounts;
} {
  const pagamentos = countSituations(rows.map(paymentSituation));
  return { pagamentos, percentuais: situationShares(pagamentos) };
}

/** The class's exact sums, for the producer only: contracted, due by today and received, in centavos. */
export function producerClassSums(rows: readonly (ClassmatePayments & { due: Cents })[]): {
  contratos: number;
  contratado: Cents;
  previstoAteHoje: Cents;
  recebido: Cents;
} {
  const withContract = rows.filter((r) => r.total !== null);
  const sum = (pick: (r: (typeof withContract)[number]) => Cents) =>
    withContract.reduce((acc, r) => acc + pick(r), 0);
  return {
    contratos: withContract.length,
    contratado: sum((r) => r.total ?? 0),
    previstoAteHoje: sum((r) => r.due),
    recebido: sum((r) => r.settled),
  };
}
