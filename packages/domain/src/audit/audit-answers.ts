import { z } from 'zod';

/** 'leitura': someone looked (deduplicated, kept for a set time); 'escrita': something changed (kept). */
export const AUDIT_KINDS = ['leitura', 'escrita'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * One entry of GET /api/admin/auditoria (decision 126): the parts the pt-BR sentence is built from, the
 * call as it arrived and its detail (the before/after of an edit).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  adminId: z.number().int(),
  adminName: z.string(),
  studentId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  graduationId: z.number().int().nullable(),
  graduationName: z.string().nullable(),
  /** The stable action code; rows written before the codes are translated from their route. */
  code: z.string().nullable(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of the trail, newest first; `next` (the last entry's id) is passed back as `?depois=`. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  next: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The filters of the trail (decision 126): all optional, combined. Dates are São Paulo days, inclusive. */
export const auditQuerySchema = z.object({
  adminId: z.coerce.number().int().positive().optional(),
  studentId: z.coerce.number().int().positive().optional(),
  graduationId: z.coerce.number().int().positive().optional(),
  code: z.string().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The id of the last entry of the previous page (keyset). */
  depois: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
