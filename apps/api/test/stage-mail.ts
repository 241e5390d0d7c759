import { sql } from 'drizzle-orm';
import { orderStageChanges } from '../src/db/schema/index';
import type { TestContext } from './helpers';

/**
 * As the minutes of the undo window passing (decision 118): every held-back stage e-mail becomes due, then
 * the queue runs as the workers would.
 */
export async function mailWindowPasses(t: TestContext): Promise<void> {
  await t.db
    .update(orderStageChanges)
    .set({ mailAt: sql`now() - interval '1 second'` })
    .where(sql`${orderStageChanges.state} = 'pending'`);
  await t.database.query(
    `update pgboss.job set start_after = now() - interval '1 second' where name = 'orders.stage-mail' and state = 'created'`,
  );
  await t.drainJobs();
}
