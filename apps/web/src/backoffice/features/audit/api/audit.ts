import { auditPageSchema, staffMemberSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { defineCall } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';

export type { AuditEntry, AuditPage } from '@portal/domain';

/** The filters of the audit (decision 126): each optional; none is the latest actions of everyone. */
export type AuditFilters = {
  adminId?: number;
  studentId?: number;
  graduationId?: number;
  code?: string;
  from?: string;
  to?: string;
};

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

const retentionSchema = z.object({ days: z.number().int() });
const retentionKey = [BACKOFFICE_KEY, 'audit', 'retencao'] as const;

/** GET /api/admin/auditoria/retencao: how many days reads stay in the audit. */
const getRetention = defineCall({
  path: '/admin/auditoria/retencao',
  answer: retentionSchema,
  key: () => retentionKey,
});
export const auditRetentionQuery = () => getRetention.queryOptions(undefined);

/** PUT /api/admin/auditoria/retencao → the days saved. */
const putRetention = defineCall({
  method: 'PUT',
  path: '/admin/auditoria/retencao',
  body: (days: number) => ({ days }),
  answer: retentionSchema,
});

export function useSaveAuditRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => putRetention(days),
    onSuccess: (saved) => client.setQueryData(retentionKey, saved),
  });
}
