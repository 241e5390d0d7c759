import { IDEMPOTENCY_TTL_HOURS } from '@portal/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** A first call that never finished (its process died) frees its key after this long. */
const ABANDONED_SECONDS = 120;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; fingerprint: string; status: number; body: string }
  | { kind: 'running'; fingerprint: string };

/** The keys of repeated submits (decision 117): one row per user and key, kept IDEMPOTENCY_TTL_HOURS. */
export function idempotencyRepository(db: Db) {
  const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
  const where = (userId: number, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /**
     * Takes the key for a first call, or answers what holds it. The insert is the lock: of two submits at
     * once, one inserts and the other finds it running. An expired or abandoned row is taken over.
     */
    async claim(userId: number, key: string, fingerprint: string): Promise<Claim> {
      const taken = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { fingerprint, status: null, body: null, createdAt: sql`now()` },
          setWhere: or(
            lt(idempotencyKeys.createdAt, expired),
            and(
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`),
            ),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (taken.length === 1) {
        // The user's expired keys go with their next claim: the table stays as small as a day of submits.
        await db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expired)));
        return { kind: 'claimed' };
      }
      const [row] = await db
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          status: idempotencyKeys.status,
          body: idempotencyKeys.body,
        })
        .from(idempotencyKeys)
        .where(where(userId, key));
      if (!row) return this.claim(userId, key, fingerprint);
      return row.status === null
        ? { kind: 'running', fingerprint: row.fingerprint }
        : { kind: 'answered', fingerprint: row.fingerprint, status: row.status, body: row.body ?? '' };
    },

    /** Keeps the first call's answer for the repeats. */
    async answer(userId: number, key: string, status: number, body: string): Promise<void> {
      await db.update(idempotencyKeys).set({ status, body }).where(where(userId, key));
    },

    /** A refused first call keeps nothing: the corrected submit may use the same key. */
    async release(userId: number, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(where(userId, key), isNull(idempotencyKeys.status)));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
