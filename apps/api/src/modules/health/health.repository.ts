import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function healthRepository(db: Db) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    /**
     * The `when` of the newest migration drizzle's migrator recorded (its table, `drizzle.__drizzle_migrations`,
     * keeps the journal's `when` as `created_at`); undefined before the first migration ran.
     */
    async lastAppliedMigration(): Promise<number | undefined> {
      const res = await db.execute<{ last: string | number | null }>(
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      const last = (res as unknown as { rows: { last: string | number | null }[] }).rows[0]?.last;
      return last == null ? undefined : Number(last);
    },
  };
}

export type HealthRepository = ReturnType<typeof healthRepository>;
