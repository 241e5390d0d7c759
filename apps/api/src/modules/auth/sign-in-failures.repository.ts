import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema/index';

/** Failed sign-ins in the shared database (decision 141): every node counts in the same rows. */
export function signInFailuresRepository(db: Db) {
  return {
    /** The failures of each key in its current window; a key with none (or an ended window) is absent. */
    async counts(keys: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: signInFailures.key, failures: signInFailures.failures })
        .from(signInFailures)
        .where(and(inArray(signInFailures.key, keys), gt(signInFailures.windowEnds, sql`now()`)));
      return new Map(rows.map((r) => [r.key, r.failures]));
    },

    /**
     * One more failure for each key, in one statement, atomic across nodes: a window ended starts again
     * at one, for `windowMs` from now.
     */
    async fail(keys: string[], windowMs: number): Promise<void> {
      const ends = sql`now() + ${windowMs}::float8 * interval '1 millisecond'`;
      await db
        .insert(signInFailures)
        .values(keys.map((key) => ({ key, failures: 1, windowEnds: ends })))
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`case when ${signInFailures.windowEnds} <= now() then 1 else ${signInFailures.failures} + 1 end`,
            windowEnds: sql`case when ${signInFailures.windowEnds} <= now() then excluded.window_ends else ${signInFailures.windowEnds} end`,
          },
        });
    },

    async clear(key: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },

    /** Deletes the counters whose window ended. */
    async sweep(): Promise<void> {
      await db.delete(signInFailures).where(lt(signInFailures.windowEnds, sql`now()`));
    },
  };
}
