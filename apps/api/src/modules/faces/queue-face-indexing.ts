import type { Db } from '../../db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { FACES_INDEX_QUEUE } from './faces.jobs';
import { facesRepository } from './faces.repository';

/**
 * The photos module's port after a photo's derivatives (decision 138), filled by the composition root: the
 * photo goes to the face engine's queue when its graduation has face search on, and nowhere otherwise.
 */
export const queueFaceIndexing =
  (db: Db, jobs: Pick<Jobs, 'send'>) =>
  async (photoId: number): Promise<void> => {
    const photo = await facesRepository(db).photoToIndex(photoId);
    if (photo?.enabled && photo.state === 'ready') await jobs.send(FACES_INDEX_QUEUE, { photoId });
  };
