import type { Measure } from '@portal/domain';
import { defineCall } from '../../../lib/define-call';
import { albumKeys } from './keys';

/** A measure with the student's credits for it before the cart, as the API decided them (spec B §5.3). */
export type PricedMeasure = Measure & { creditos?: number };

/** GET /api/perfil/valores-fotos (spec B §7): the measures a photo can be ordered in, in centavos. */
export const getMeasures = defineCall({
  path: '/perfil/valores-fotos',
  // The schema's chunk (zod) loads with the call, not with the album's first paint (decision 142).
  answer: () => import('./schemas').then((s) => s.pricedMeasureListSchema),
  key: () => albumKeys.measures,
});

export const measuresQuery = getMeasures.queryOptions(undefined, { staleTime: 10 * 60_000 });

export function useMeasures(enabled: boolean) {
  return getMeasures.useQuery(undefined, { staleTime: 10 * 60_000, enabled });
}
