import { z } from 'zod';
import { PHOTO_INGEST_STATES, PHOTO_REFUSAL_REASONS } from '../photos/ingest';
import { idParamSchema, isoDateSchema } from './common';

/**
 * The producer's events and photos in the back-office (issue 10): `/api/admin/formaturas/:id/eventos`,
 * `/api/admin/eventos/:id…`. Images travel as signed, expiring addresses (`/api/midia/…`).
 */

const url = z.string().max(1000);

/** An event as the back-office lists it, with its photos counted by ingest state. */
export const adminEventSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  data: isoDateSchema.nullable(),
  /** 0 photos, 1 video, 2 link (spec A §3). */
  tipoMidia: z.number().int().min(0).max(2),
  link: z.string().nullable(),
  capa: url.nullable(),
  fotos: z.object({
    prontas: z.number().int(),
    pendentes: z.number().int(),
    recusadas: z.number().int(),
  }),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
/** GET /api/admin/eventos/:id: one event and the graduation it belongs to. */
export const adminEventDetailSchema = adminEventSchema.extend({ formatura: z.number().int() });
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;
export const adminEventListSchema = z.array(adminEventSchema);

/** Creating or editing an event: name, date, media type and link (a video's or a content page's). */
export const adminEventFormSchema = z
  .object({
    nome: z.string().trim().min(1, 'Informe o nome do evento.').max(200),
    data: isoDateSchema.nullable(),
    tipoMidia: z.number().int().min(0).max(2),
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'O link precisa começar com http:// ou https://.')
      .nullable(),
  })
  .refine((e) => e.tipoMidia === 0 || e.link !== null, {
    message: 'Eventos de vídeo ou link precisam de um link.',
    path: ['link'],
  });
export type AdminEventForm = z.infer<typeof adminEventFormSchema>;

export const adminEventParamsSchema = z.object({ id: idParamSchema });
export const adminEventPhotoParamsSchema = z.object({ id: idParamSchema, fotoId: idParamSchema });

/** One file of an event as the producer sees it: its state and, when refused, why. */
export const adminPhotoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  estado: z.enum(PHOTO_INGEST_STATES),
  motivo: z.enum(PHOTO_REFUSAL_REASONS).nullable(),
  miniatura: url.nullable(),
  largura: z.number().int().nullable(),
  altura: z.number().int().nullable(),
  tamanho: z.number().int(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;
export const adminPhotoListSchema = z.array(adminPhotoSchema);

export const adminPhotoQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(200).default(60),
  estado: z.enum(PHOTO_INGEST_STATES).optional(),
});

/** What the event already holds, so an interrupted upload resumes with the files still missing. */
export const sentPhotoSchema = z.object({
  nome: z.string(),
  tamanho: z.number().int(),
  hash: z.string(),
});
export const sentPhotoListSchema = z.array(sentPhotoSchema);
