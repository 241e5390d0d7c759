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
 * A contract with no value has nothing to pay and is open. No contract at all (`contractValue` null: a
 * guest, a registration not yet under contract) has paid no share, so it opens only when the graduation
 * sets no minimum (decision 37: a guest without a contract saw every event).
 */
export function eventsMediaGate(
  settled: Cents,
  contractValue: Cents | null,
  minimumPercent: number,
): MediaGate {
  if (contractValue === null) {
    const allowed = minimumPercent <= 0;
    return { allowed, paidPercent: 0, message: allowed ? null : homeMessages.eventsNoContract };
  }
  if (contractValue <= 0) return { allowed: true, paidPercent: 100, message: null };
  const required = Math.ceil((contractValue * minimumPercent) / 100 - 1e-9);
  const allowed = settled >= required;
  return {
    allowed,
    paidPercent: Math.floor((settled * 10_000) / contractValue) / 100,
    message: allowed ? null : homeMessages.eventsMinimumPaid(minimumPercent),
  };
}
