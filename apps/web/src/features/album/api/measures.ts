import { type Measure, measureFromWire, measureListSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** A measure with the student's credits for it before the cart, as the API decided them (spec B §5.3). */
export type PricedMeasure = Measure & { creditos?: number };

/** GET /api/perfil/valores-fotos (spec B §7): the measures a photo can be ordered in, in centavos. */
export const measuresQuery = queryOptions({
  queryKey: albumKeys.measures,
  queryFn: async ({ signal }): Promise<PricedMeasure[]> =>
    measureListSchema.parse(await api<unknown>('/perfil/valores-fotos', { signal })).map(measureFromWire),
  staleTime: 10 * 60_000,
});

export function useMeasures(enabled: boolean) {
  return useQuery({ ...measuresQuery, enabled });
}
