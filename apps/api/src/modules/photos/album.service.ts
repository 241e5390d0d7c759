import { type AlbumPhotoWire, type AlbumQuery, EVENT_MEDIA_TYPES, globalMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import { albumAnswerMemo, type BuiltPage } from './album-answer-memo';
import type { MediaUrls } from './media-urls';
import type { PhotoAccessService } from './photo-access';
import { type AlbumPhotoRow, photosRepository } from './photos.repository';

type Deps = { db: Db; urls: MediaUrls; access: PhotoAccessService };

/** The student's side of the albums (spec B §2.8, §7): pages of an event's photos. */
export function albumService({ db, urls, access }: Deps) {
  const repo = photosRepository(db);
  const memo = albumAnswerMemo();
  const sign = (key: string) => urls.url(key);

  /** The wire list (AlbumPhotoWire[]) as JSON text, from the page's rows as the database wrote them. */
  const build = (rows: string): BuiltPage => {
    const list = JSON.parse(rows) as AlbumPhotoRow[];
    const photos = list.map(
      ([id, thumbKey, previewKey, ignoreCredits, thumbWidth, thumbHeight]): AlbumPhotoWire => ({
        id,
        caminho: urls.url(thumbKey),
        previa: urls.url(previewKey),
        ignorarCreditos: ignoreCredits,
        largura: thumbWidth,
        altura: thumbHeight,
      }),
    );
    return {
      body: JSON.stringify(photos),
      signedKey: list[0]?.[1] ?? null,
      signedAs: photos[0]?.caminho ?? null,
    };
  };

  return {
    /**
     * GET /eventos/album/{id}: one page of an event of the student's own graduation, once the event-media
     * gate lets them through (restricted students and those below the paid minimum are refused). Another
     * graduation's event answers as missing. Each photo carries signed addresses of its thumbnail and
     * preview. The answer is the wire list as JSON text (AlbumPhotoWire[]), with the album's total.
     */
    async page(actor: Actor, eventId: number, { pagina, porPagina }: AlbumQuery) {
      // The gate and the page are read together (two statements, one wait); the page is only sent once the
      // gate let the student through and the event proved to be of their graduation.
      const [{ student }, album] = await Promise.all([
        access.seeing(actor),
        repo.albumPage(eventId, { limit: porPagina, offset: (pagina - 1) * porPagina }),
      ]);
      if (
        !album ||
        album.graduationId !== student.graduationId ||
        album.mediaType !== EVENT_MEDIA_TYPES.photo
      )
        throw new AppError('NOT_FOUND', globalMessages.notFound);
      return {
        total: album.total,
        body: memo.answer(`${eventId}/${pagina}/${porPagina}`, album.photos, sign, build),
      };
    },
  };
}

export type AlbumService = ReturnType<typeof albumService>;
