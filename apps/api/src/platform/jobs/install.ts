import type { Database } from '../../db/client';
import { boss } from './pg-boss';
import { QUEUES } from './queues';

/**
 * Creates or upgrades pg-boss's schema and our queues. The composition root (main.ts, the test setup, the
 * commands and benches) runs it right after the migrations: the database layer knows no job queue.
 */
export async function installJobQueue(database: Pick<Database, 'query'>): Promise<void> {
  const b = boss(database, { migrate: true, supervise: false, schedule: false });
  await b.start();
  for (const [name, options] of Object.entries(QUEUES)) await b.createQueue(name, { name, ...options });
  await b.stop({ graceful: false, wait: true });
}
