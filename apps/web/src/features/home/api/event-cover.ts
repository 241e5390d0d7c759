import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';

const API_PREFIX = '/api/';

/** Covers served by our API need the bearer token, so they load as a blob; others are plain image URLs. */
export function isApiCover(path: string): boolean {
  return path.startsWith(API_PREFIX);
}

/**
 * GET /api/eventos/:id/capa (the evcaminho of an event). The URL carries the cover's fingerprint, so a
 * loaded cover never goes stale.
 */
export function useEventCover(path: string | null) {
  return useQuery({
    queryKey: ['event-cover', path],
    queryFn: ({ signal }) => apiBlob((path ?? '').slice(API_PREFIX.length - 1), { signal }),
    enabled: path !== null && isApiCover(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
