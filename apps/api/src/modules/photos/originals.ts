import type { Readable } from 'node:stream';
import { globalMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { eventMediaStudent } from '../home/event-media-access';
import { homeRepository } from '../home/home.repository';
import { photosRepository } from './photos.repository';

/** A photo's original on its way out through an authorised download (POST /singledown, an order's zip). */
export type OriginalFile = {
  stream: Readable;
  size: number;
  contentType: string;
  photoId: number;
  eventId: number;
  graduationId: number;
  /** The name the producer's file had. */
  name: string;
};

/**
 * Originals leave only through an authorised download (issue 10): the single-photo download and an order's
 * zip call these; no route serves an original by itself. Build with `photoOriginals({ db: app.db, storage:
 * app.storage })`.
 */
export function photoOriginals({ db, storage }: { db: Db; storage: Storage }) {
  const home = homeRepository(db);
  const repo = photosRepository(db);

  /**
   * The original of a ready photo, or null when there is none. It does not decide who may have it: the
   * caller (an order's zip) must have checked the photo's event and graduation, which it answers.
   */
  async function openOriginal(photoId: number): Promise<OriginalFile | null> {
    const photo = await repo.photoWithGraduation(photoId);
    if (photo?.state !== 'ready' || !photo.originalKey) return null;
    const file = await storage.get(photo.originalKey);
    if (!file) return null;
    const ext = photo.originalKey.split('.').pop();
    return {
      ...file,
      contentType: ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg',
      photoId: photo.id,
      eventId: photo.eventId,
      graduationId: photo.graduationId,
      name: photo.originalName,
    };
  }

  return {
    openOriginal,

    /**
     * The stored original under `key`, for a caller that read the key from a ready photo it already checked
     * belongs to the student (an order's zip reads every key in its one query, rather than one per photo).
     */
    openStored(key: string) {
      return storage.get(key);
    },

    /**
     * The original of photo `id` of event `evento` for the acting student: the album's gate (event media
     * allowed, the student's own graduation) and the photo of that very event; NOT_FOUND otherwise. The
     * caller adds what the spec asks of a single download (POST /singledown).
     */
    async originalForStudent(actor: Actor, { id, evento }: { id: number; evento: number }) {
      const student = await eventMediaStudent(home, actor);
      const file = await openOriginal(id);
      if (!file || file.eventId !== evento || file.graduationId !== student.graduationId) {
        file?.stream.destroy();
        throw new AppError('NOT_FOUND', globalMessages.notFound);
      }
      return file;
    },
  };
}

export type PhotoOriginals = ReturnType<typeof photoOriginals>;
