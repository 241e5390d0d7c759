import type { BcastResponse } from '@portal/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { takePrefetched } from '../../../boot/prefetched';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { homeKeys } from './keys';

/**
 * GET /api/perfil/bcast: notices for the whole class ('todos') and for this student ('aluno').
 * `owner`: the registration the session acts as (a switch of student asks again).
 */
export function noticesQuery(owner: number) {
  return queryOptions({
    queryKey: homeKeys.notices(owner),
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

/** Notices each page of GET /perfil/bcast holds (HOME_NOTICES_PAGE in the domain, kept zod-free here). */
export const NOTICES_PAGE = 50;

/**
 * The older notices, pages 2 on of GET /api/perfil/bcast?pagina= (issue 8: the home no longer stops at
 * 50), asked only when the student wants them.
 */
export function olderNoticesQuery(owner: number) {
  return infiniteQueryOptions({
    queryKey: homeKeys.olderNotices(owner),
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) => api<BcastResponse>(`/perfil/bcast?pagina=${pageParam}`, { signal }),
    getNextPageParam: (last, _pages, pageParam) =>
      Math.max(last.totalTodos ?? 0, last.totalAluno ?? 0) > pageParam * NOTICES_PAGE
        ? pageParam + 1
        : undefined,
    enabled: false,
  });
}

export function useOlderNotices(owner: number) {
  return useInfiniteQuery(olderNoticesQuery(owner));
}
