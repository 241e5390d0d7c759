import { homeMessages } from '../messages';
import type { Cents } from '../money';

export interface MediaGate {
  allowed: boolean;
  /** Share of the contract settled, in percent with two decimals (rounded down), for the UI and logs. */
  paidPercent: number;
  /** The spec's refusal text with FormMinimoPago, or null when allowed. */
  message: string | null;
}

/**
 * Event photos and videos open once `settled` reaches `minimumPercent` (FormMinimoPago) of the contract
 * value cttotalprazo (spec A §5). Computed in centavos so that 50% of R$ 0,01 still needs the centavo.
 * A contract with no value has nothing to pay and is open.
 */
export function eventsMediaGate(settled: Cents, contractValue: Cents, minimumPercent: number): MediaGate {
  if (contractValue <= 0) return { allowed: true, paidPercent: 100, message: null };
  const required = Math.ceil((contractValue * minimumPercent) / 100 - 1e-9);
  const allowed = settled >= required;
  return {
    allowed,
    paidPercent: Math.floor((settled * 10_000) / contractValue) / 100,
    message: allowed ? null : homeMessages.eventsMinimumPaid(minimumPercent),
  };
}
