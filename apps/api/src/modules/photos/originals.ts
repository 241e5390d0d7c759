import type { Readable } from 'node:stream';
import { globalMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { crc32OfStream } from '../../lib/crc32';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { PhotoViewer } from './photo-access';
import { photosRepository } from './photos.repository';

/** A photo's original on its way out through an authorised download (POST /singledown, an order's zip). */
export type OriginalFile = {
  stream: Readable;
  size: number;
  contentType: string;
  photoId: number;
  eventId: number;
  graduationId: number;
  /** Students see the photo's event now (decision 120). */
  eventVisible: boolean;
  /** The name the producer's file had. */
  name: string;
};

/**
 * Originals leave only through an authorised download (decision 67): the single-photo download and an order's
 * zip call these; no route serves an original by itself. Build with `photoOriginals({ db: app.db, storage:
 * app.storage })`.
 */
export function photoOriginals({ db, storage }: { db: Db; storage: Storage }) {
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
      eventVisible: photo.eventVisible,
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
     * The CRC-32 of the stored original of a photo that has none yet (stored before the pipeline took it,
     * decision 88), read from its bytes and saved on the photo so it is read once. Fails when the original
     * is missing or its size is not the photo's: a zip of it would be broken.
     */
    async saveCrc32(photo: { photoId: number; originalKey: string; size: number }): Promise<number> {
      const file = await storage.get(photo.originalKey);
      if (!file) throw new Error(`original of photo ${photo.photoId} is missing`);
      const read = await crc32OfStream(file.stream);
      if (read.size !== photo.size) throw new Error(`original of photo ${photo.photoId} changed size`);
      await repo.saveCrc32(photo.photoId, read.crc32);
      return read.crc32;
    },

    /**
     * The original of photo `id` of event `evento` for a viewer of the photo-access service (refused
     * unless they may see photos): the photo of that very event of the student's own graduation; NOT_FOUND otherwise.
     * The caller adds what the spec asks of a single download (POST /singledown).
     */
    async originalForStudent(viewer: PhotoViewer, { id, evento }: { id: number; evento: number }) {
      const { student, access } = viewer;
      if (!access.see) throw new AppError('FORBIDDEN', access.refusal ?? globalMessages.notFound);
      const file = await openOriginal(id);
      if (
        !file ||
        file.eventId !== evento ||
        file.graduationId !== student.graduationId ||
        // A draft's or a not-yet-due schedule's photo is as unknown to students as another class's (decision 120).
        !file.eventVisible
      ) {
        file?.stream.destroy();
        throw new AppError('NOT_FOUND', globalMessages.notFound);
      }
      return file;
    },
  };
}

export type PhotoOriginals = ReturnType<typeof photoOriginals>;
