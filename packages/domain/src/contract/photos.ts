import { z } from 'zod';
import { ALBUM_ORDER_CHOICES, PUBLICATION_STATES } from '../photos/album';
import { PHOTO_INGEST_STATES, PHOTO_REFUSAL_REASONS } from '../photos/ingest';
import { idParamSchema, isoDateSchema } from './common';

/**
 * The producer's events and photos in the back-office (decision 65): `/api/admin/formaturas/:id/eventos`,
 * `/api/admin/eventos/:id…`. Images travel as signed, expiring addresses (`/api/midia/…`).
 */

const url = z.string().max(1000);

/**
 * Where an event is on its way to students (decision 120): a draft, scheduled for `em`, or published since
 * `em`. Students see it only once published (or its scheduled time has come).
 */
export const eventPublicationSchema = z.object({
  estado: z.enum(PUBLICATION_STATES),
  em: z.string().nullable(),
});
export type EventPublication = z.infer<typeof eventPublicationSchema>;

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
  publicacao: eventPublicationSchema,
  /** The album's order (decision 120). */
  ordem: z.enum(ALBUM_ORDER_CHOICES),
  /** Archived (decision 124): hidden from students like a draft, kept for finance and audit. */
  arquivado: z.boolean(),
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

/** PUT /api/admin/eventos/:id/publicacao: publish now, schedule for a time, or back to draft. */
export const eventPublicationFormSchema = z.discriminatedUnion('acao', [
  z.object({ acao: z.literal('publicar') }),
  z.object({
    acao: z.literal('agendar'),
    em: z.iso.datetime({ offset: true, message: 'Informe a data e a hora da publicação.' }),
  }),
  z.object({ acao: z.literal('rascunho') }),
]);
export type EventPublicationForm = z.infer<typeof eventPublicationFormSchema>;

/** PUT /api/admin/eventos/:id/ordem: the album's order. */
export const albumOrderFormSchema = z.object({ ordem: z.enum(ALBUM_ORDER_CHOICES) });
export type AlbumOrderForm = z.infer<typeof albumOrderFormSchema>;

/** PUT /api/admin/eventos/:id/fotos/:fotoId/posicao: where the photo goes in the manual order (1 = first). */
export const photoMoveFormSchema = z.object({
  posicao: z.number().int().min(1, 'A posição começa em 1.').max(100_000),
});
export type PhotoMoveForm = z.infer<typeof photoMoveFormSchema>;

/** GET /api/admin/eventos/:id/album: the album's ready photos in the order students will see them. */
export const adminAlbumPhotoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  miniatura: url.nullable(),
  largura: z.number().int().nullable(),
  altura: z.number().int().nullable(),
  /** Place in the album, 1 = first. */
  posicao: z.number().int(),
  /** When the photo was taken (EXIF), ISO; null when the file did not say. */
  tiradaEm: z.string().nullable(),
});
export type AdminAlbumPhoto = z.infer<typeof adminAlbumPhotoSchema>;
export const adminAlbumPhotoListSchema = z.array(adminAlbumPhotoSchema);
export const adminAlbumQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(200).default(60),
});
