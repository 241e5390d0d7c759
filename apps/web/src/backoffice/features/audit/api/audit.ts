import { auditPageSchema, auditRowSchema, staffMemberSchema } from '@portal/domain';
import { z } from 'zod';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

export type { AuditEntry, AuditPage, AuditRow } from '@portal/domain';

export type AuditSubject = { graduationId: number } | { studentId: number };

/** The filters of the audit (decision 126): each optional; none is the latest actions of everyone. */
export type AuditFilters = {
  adminId?: number;
  studentId?: number;
  graduationId?: number;
  code?: string;
  from?: string;
  to?: string;
};

/** GET /api/admin/auditoria?graduationId= | ?studentId=: newest first (the older, unpaged trail). */
const getAudit = defineCall({
  path: (subject: AuditSubject) => `/admin/auditoria${queryString({ ...subject })}`,
  answer: z.array(auditRowSchema),
  key: (subject: AuditSubject) => [BACKOFFICE_KEY, 'audit', subject] as const,
});
export const auditQuery = (subject: AuditSubject) => getAudit.queryOptions(subject);

type PageArgs = { filters: AuditFilters; depois: number | undefined; limit: number };

/** GET /api/admin/auditoria/acoes: one page of entries, newest first; `next` asks for the following one. */
const getAuditPage = defineCall({
  path: ({ filters, depois, limit }: PageArgs) =>
    `/admin/auditoria/acoes${queryString({ ...filters, depois, limit })}`,
  answer: auditPageSchema,
  key: (args: PageArgs) => [BACKOFFICE_KEY, 'audit', 'acoes', args] as const,
});
export const auditPageQuery = (filters: AuditFilters, depois?: number, limit = 50) =>
  getAuditPage.queryOptions({ filters, depois, limit });

/** GET /api/admin/equipe: the administrators, for the 'Pessoa' filter. */
const getPeople = defineCall({
  path: '/admin/equipe',
  answer: z.array(staffMemberSchema),
  key: () => [BACKOFFICE_KEY, 'audit', 'pessoas'] as const,
});
export const auditPeopleQuery = () => getPeople.queryOptions(undefined);

const studentFoundSchema = z.object({
  AlCodigo: z.number().int(),
  AlNome: z.string(),
  formatura: z.string(),
});

/** GET /api/admin/alunos?q=: students by name, for the 'Formando' filter. */
const searchStudents = defineCall({
  path: (q: string) => `/admin/alunos${queryString({ q })}`,
  answer: z.array(studentFoundSchema),
  key: (q: string) => [BACKOFFICE_KEY, 'audit', 'formandos', q] as const,
});
export const auditStudentsQuery = (q: string) => searchStudents.queryOptions(q);
