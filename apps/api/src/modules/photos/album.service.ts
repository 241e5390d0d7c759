import { type AlbumPhotoWire, type AlbumQuery, EVENT_MEDIA_TYPES, globalMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { eventMediaStudent } from '../home/event-media-access';
import { homeRepository } from '../home/home.repository';
import type { MediaUrls } from './media-urls';
import { photosRepository } from './photos.repository';

type Deps = { db: Db; urls: MediaUrls };

/** The student's side of the albums (spec B §2.8, §7): pages of an event's photos. */
export function albumService({ db, urls }: Deps) {
  const home = homeRepository(db);
  const repo = photosRepository(db);

  return {
    /**
     * GET /eventos/album/{id}: one page of an event of the student's own graduation, once the event-media
     * gate lets them through (restricted students and those below the paid minimum are refused). Another
     * graduation's event answers as missing. Each photo carries signed addresses of its thumbnail and preview.
     */
    async page(
      actor: Actor,
      eventId: number,
      { pagina, porPagina }: AlbumQuery,
    ): Promise<{ photos: AlbumPhotoWire[]; total: number }> {
      const student = await eventMediaStudent(home, actor);
      // The event and the page together: the page is only sent once the event proved to be the student's.
      const [event, rows] = await Promise.all([
        repo.albumEvent(eventId),
        repo.albumPage(eventId, { limit: porPagina, offset: (pagina - 1) * porPagina }),
      ]);
      if (
        !event ||
        event.graduationId !== student.graduationId ||
        event.mediaType !== EVENT_MEDIA_TYPES.photo
      )
        throw new AppError('NOT_FOUND', globalMessages.notFound);
      return {
        total: event.total,
        photos: rows.map((p) => ({
          id: p.id,
          caminho: urls.url(p.thumbKey!),
          previa: urls.url(p.previewKey!),
          ignorarCreditos: p.ignoreCredits,
          largura: p.thumbWidth!,
          altura: p.thumbHeight!,
        })),
      };
    },
  };
}

export type AlbumService = ReturnType<typeof albumService>;
