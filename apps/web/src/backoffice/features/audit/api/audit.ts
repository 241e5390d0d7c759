import { auditRowSchema } from '@portal/domain';
import { z } from 'zod';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

export type { AuditRow } from '@portal/domain';

export type AuditSubject = { graduationId: number } | { studentId: number };

/** GET /api/admin/auditoria?graduationId= | ?studentId=: newest first. */
const getAudit = defineCall({
  path: (subject: AuditSubject) => `/admin/auditoria${queryString({ ...subject })}`,
  answer: z.array(auditRowSchema),
  key: (subject: AuditSubject) => [BACKOFFICE_KEY, 'audit', subject] as const,
});

export const auditQuery = (subject: AuditSubject) => getAudit.queryOptions(subject);
