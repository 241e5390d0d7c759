import type { Database } from './db/client';
import { adminQueues } from './modules/admin';
import { calendarQueues } from './modules/calendar';
import { facesQueues } from './modules/faces';
import { financeQueues, NOTIFICATION_CONCURRENCY } from './modules/finance';
import { ordersQueues } from './modules/orders';
import { photosQueues } from './modules/photos';
import { installJobQueue } from './platform/jobs/install';
import type { QueueDeclarations } from './platform/jobs/jobs';
import { MAIL_QUEUES } from './plugins/mail';

/**
 * Every queue of the portal, collected from where each is declared beside its handler (decision 112): the
 * composition root's list, installed by every process that sends or runs jobs.
 */
export const QUEUES: QueueDeclarations = {
  ...MAIL_QUEUES,
  ...adminQueues,
  ...calendarQueues,
  ...photosQueues,
  ...facesQueues,
  ...ordersQueues,
  ...financeQueues,
};

/** pg-boss's schema and every queue, right after the migrations (main.ts, the test setup, commands, benches). */
export const installQueues = (database: Pick<Database, 'query'>) => installJobQueue(database, QUEUES);

/** Connections the requests keep to themselves, whatever the job workers hold. */
export const REQUEST_CONNECTIONS = 10;

/**
 * A node's pool on PostgreSQL (unless DATABASE_POOL_SIZE says otherwise): the requests' own connections and
 * one for each job slot that holds one while it works (the payment notifications, and the photo derivations
 * and face indexing, one per core each). A burst of notifications never makes the students' calls wait.
 */
export const poolSizeFor = (photoWorkers: number) =>
  REQUEST_CONNECTIONS + NOTIFICATION_CONCURRENCY + 2 * photoWorkers;
