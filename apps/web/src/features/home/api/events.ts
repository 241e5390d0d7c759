import type { FotosResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takePrefetched } from '../../../boot/prefetched';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/**
 * GET /api/perfil/fotos: the events of the class (spec A §2 card 6). Below the minimum paid share it
 * answers 403 FORBIDDEN with the pt-BR text of spec A §5, which the card shows as it comes.
 */
export function eventsQuery(owner: number) {
  return queryOptions({
    queryKey: ['fotos', owner],
    // On a page load that lands on the home, boot.ts asked already; a refusal (403) is asked again here,
    // so that the card gets its text the usual way.
    queryFn: async ({ signal }) =>
      (await takePrefetched<FotosResponse>('/perfil/fotos', getToken())) ??
      api<FotosResponse>('/perfil/fotos', { signal }),
    staleTime: 5 * 60_000,
    // The home loader prefetches it: a refusal already in the cache is the answer, not worth a second call.
    retryOnMount: false,
  });
}

export function useEvents(owner: number) {
  return useQuery(eventsQuery(owner));
}
