import { z } from 'zod';

/** A scheduled parcel's place in its contract (decision 125): 'Parcela {numero}/{de}'. */
export const parcelNumberSchema = z.object({
  numero: z.number().int().min(1),
  de: z.number().int().min(1),
});
export type ParcelNumberWire = z.infer<typeof parcelNumberSchema>;
