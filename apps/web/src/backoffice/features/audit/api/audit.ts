import { auditRowSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { BACKOFFICE_KEY, call, queryString } from '../../../api/request';

export type { AuditRow } from '@portal/domain';

export type AuditSubject = { graduationId: number } | { studentId: number };

/** GET /api/admin/auditoria?graduationId= | ?studentId=: newest first. */
export const auditQuery = (subject: AuditSubject) =>
  queryOptions({
    queryKey: [BACKOFFICE_KEY, 'audit', subject],
    queryFn: ({ signal }) =>
      call(z.array(auditRowSchema), `/admin/auditoria${queryString({ ...subject })}`, { signal }),
  });
