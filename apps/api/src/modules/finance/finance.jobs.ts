import type { QueueDeclarations } from '../../platform/jobs/jobs';
import { NOTIFICATION_QUEUE } from './payments/notifications.service';

/** Once a day: the finance lists' version rows of backends gone are folded into one (decision 159). */
export const LIST_VERSIONS_FOLD_QUEUE = 'finance.list-versions.fold';

/** The finance module's queues, beside their handler (decision 112); the composition root installs them. */
export const financeQueues = {
  // A provider notification: confirmed with the provider (network), then applied; retried for hours.
  [NOTIFICATION_QUEUE]: { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  [LIST_VERSIONS_FOLD_QUEUE]: { retryLimit: 3, retryDelay: 600, retryBackoff: false, expireInSeconds: 600 },
} as const satisfies QueueDeclarations;
