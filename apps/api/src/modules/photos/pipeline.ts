import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  cleanPhotoName,
  fileNameSortKey,
  MAX_PHOTO_BYTES,
  type PhotoIngestState,
  type PhotoRefusalReason,
  sniffImage,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { photos } from '../../db/schema/index';
import { crc32 } from '../../lib/crc32';
import type { Storage } from '../../lib/storage';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { CorruptImageError, makeDerivatives } from './derivatives';
import { photoKeys } from './keys';
import { DERIVE_QUEUE } from './photos.jobs';
import { photosRepository } from './photos.repository';

type Photo = typeof photos.$inferSelect;

/** What happened to one received file: a new photo on its way, one already there, or a refusal. */
export type Received = {
  photo: Photo;
  /** The same file (name and content) was already in the event: nothing new was stored. */
  skipped: boolean;
};

export type PhotoSummary = {
  id: number;
  nome: string;
  estado: PhotoIngestState;
  motivo: PhotoRefusalReason | null;
};

export const summary = (p: Photo): PhotoSummary => ({
  id: p.id,
  nome: p.originalName,
  estado: p.state,
  motivo: p.refusal,
});

export async function readAll(stream: Readable, limit = MAX_PHOTO_BYTES): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** `jobs` only needs to send: the seed collects the photos and runs their jobs itself. */
type Deps = { db: Db; uow: UnitOfWork; storage: Storage; jobs: Pick<Jobs, 'send'> };

/**
 * The photo pipeline (decision 65). `receive` checks a file (an image by its bytes, not already in the event),
 * stores it as the private original and queues its derivatives in the same transaction as its row;
 * `derive` (the job) makes the thumbnail and the watermarked preview. Both may run twice with one result.
 */
export function photoPipeline({ db, uow, storage, jobs }: Deps) {
  const repo = photosRepository(db);

  async function refuse(
    actor: Actor | null,
    base: Omit<typeof photos.$inferInsert, 'position' | 'state'>,
    reason: PhotoRefusalReason,
  ): Promise<Received> {
    const again = await repo.refusedAgain(base.eventId, base.originalName, base.contentHash);
    if (again) return { photo: again, skipped: true };
    const photo = await uow.run(
      actor,
      (tx) => photosRepository(tx).insert({ ...base, position: 0, state: 'refused', refusal: reason }),
      { detail: { eventId: base.eventId, name: base.originalName, refused: reason } },
    );
    return { photo, skipped: false };
  }

  return {
    /**
     * One file for an event. `bytes` null means the file passed MAX_PHOTO_BYTES and was cut. `position`
     * places it in the album (a command ingesting a folder numbers its files); else after the last one.
     */
    async receive(
      actor: Actor | null,
      input: { eventId: number; name: string; bytes: Buffer | null; size?: number; position?: number },
    ): Promise<Received> {
      const name = cleanPhotoName(input.name);
      const { eventId } = input;
      if (!input.bytes) {
        return refuse(
          actor,
          { eventId, originalName: name, contentHash: '', size: input.size ?? 0 },
          'too_large',
        );
      }
      const bytes = input.bytes;
      const hash = createHash('sha256').update(bytes).digest('hex');
      // Taken here, where the bytes are in hand, so an order's zip never checksums originals while it streams.
      const base = {
        eventId,
        originalName: name,
        contentHash: hash,
        crc32: crc32(bytes),
        size: bytes.length,
        // The album ordered by file name reads this key off its index (decision 120).
        nameKey: fileNameSortKey(name),
      };
      const kind = sniffImage(bytes.subarray(0, 12));
      if (!kind) return refuse(actor, base, 'not_image');

      // The same file again gets the verdict it had (a corrupt file stays refused, without a new row).
      const before = await repo.refusedAgain(eventId, name, hash);
      if (before) return { photo: before, skipped: true };
      const live = await repo.liveByHash(eventId, hash);
      if (live)
        return live.originalName === name ? { photo: live, skipped: true } : refuse(actor, base, 'duplicate');

      const originalKey = photoKeys.original(eventId, hash, kind === 'jpeg' ? 'jpg' : kind);
      // The file first, the row after (DESIGN §9: no I/O inside a transaction). The key is the content's,
      // so a retry after a failure writes the same object again.
      await storage.put(originalKey, bytes);
      try {
        const photo = await uow.run(
          actor,
          async (tx) => {
            const r = photosRepository(tx);
            const position = input.position ?? (await r.nextPosition(eventId));
            const row = await r.insert({ ...base, originalKey, position, state: 'pending' });
            await jobs.send(DERIVE_QUEUE, { photoId: row.id }, tx);
            return row;
          },
          { detail: { eventId, name, photoId: null } },
        );
        return { photo, skipped: false };
      } catch (err) {
        // Sent twice at once: the other request's row holds the content (and this same original key).
        if (uniqueViolation(err)) return refuse(actor, base, 'duplicate');
        throw err;
      }
    },

    /**
     * The job: thumbnail and preview of a pending photo. A photo already ready (or refused) is left as it
     * is; a file libvips cannot decode is refused as corrupt and its original removed.
     */
    async derive(photoId: number): Promise<PhotoIngestState | null> {
      const photo = await repo.photo(photoId);
      if (photo?.state !== 'pending' || !photo.originalKey) return photo?.state ?? null;
      const file = await storage.get(photo.originalKey);
      if (!file) {
        await repo.markRefused(photo.id, 'corrupt');
        return 'refused';
      }
      const original = await readAll(file.stream, Number.POSITIVE_INFINITY);
      let made: Awaited<ReturnType<typeof makeDerivatives>>;
      try {
        made = await makeDerivatives(original!);
      } catch (err) {
        if (!(err instanceof CorruptImageError)) throw err;
        await repo.markRefused(photo.id, 'corrupt');
        if (!(await repo.originalInUse(photo.originalKey))) await storage.delete(photo.originalKey);
        return 'refused';
      }
      const thumbKey = photoKeys.thumb(photo.eventId, photo.id);
      const previewKey = photoKeys.preview(photo.eventId, photo.id);
      await Promise.all([storage.put(thumbKey, made.thumb), storage.put(previewKey, made.preview)]);
      await repo.markReady(photo.id, {
        thumbKey,
        previewKey,
        width: made.width,
        height: made.height,
        thumbWidth: made.thumbWidth,
        thumbHeight: made.thumbHeight,
        takenAt: made.takenAt,
      });
      // An event without a cover shows its first photo's preview on the home (docs/decisions/ 66).
      await repo.coverIfMissing(photo.eventId, previewKey);
      return 'ready';
    },
  };
}

export type PhotoPipeline = ReturnType<typeof photoPipeline>;
