import { blobAnswer, defineCall } from '../../../lib/define-call';
import { homeKeys } from './keys';

const API_PREFIX = '/api/';
/** Signed, expiring media addresses (decision 66): the signature authorises them, so an <img> loads them. */
const SIGNED_MEDIA_PREFIX = '/api/midia/';

/**
 * Covers behind the bearer token load as a blob; signed media addresses and outside images are plain image
 * URLs (a signed cover costs no query and stays in the browser's cache).
 */
export function isApiCover(path: string): boolean {
  return path.startsWith(API_PREFIX) && !path.startsWith(SIGNED_MEDIA_PREFIX);
}

/**
 * GET /api/eventos/:id/capa (the evcaminho of an event). The URL carries the cover's fingerprint, so a
 * loaded cover never goes stale.
 */
const getEventCover = defineCall({
  path: (path: string | null) => (path ?? '').slice(API_PREFIX.length - 1),
  answer: blobAnswer,
  key: (path: string | null) => homeKeys.eventCover(path),
});

export function useEventCover(path: string | null) {
  return getEventCover.useQuery(path, {
    enabled: path !== null && isApiCover(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
