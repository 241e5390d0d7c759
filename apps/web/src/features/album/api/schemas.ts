// The album's zod checks, loaded with the calls they check and never with the album's first paint
// (decision 142): `answer: () => import('./schemas').then(…)`.
import { measureFromWire, measureListSchema } from '@portal/domain';
import type { PricedMeasure } from './measures';

/** GET /api/perfil/valores-fotos, in centavos. */
export const pricedMeasureListSchema = {
  parse: (raw: unknown): PricedMeasure[] => measureListSchema.parse(raw).map(measureFromWire),
};
