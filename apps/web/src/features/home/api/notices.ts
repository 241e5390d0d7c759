import type { BcastResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/perfil/bcast: notices for the whole class ('todos') and for this student ('aluno').
 * `owner`: the registration the session acts as (a switch of student asks again).
 */
export function noticesQuery(owner: number) {
  return queryOptions({
    queryKey: ['bcast', owner],
    queryFn: ({ signal }) => api<BcastResponse>('/perfil/bcast', { signal }),
    staleTime: 60_000,
  });
}

export function useNotices(owner: number) {
  return useQuery(noticesQuery(owner));
}
