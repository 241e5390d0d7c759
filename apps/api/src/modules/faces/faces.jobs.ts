import type { Jobs, QueueDeclarations } from '../../platform/jobs/jobs';

/** One photo read by the face engine (decision 138), after its derivatives. */
export const FACES_INDEX_QUEUE = 'faces.index';
/** A graduation's existing photos put in the index queue, a batch per job, when face search is turned on. */
export const FACES_BACKFILL_QUEUE = 'faces.backfill';

/** The faces module's queues, beside their handlers (decision 112). */
export const facesQueues = {
  // The engine holds a core per photo for about half a second: a few retries, then the photo waits for the
  // next backfill (turning the feature off and on again).
  [FACES_INDEX_QUEUE]: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  [FACES_BACKFILL_QUEUE]: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
} as const satisfies QueueDeclarations;

type Indexing = {
  indexPhoto(photoId: number): Promise<unknown>;
  backfill(graduationId: number, afterId: number): Promise<unknown>;
};

/**
 * The engine's job, one per core at once like the derivatives (the wasm backend runs one inference at a time
 * per process anyway; more would only hold more decoded photos in memory).
 */
export function handleFaceJobs(jobs: Jobs, indexing: Indexing, concurrency: number) {
  jobs.handle(
    FACES_INDEX_QUEUE,
    async (data) => {
      const photoId = Number((data as { photoId?: unknown }).photoId);
      if (Number.isInteger(photoId) && photoId > 0) await indexing.indexPhoto(photoId);
    },
    { concurrency },
  );
  jobs.handle(FACES_BACKFILL_QUEUE, async (data) => {
    const { graduationId, afterId } = data as { graduationId?: unknown; afterId?: unknown };
    const id = Number(graduationId);
    if (Number.isInteger(id) && id > 0) await indexing.backfill(id, Number(afterId) || 0);
  });
}
