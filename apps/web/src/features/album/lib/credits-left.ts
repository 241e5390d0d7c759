import {
  type CartItem,
  type CreditContext,
  creditedUnits,
  creditPoolFor,
  lineMeasureKind,
} from '@portal/domain';
import type { PricedMeasure } from '../api/measures';

/**
 * Credits a measure still has for this photo (spec B §5.3): the pool the API gives with the measure (or,
 * without it, the one the registration implies), less the cart's units of measures of the same kind, which
 * share that pool (decision 116); null when credits do not apply to it (no pool, or a photo that ignores
 * credits).
 */
export function creditsLeft(
  measure: PricedMeasure,
  credits: CreditContext,
  cart: readonly CartItem[],
  photoIgnoresCredits: boolean,
): number | null {
  if (photoIgnoresCredits) return null;
  const kind = lineMeasureKind(measure);
  const pool = measure.creditos ?? creditPoolFor(kind, credits);
  if (pool <= 0) return null;
  return Math.max(0, pool - creditedUnits(cart, kind));
}
