import { keepPreviousData } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { adminKeys } from './keys';

/** The shortest search the picker sends. */
export const MIN_SEARCH = 2;

/** GET /api/admin/alunos?q=: the students whose name, e-mail or CPF match. */
export const searchStudents = defineCall({
  path: (q: string) => `/admin/alunos?q=${encodeURIComponent(q)}`,
  answer: () => import('./schemas').then((s) => s.studentSummaryListSchema),
  key: (q: string) => adminKeys.students(q),
});

export function useStudentSearch(term: string) {
  const q = term.trim();
  return searchStudents.useQuery(q, { enabled: q.length >= MIN_SEARCH, placeholderData: keepPreviousData });
}
