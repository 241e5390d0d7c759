import type { BcastResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takePrefetched } from '../../../boot/prefetched';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/**
 * GET /api/perfil/bcast: notices for the whole class ('todos') and for this student ('aluno').
 * `owner`: the registration the session acts as (a switch of student asks again).
 */
export function noticesQuery(owner: number) {
  return queryOptions({
    queryKey: ['bcast', owner],
    // On a page load that lands on the home, boot.ts asked already, in parallel with the code.
    queryFn: async ({ signal }) =>
      (await takePrefetched<BcastResponse>('/perfil/bcast', getToken())) ??
      api<BcastResponse>('/perfil/bcast', { signal }),
    staleTime: 60_000,
  });
}

export function useNotices(owner: number) {
  return useQuery(noticesQuery(owner));
}
