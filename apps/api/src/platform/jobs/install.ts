import type { Database } from '../../db/client';
import type { QueueDeclarations } from './jobs';
import { boss } from './pg-boss';

/**
 * Creates or upgrades pg-boss's schema and `queues`. The composition root (main.ts, the test setup, the
 * commands and benches) runs it right after the migrations, with the queues it collected from the modules
 * (src/queues.ts, decision 112): the database layer knows no job queue, and this layer no module's.
 */
export async function installJobQueue(
  database: Pick<Database, 'query'>,
  queues: QueueDeclarations,
): Promise<void> {
  const b = boss(database, { migrate: true, supervise: false, schedule: false });
  await b.start();
  for (const [name, options] of Object.entries(queues)) await b.createQueue(name, { name, ...options });
  await b.stop({ graceful: false, wait: true });
}
