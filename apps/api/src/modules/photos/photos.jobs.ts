import type { Jobs, QueueDeclarations } from '../../platform/jobs/jobs';
import type { PhotoPipeline } from './pipeline';

/** An album photo's thumbnail and preview (decision 65), made after the photo is received. */
export const DERIVE_QUEUE = 'photos.derive';

/** The photos module's queues, beside their handler (decision 112); the composition root installs them. */
export const photosQueues = {
  // A few quick retries, then the photo stays pending.
  [DERIVE_QUEUE]: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
} as const satisfies QueueDeclarations;

/** What follows a photo's derivatives, filled by the composition root (face indexing, decision 138). */
export type AfterDerive = (photoId: number) => Promise<void>;

/** Registers the derivative job, one per core at once (memory bounded by that number). */
export function handleDeriveJobs(
  jobs: Jobs,
  pipeline: PhotoPipeline,
  concurrency: number,
  afterDerive?: AfterDerive,
) {
  jobs.handle(
    DERIVE_QUEUE,
    async (data) => {
      const photoId = Number((data as { photoId?: unknown }).photoId);
      if (!Number.isInteger(photoId) || photoId <= 0) return;
      // A ready photo again (a re-run) is handed on again: what follows replaces, never adds (decision 138).
      if ((await pipeline.derive(photoId)) === 'ready') await afterDerive?.(photoId);
    },
    { concurrency },
  );
}
