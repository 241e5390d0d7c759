import {
  FACE_MATCH_THRESHOLD_DEFAULT,
  FACE_MATCH_THRESHOLD_MAX,
  FACE_MATCH_THRESHOLD_MIN,
  type FaceSearchSettings,
  type FaceSearchSettingsAnswer,
  type FaceSearchSettingsBody,
  faceSettingsMessages,
  globalMessages,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { graduationFaceSearch } from '../graduations';
import type { DetectedFace } from './engine';
import { FACES_BACKFILL_QUEUE, FACES_INDEX_QUEUE } from './faces.jobs';
import { facesRepository } from './faces.repository';

/** Photos put in the index queue per backfill job (one transaction of sends each). */
export const BACKFILL_BATCH = 200;

/**
 * What else must go when a graduation's face search is turned off, in the same transaction: the search's
 * stored selfie descriptors (decision 139) plug in here through faces.module.ts.
 */
export type FacesOffHook = (tx: Db, graduationId: number) => Promise<void>;

type Deps = {
  db: Db;
  uow: UnitOfWork;
  storage: Storage;
  jobs: Pick<Jobs, 'send'>;
  detect: (image: Buffer) => Promise<DetectedFace[]>;
  whenOff?: FacesOffHook[];
};

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Face indexing and the producer's switch (decision 138). A photo is read after its derivatives when its
 * graduation has face search on; its faces are replaced whole, so a second run never duplicates them.
 * Turning the feature off deletes every descriptor of the graduation in the same transaction.
 */
export function facesService({ db, uow, storage, jobs, detect, whenOff = [] }: Deps) {
  const repo = facesRepository(db);

  async function view(graduationId: number): Promise<FaceSearchSettings> {
    const settings = await repo.settings(graduationId);
    if (!settings) throw new AppError('NOT_FOUND', globalMessages.notFound);
    const progress = await repo.progress(graduationId);
    return {
      ativa: settings.enabled,
      limite: Math.round(settings.threshold * 100) / 100,
      limiteMinimo: FACE_MATCH_THRESHOLD_MIN,
      limiteMaximo: FACE_MATCH_THRESHOLD_MAX,
      limitePadrao: FACE_MATCH_THRESHOLD_DEFAULT,
      rostos: progress.faces,
      fotosLidas: progress.scanned,
      fotosPendentes: settings.enabled ? progress.pending : 0,
    };
  }

  return {
    /** The job: detect, then replace the photo's faces; nothing when the photo or the feature is gone. */
    async indexPhoto(photoId: number): Promise<number | null> {
      const photo = await repo.photoToIndex(photoId);
      if (!photo?.enabled || photo.state !== 'ready' || !photo.originalKey) return null;
      const file = await storage.get(photo.originalKey);
      if (!file) return null;
      const faces = await detect(await readAll(file.stream));
      // The model ran outside the transaction (DESIGN §9); the write checks again that it is still wanted.
      return db.transaction(async (tx) => {
        const r = facesRepository(tx);
        const still = await r.stillIndexable(photoId);
        if (!still) return null;
        await r.replacePhotoFaces({ photoId, ...still }, faces);
        return faces.length;
      });
    },

    /** A batch of the graduation's unread photos into the index queue, then the next batch's job. */
    async backfill(graduationId: number, afterId: number) {
      await db.transaction(async (tx) => {
        const r = facesRepository(tx);
        const settings = await r.settings(graduationId);
        if (!settings?.enabled) return;
        const ids = await r.unscannedPhotos(graduationId, afterId, BACKFILL_BATCH);
        for (const photoId of ids) await jobs.send(FACES_INDEX_QUEUE, { photoId }, tx);
        if (ids.length === BACKFILL_BATCH)
          await jobs.send(FACES_BACKFILL_QUEUE, { graduationId, afterId: ids.at(-1) }, tx);
      });
    },

    view: (_actor: Actor, graduationId: number) => view(graduationId),

    /**
     * The producer's switch and threshold. On (from off): the graduation's photos are queued in batches.
     * Off: its descriptors are deleted at once, with what the search keeps (LGPD art. 11, decision 138).
     */
    async save(
      actor: Actor,
      graduationId: number,
      body: FaceSearchSettingsBody,
    ): Promise<FaceSearchSettingsAnswer> {
      if (actor.acting) throw new AppError('FORBIDDEN', faceSettingsMessages.actingRefused);
      const detail: Record<string, unknown> = { after: body };
      const change = await uow.run(
        actor,
        async (tx) => {
          const r = facesRepository(tx);
          const switchRow = graduationFaceSearch(tx);
          const before = await switchRow.lock(graduationId);
          if (!before) throw new AppError('NOT_FOUND', globalMessages.notFound);
          detail.before = { ativa: before.enabled, limite: before.threshold };
          await switchRow.save(graduationId, body.ativa, body.limite);
          if (before.enabled && !body.ativa) {
            detail.deletedFaces = await r.deleteOfGraduation(graduationId);
            for (const hook of whenOff) await hook(tx, graduationId);
            return 'off' as const;
          }
          if (!before.enabled && body.ativa) {
            await jobs.send(FACES_BACKFILL_QUEUE, { graduationId, afterId: 0 }, tx);
            return 'on' as const;
          }
          return 'same' as const;
        },
        { studentId: null, graduationId, detail },
      );
      const message =
        change === 'off'
          ? faceSettingsMessages.turnedOff
          : change === 'on'
            ? faceSettingsMessages.turnedOn
            : faceSettingsMessages.saved;
      return { ...(await view(graduationId)), message };
    },
  };
}

export type FacesService = ReturnType<typeof facesService>;
