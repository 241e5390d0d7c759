import type { Jobs, QueueDeclarations } from '../../platform/jobs/jobs';
import type { AuditService } from './audit.service';

/** Once a day: reads older than the producer's retention leave the audit (decision 126). */
const AUDIT_RETENTION_QUEUE = 'audit.reads.retention';

/** The admin module's queues, beside their handler (decision 112); the composition root installs them. */
export const adminQueues = {
  [AUDIT_RETENTION_QUEUE]: { retryLimit: 3, retryDelay: 600, retryBackoff: false, expireInSeconds: 3600 },
} as const satisfies QueueDeclarations;

/** Registers the retention run, every night at 3 in São Paulo (the quietest hour). */
export function handleAuditJobs(jobs: Jobs, audit: AuditService) {
  jobs.handle(AUDIT_RETENTION_QUEUE, () => audit.purgeReads().then(() => {}));
  jobs.schedule(AUDIT_RETENTION_QUEUE, '0 3 * * *');
}
