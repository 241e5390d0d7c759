import { z } from 'zod';

/** One row of GET /api/admin/alunos?q= (the administrator's student picker). */
export const studentSummarySchema = z.object({
  AlCodigo: z.number().int(),
  AlNome: z.string(),
  AlEmail: z.string(),
  AlCurso: z.string(),
  formatura: z.string(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;
export const studentSummaryListSchema = z.array(studentSummarySchema);

/** POST /api/admin/link-acesso answer: a single-use automatic-login link. */
export const accessLinkResponseSchema = z.object({ link: z.string() });
