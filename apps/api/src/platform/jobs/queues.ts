import type { QueueDeclarations } from './jobs';

/**
 * The one queue still declared below the modules, until the finance module declares it beside its handler
 * (decision 112). A queue is declared beside its handler (modules/photos/photos.jobs.ts) and collected in
 * the composition root's list (src/queues.ts), which installs it.
 */
export const PAYMENTS_QUEUES = {
  // A provider notification: confirmed with the provider (network), then applied; retried for hours.
  'payments.notification': { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
} as const satisfies QueueDeclarations;
