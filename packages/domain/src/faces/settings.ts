import { z } from 'zod';

/**
 * The producer's face-search settings per graduation (decision 138). The threshold is a Euclidean distance
 * between two 128-number descriptors of face-api's recognition model: the same person reads about 0.3–0.5,
 * strangers 0.7 and more. 0.5 keeps strangers out on the labelled set (bench 51) while still finding a
 * face under other light, crop or mirror; the range keeps a producer from a setting that matches everyone
 * (0.8) or no one but the very same photo (0.2).
 */
export const FACE_MATCH_THRESHOLD_DEFAULT = 0.5;
export const FACE_MATCH_THRESHOLD_MIN = 0.3;
export const FACE_MATCH_THRESHOLD_MAX = 0.7;

/** Every descriptor is this many float32 numbers (face-api's recognition model). */
export const FACE_DESCRIPTOR_LENGTH = 128;

export const faceSettingsMessages = {
  thresholdRange: `O limite de semelhança deve estar entre ${ptNumber(FACE_MATCH_THRESHOLD_MIN)} e ${ptNumber(FACE_MATCH_THRESHOLD_MAX)}.`,
  turnedOn:
    'Busca por rosto ativada. As fotos já publicadas desta formatura entram na fila de leitura de rostos.',
  turnedOff: 'Busca por rosto desativada. Todos os dados de rosto desta formatura foram apagados.',
  saved: 'Configuração da busca por rosto salva.',
  actingRefused: 'Saia do modo formando para alterar a busca por rosto.',
} as const;

function ptNumber(n: number) {
  return n.toFixed(2).replace('.', ',');
}

/** PUT /api/admin/formaturas/:id/busca-por-rosto: on or off, and how close a face must be. */
export const faceSearchSettingsBodySchema = z.object({
  ativa: z.boolean(),
  limite: z
    .number({ error: faceSettingsMessages.thresholdRange })
    .min(FACE_MATCH_THRESHOLD_MIN, { error: faceSettingsMessages.thresholdRange })
    .max(FACE_MATCH_THRESHOLD_MAX, { error: faceSettingsMessages.thresholdRange }),
});
export type FaceSearchSettingsBody = z.infer<typeof faceSearchSettingsBodySchema>;

/** The producer's view: the settings, and how far indexing has gone. */
export const faceSearchSettingsSchema = z.object({
  ativa: z.boolean(),
  limite: z.number(),
  limiteMinimo: z.number(),
  limiteMaximo: z.number(),
  limitePadrao: z.number(),
  /** Faces stored for the graduation's photos. */
  rostos: z.number().int(),
  /** Photos read by the engine. */
  fotosLidas: z.number().int(),
  /** Ready photos still waiting to be read (0 while the feature is off). */
  fotosPendentes: z.number().int(),
});
export type FaceSearchSettings = z.infer<typeof faceSearchSettingsSchema>;

export const faceSearchSettingsAnswerSchema = faceSearchSettingsSchema.extend({ message: z.string() });
export type FaceSearchSettingsAnswer = z.infer<typeof faceSearchSettingsAnswerSchema>;
