import type { AlbumPhotoWire } from '@portal/domain';
import { albumPhotosCheck } from '@portal/domain/contract/album-checks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, fetchPage } from '../../../lib/define-call';
import { albumKeys } from './keys';

export interface AlbumPage {
  photos: AlbumPhotoWire[];
  /** Photos in the whole event (X-Total-Count), for the page tabs. */
  total: number;
  /** The page these photos are: while the next page loads, the previous one stays on screen. */
  page: number;
}

/**
 * GET /api/eventos/album/{id}?pagina=&porPagina= (spec B §2.8, §7): one page of the album, its photos'
 * signed thumbnail and preview addresses, and the event's total. Signed addresses expire, so a page is asked
 * again after a while rather than kept forever.
 */
export const getAlbumPage = defineCall({
  path: ({ eventId, pageSize, page }: { eventId: number; pageSize: number; page: number }) =>
    `/eventos/album/${eventId}?pagina=${page}&porPagina=${pageSize}`,
  // The album paints its largest image from this answer: checked by hand, so zod stays off the album's
  // first paint, and boot.ts may have asked for it on a page load that lands on the album (decision 142).
  answer: albumPhotosCheck,
  prefetched: true,
});

export function albumPageQuery(eventId: number, pageSize: number, page: number) {
  return queryOptions({
    queryKey: albumKeys.page(eventId, pageSize, page),
    queryFn: async ({ signal }): Promise<AlbumPage> => {
      const { data: photos, total } = await fetchPage(getAlbumPage, { eventId, pageSize, page }, { signal });
      return { photos, total: total ?? photos.length, page };
    },
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAlbumPage(eventId: number, pageSize: number, page: number) {
  return useQuery(albumPageQuery(eventId, pageSize, page));
}
