import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db, SqlResult } from '../../db/client';

/** Where pg-boss keeps its tables. */
export const SCHEMA = 'pgboss';

/** pg-boss's `{ executeSql }` over one of our databases. */
function executor(database: Pick<Database, 'query'>): PgBoss.Db {
  return { executeSql: (text: string, values?: unknown[]) => database.query(text, values) };
}

/**
 * pg-boss's `{ executeSql }` inside a Drizzle transaction, so that a job is written with the rows that
 * caused it. Its `$n` placeholders become Drizzle parameters (public API on both drivers).
 */
export function transactionExecutor(tx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)), sql`${values[Number(m[1]) - 1] ?? null}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as SqlResult;
      return { rows: result.rows };
    },
  };
}

/** A pg-boss instance over our own connection, with the retention every queue shares. */
export function boss(database: Pick<Database, 'query'>, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({
    db: executor(database),
    schema: SCHEMA,
    // Completed jobs (which may carry sealed e-mails) leave the job table soon; failed ones stay a week.
    archiveCompletedAfterSeconds: 600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 7,
    ...options,
  });
}
