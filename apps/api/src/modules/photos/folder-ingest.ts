import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { Jobs } from '../../platform/jobs/jobs';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { type AfterDerive, handleDeriveJobs } from './photos.jobs';
import { photosRepository } from './photos.repository';
import { photoPipeline } from './pipeline';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  storage: Storage;
  jobs: Jobs;
  workers: number;
  /** As the server's (decision 138): a derived photo goes on to face indexing when its class has it on. */
  afterDerive?: AfterDerive;
};

/**
 * What a folder import on the server (cli/photos-ingest.ts, decision 65) needs of this module: the event, the
 * same pipeline and derivative job as the back-office, and the photos' states for its progress and summary.
 */
export function folderIngest({ db, uow, storage, jobs, workers, afterDerive }: Deps) {
  const repo = photosRepository(db);
  const pipeline = photoPipeline({ db, uow, storage, jobs });
  handleDeriveJobs(jobs, pipeline, workers, afterDerive);
  return {
    event: (eventId: number) => repo.event(eventId),
    /** Where the next file goes: after what the event already holds. */
    nextPosition: (eventId: number) => repo.nextPosition(eventId),
    receive: pipeline.receive,
    /** The states of `ids`, for the progress bar. */
    statesOf: (ids: number[]) => repo.statesOf(ids),
    /** The photos `ids` with their refusals, for the summary. */
    byIds: (ids: number[]) => repo.byIds(ids),
  };
}
