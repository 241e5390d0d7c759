import type PgBoss from 'pg-boss';

/** Every queue and its retry policy. A queue is created once (idempotent) when the schema is installed. */
export const QUEUES = {
  'mail.send': { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  // Once a day: the deadline reminders (issue 12); a failed run is tried again within the hour.
  'reminders.daily': { retryLimit: 3, retryDelay: 600, retryBackoff: false, expireInSeconds: 1800 },
  // A provider notification: confirmed with the provider (network), then applied; retried for hours.
  'payments.notification': { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
  // An album photo's thumbnail and preview (issue 10): a few quick retries, then the photo stays pending.
  'photos.derive': { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;
export type QueueName = keyof typeof QUEUES;
