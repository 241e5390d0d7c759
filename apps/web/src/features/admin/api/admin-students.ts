import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** One row of GET /api/admin/alunos?q= (the administrator's student search). */
export interface StudentRow {
  AlCodigo: number;
  AlNome: string;
  AlEmail: string;
  AlCurso: string;
  formatura: string;
}

/** The shortest search the picker sends. */
export const MIN_SEARCH = 2;

export function useStudentSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: adminKeys.students(q),
    queryFn: ({ signal }) => api<StudentRow[]>(`/admin/alunos?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
  });
}
