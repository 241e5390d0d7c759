import { z } from 'zod';
import { PHOTO_INGEST_STATES, PHOTO_REFUSAL_REASONS } from '../photos/ingest';

// Back-office answers that the API's route files and the web used to spell twice (decision 110).

/** `{ id }`: the answer of a create or a save that only names the row (a notice, an event). */
export const idAnswerSchema = z.object({ id: z.number().int() });

/** A row known by its name: a course, a polo. */
export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** A course or polo in the back-office: archived ones only with `?arquivados=1` (decision 124). */
export const archivableItemSchema = namedItemSchema.extend({ archived: z.boolean().optional() });

/** GET /api/admin/instituicoes: an institution with its polos. */
export const adminInstitutionSchema = archivableItemSchema.extend({
  campuses: z.array(archivableItemSchema),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

/** One row of GET /api/admin/auditoria: who did what, when, about which class or student. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  adminId: z.number().int(),
  adminName: z.string(),
  studentId: z.number().int().nullable(),
  graduationId: z.number().int().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** One row of GET /api/admin/tarefas/falhas: background work that gave up. */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  createdOn: z.iso.datetime(),
  retryCount: z.number().int(),
  error: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** POST /api/admin/eventos/:id/fotos: one photo as received (stored, or refused with its reason). */
export const photoReceivedSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  estado: z.enum(PHOTO_INGEST_STATES),
  motivo: z.enum(PHOTO_REFUSAL_REASONS).nullable(),
  /** The same file was already in the event: nothing new was stored. */
  repetido: z.boolean(),
});
export type PhotoReceived = z.infer<typeof photoReceivedSchema>;

/** POST /api/admin/eventos/:id/capa: the new cover's address. */
export const eventCoverAnswerSchema = z.object({ capa: z.string() });
