import type { QueueDeclarations } from '../../platform/jobs/jobs';
import { NOTIFICATION_QUEUE } from './payments/notifications.service';

/** The finance module's queues, beside their handler (decision 112); the composition root installs them. */
export const financeQueues = {
  // A provider notification: confirmed with the provider (network), then applied; retried for hours.
  [NOTIFICATION_QUEUE]: { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
} as const satisfies QueueDeclarations;
