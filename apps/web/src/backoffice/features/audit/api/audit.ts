import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { BACKOFFICE_KEY, call, queryString } from './request';

const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adminId: z.number().int(),
  adminName: z.string(),
  studentId: z.number().int().nullable(),
  graduationId: z.number().int().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export type AuditSubject = { graduationId: number } | { studentId: number };

/** GET /api/admin/auditoria?graduationId= | ?studentId=: newest first. */
export const auditQuery = (subject: AuditSubject) =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'audit', subject],
    queryFn: ({ signal }) =>
      call(z.array(auditRowSchema), `/admin/auditoria${queryString({ ...subject })}`, { signal }),
  });
