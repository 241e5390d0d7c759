import { fotosCheck } from '@portal/domain/contract/home-checks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { homeKeys } from './keys';

/**
 * GET /api/perfil/fotos: the events of the class (spec A §2 card 6). Below the minimum paid share it
 * answers 403 FORBIDDEN with the pt-BR text of spec A §5, which the card shows as it comes. On a page load
 * that lands on the home, boot.ts asked already; a refusal (403) is asked again here, so that the card gets
 * its text the usual way.
 */
export const getEvents = defineCall({
  path: '/perfil/fotos',
  answer: fotosCheck,
  prefetched: true,
  key: (owner: number) => homeKeys.events(owner),
});

const EVENTS_OPTIONS = {
  staleTime: 5 * 60_000,
  // The home loader prefetches it: a refusal already in the cache is the answer, not worth a second call.
  retryOnMount: false,
};

export function eventsQuery(owner: number) {
  return getEvents.queryOptions(owner, EVENTS_OPTIONS);
}

export function useEvents(owner: number) {
  return getEvents.useQuery(owner, EVENTS_OPTIONS);
}

/** Events each page of GET /perfil/fotos holds (HOME_EVENTS_PAGE in the domain, kept zod-free here). */
export const EVENTS_PAGE = 50;

/** GET /api/perfil/fotos?pagina=: one page of older events. */
const getEventsPage = defineCall({
  path: (page: number) => `/perfil/fotos?pagina=${page}`,
  answer: fotosCheck,
});

/** Older events, pages 2 on of GET /api/perfil/fotos?pagina=, asked when the student wants them. */
export function olderEventsQuery(owner: number) {
  return infiniteQueryOptions({
    queryKey: homeKeys.olderEvents(owner),
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) => getEventsPage(pageParam, { signal }),
    // A full page may have a next one; a short page is the last.
    getNextPageParam: (last, _pages, pageParam) => (last.length === EVENTS_PAGE ? pageParam + 1 : undefined),
    enabled: false,
  });
}

export function useOlderEvents(owner: number) {
  return useInfiniteQuery(olderEventsQuery(owner));
}
