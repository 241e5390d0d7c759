import { z } from 'zod';
import { albumPhotoSchema } from './shop';

/**
 * 'Encontre suas fotos' (decision 139): `/api/encontre-suas-fotos/consentimento` (GET, POST, DELETE) and
 * `/api/encontre-suas-fotos/busca` (POST, multipart `selfie`).
 */

/** The student's face-search state: whether the class has it on, and the consent in force. */
export const faceSearchStateSchema = z.object({
  /** The producer turned face search on for the student's class. */
  ativa: z.boolean(),
  /** The version of the text the student must agree to now. */
  versaoAtual: z.string(),
  /** The consent in force (its text's version and when it was given), or null. */
  consentimento: z.object({ versao: z.string(), em: z.string() }).nullable(),
  /** The student asked to be told of new photos: their face's descriptor is kept until they stop. */
  avisar: z.boolean(),
});
export type FaceSearchState = z.infer<typeof faceSearchStateSchema>;

/** POST consentimento: the version of the text the student read (an older one is refused). */
export const faceSearchConsentBodySchema = z.object({ versao: z.string().min(1).max(20) });
export type FaceSearchConsentBody = z.infer<typeof faceSearchConsentBodySchema>;

/** A photo found: the album's photo (same menu) with its event and how close the face was (0 = same). */
export const faceSearchPhotoSchema = albumPhotoSchema.extend({
  evento: z.number().int(),
  distancia: z.number().min(0),
});
export type FaceSearchPhoto = z.infer<typeof faceSearchPhotoSchema>;

export const faceSearchResultSchema = z.object({ fotos: z.array(faceSearchPhotoSchema) });
export type FaceSearchResult = z.infer<typeof faceSearchResultSchema>;
