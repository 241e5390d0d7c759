import type { Database } from './db/client';
import { adminQueues } from './modules/admin';
import { calendarQueues } from './modules/calendar';
import { facesQueues } from './modules/faces';
import { financeQueues } from './modules/finance';
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
