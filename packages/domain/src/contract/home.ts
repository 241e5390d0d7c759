/** Home screen calls (spec A §2, §3, §7; spec B §7): address review, notices, event media, shirt, invitation. */
import { z } from 'zod';
import { addressFormSchema, BRAZIL_UFS } from '../address';
import { globalMessages } from '../messages';
import { isoDateSchema } from './common';
import { EVENT_MEDIA_TYPES } from './home-values';

// The plain values live apart, so a screen that needs only them loads no zod (decision 42).
export {
  EVENT_MEDIA_TYPES,
  type EventMediaType,
  TSHIRT_SIZES,
  type TshirtSize,
  type TshirtSizeId,
} from './home-values';

/**
 * POST /api/revendereco request: the address form (spec B §5.4). A client's AlRevEndereco is dropped:
 * the server stamps its own date through `normalizeAddress`.
 */
export const revEnderecoRequestSchema = addressFormSchema;
export type RevEnderecoRequest = z.infer<typeof revEnderecoRequestSchema>;

/** The toast kinds the web shows (spec A §9). */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;

/** POST /api/revendereco answer: a pt-BR message and the toast kind to show it with. */
export const revEnderecoResponseSchema = z.object({ msg: z.string(), type: z.enum(TOAST_TYPES) });
export type RevEnderecoResponse = z.infer<typeof revEnderecoResponseSchema>;

/** A notice of the board (spec A §3); crmdesc is HTML written by the producer. */
export const noticeSchema = z.object({
  crmid: z.number().int(),
  crmdesc: z.string(),
  crmtimestamp: z.iso.datetime({ offset: true }),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/perfil/bcast answer: class-wide ('todos') and personal ('aluno') notices, newest first. */
export const bcastResponseSchema = z.object({
  todos: z.array(noticeSchema),
  aluno: z.array(noticeSchema),
  /** How many of each there are in all: the home pages through them with `?pagina=`. */
  totalTodos: z.number().int().optional(),
  totalAluno: z.number().int().optional(),
});

/** `?pagina=&porPagina=` of the home's lists: the newest first, a page at a time. */
export const homePageQuerySchema = (pageSizeMax: number) =>
  z.object({
    pagina: z.coerce.number().int().min(1).max(10_000).default(1),
    porPagina: z.coerce.number().int().min(1).max(pageSizeMax).default(pageSizeMax),
  });
/** Most notices of each kind, and most events, a home page answers at once. */
export const HOME_NOTICES_PAGE = 50;
export const HOME_EVENTS_PAGE = 50;
export type BcastResponse = z.infer<typeof bcastResponseSchema>;

/** An event of the photos and videos card; evlnkmidia is the video or content link (null for photos). */
export const mediaEventSchema = z.object({
  evid: z.number().int(),
  evnome: z.string(),
  evcaminho: z.string().nullable(),
  evdata: isoDateSchema,
  evtpmidia: z.literal([EVENT_MEDIA_TYPES.photo, EVENT_MEDIA_TYPES.video, EVENT_MEDIA_TYPES.link]),
  evlnkmidia: z.string().nullable(),
});
export type MediaEvent = z.infer<typeof mediaEventSchema>;

/**
 * GET /api/perfil/fotos answer: the events. Below the minimum paid share the call answers 403 FORBIDDEN
 * with `homeMessages.eventsMinimumPaid(percent)` instead (spec A §5).
 */
export const fotosResponseSchema = z.array(mediaEventSchema);
export type FotosResponse = z.infer<typeof fotosResponseSchema>;

/** POST /api/camiseta request: the chosen size id, 1 to 6. */
export const camisetaRequestSchema = z.object({
  AlMedida: z.literal([1, 2, 3, 4, 5, 6], { error: globalMessages.invalidInput }),
});
export type CamisetaRequest = z.infer<typeof camisetaRequestSchema>;

/**
 * POST /api/downConvite request: the stored path of the invitation (AlConvite). A relative path without
 * '..' only; the server still resolves it inside its own storage.
 */
export const downConviteRequestSchema = z.object({
  caminho: z
    .string()
    .min(1, { error: globalMessages.invalidInput })
    .max(500, { error: globalMessages.invalidInput })
    .refine((path) => !path.startsWith('/') && !path.split(/[\\/]/).includes('..'), {
      error: globalMessages.invalidInput,
    }),
});
export type DownConviteRequest = z.infer<typeof downConviteRequestSchema>;

/** GET /api/cep/{cep}: what a postal-code lookup gives the address form (spec B §5.4). */
export const postalAddressSchema = z.object({
  cep: z.string().regex(/^\d{8}$/),
  logradouro: z.string().trim().max(200),
  bairro: z.string().trim().max(200),
  localidade: z.string().trim().max(200),
  uf: z.enum(BRAZIL_UFS),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;
