import { z } from 'zod';
import type { Jobs, QueueDeclarations } from '../../platform/jobs/jobs';

/** A stage's e-mail to the student, held back so the producer can undo the stage first (decision 118). */
export const STAGE_MAIL_QUEUE = 'orders.stage-mail';

/** The orders module's queues, beside their handler (decision 112); the composition root installs them. */
export const ordersQueues = {
  // As the e-mail it queues: retried with backoff for a while, then kept as failed.
  [STAGE_MAIL_QUEUE]: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
} as const satisfies QueueDeclarations;

const stageMailJob = z.object({ change: z.number().int().positive() });

/** Registers the held-back stage e-mail: the change's id names what to send, if it still stands. */
export function handleStageMailJobs(jobs: Jobs, send: (changeId: number) => Promise<void>) {
  jobs.handle(STAGE_MAIL_QUEUE, (data) => send(stageMailJob.parse(data).change));
}
