import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueueStat } from './registry';

/**
 * Per queue: jobs waiting (created, retry), the oldest one's age, and failed jobs in the job table and its
 * archive. Reads pg-boss's tables (schema `pgboss`, platform/jobs/pg-boss.ts); one statement, indexed by name.
 */
export function metricsRepository(db: Db) {
  return {
    async queueStats(): Promise<QueueStat[]> {
      const res = await db.execute(sql`
        with jobs as (
          select name, state, created_on from pgboss.job
          union all
          select name, state, created_on from pgboss.archive where state = 'failed'
        )
        select q.name as queue,
          count(j.*) filter (where j.state in ('created', 'retry'))::int as waiting,
          coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))), 0)::float8
            as oldest,
          count(j.*) filter (where j.state = 'failed')::int as failed
        from pgboss.queue q left join jobs j on j.name = q.name
        group by q.name order by q.name`);
      const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((r) => ({
        queue: String(r.queue),
        waiting: Number(r.waiting),
        oldestWaitingSeconds: Number(r.oldest),
        failed: Number(r.failed),
      }));
    },
  };
}
