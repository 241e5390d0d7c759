import { bcastCheck } from '@portal/domain/contract/home-checks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { homeKeys } from './keys';

/**
 * GET /api/perfil/bcast: notices for the whole class ('todos') and for this student ('aluno').
 * `owner`: the registration the session acts as (a switch of student asks again). On a page load that
 * lands on the home, boot.ts asked already, in parallel with the code.
 */
export const getNotices = defineCall({
  path: '/perfil/bcast',
  answer: bcastCheck,
  prefetched: true,
  key: (owner: number) => homeKeys.notices(owner),
});

export function noticesQuery(owner: number) {
  return getNotices.queryOptions(owner, { staleTime: 60_000 });
}

export function useNotices(owner: number) {
  return getNotices.useQuery(owner, { staleTime: 60_000 });
}

/** Notices each page of GET /perfil/bcast holds (HOME_NOTICES_PAGE in the domain, kept zod-free here). */
export const NOTICES_PAGE = 50;

/** GET /api/perfil/bcast?pagina=: one page of older notices. */
const getNoticesPage = defineCall({
  path: (page: number) => `/perfil/bcast?pagina=${page}`,
  answer: bcastCheck,
});

/**
 * The older notices, pages 2 on of GET /api/perfil/bcast?pagina= (the home no longer stops at
 * 50), asked only when the student wants them.
 */
export function olderNoticesQuery(owner: number) {
  return infiniteQueryOptions({
    queryKey: homeKeys.olderNotices(owner),
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) => getNoticesPage(pageParam, { signal }),
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
