import { eq, sql } from 'drizzle-orm';
import type { Db, SqlResult } from '../../db/client';
import { setupTokens } from '../../db/schema/index';

/** A restart this long after the last link issues a fresh one; sooner, another node has just issued it. */
export const SETUP_REISSUE_AFTER_S = 30;

const activeAdmin = sql`exists (select 1 from users where role = 'admin' and disabled_at is null)`;

/** The first administrator's setup link (decision 114): the `setup_tokens` row, one at most. */
export function setupRepository(db: Db) {
  return {
    /**
     * Stores a new link's hash while no administrator exists, in one statement: the row's lock decides
     * between two nodes starting at once. A link issued less than SETUP_REISSUE_AFTER_S ago and still
     * unused is kept (the other node printed it); an older, used or expired one is replaced, so a restart
     * prints a fresh link. Answers whether this call's hash was stored.
     */
    async issue(tokenHash: string, expiresAt: Date): Promise<boolean> {
      const result = (await db.execute(sql`
        insert into setup_tokens (id, token_hash, issued_at, expires_at)
        select 1, ${tokenHash}, now(), ${expiresAt.toISOString()}::timestamptz
        where not ${activeAdmin}
        on conflict (id) do update
          set token_hash = excluded.token_hash, issued_at = excluded.issued_at,
              expires_at = excluded.expires_at, used_at = null
          where setup_tokens.used_at is not null
             or setup_tokens.expires_at <= now()
             or setup_tokens.issued_at < now() - make_interval(secs => ${SETUP_REISSUE_AFTER_S})
        returning id`)) as unknown as SqlResult;
      return result.rows.length > 0;
    },

    /** Whether `tokenHash` is the live link: unused, unexpired, and still no administrator. */
    async isLive(tokenHash: string): Promise<boolean> {
      const result = (await db.execute(sql`
        select 1 from setup_tokens
        where token_hash = ${tokenHash} and used_at is null and expires_at > now() and not ${activeAdmin}`)) as unknown as SqlResult;
      return result.rows.length > 0;
    },

    /**
     * Marks the link used if it is live, in one statement that takes the row's lock: two uses at once
     * cannot both win. Run in the transaction that creates the administrator.
     */
    async consume(tokenHash: string): Promise<boolean> {
      const result = (await db.execute(sql`
        update setup_tokens set used_at = now()
        where id = 1 and token_hash = ${tokenHash} and used_at is null and expires_at > now()
          and not ${activeAdmin}
        returning id`)) as unknown as SqlResult;
      return result.rows.length > 0;
    },

    /** The link dies once an administrator exists by another path (the command line). */
    async discard(): Promise<void> {
      await db.delete(setupTokens).where(eq(setupTokens.id, 1));
    },

    /** When the live link was issued, if one is (for the start log of a node that did not issue it). */
    async liveIssuedAt(): Promise<Date | undefined> {
      const [row] = await db
        .select({
          issuedAt: setupTokens.issuedAt,
          usedAt: setupTokens.usedAt,
          expiresAt: setupTokens.expiresAt,
        })
        .from(setupTokens);
      return row && row.usedAt === null && row.expiresAt > new Date() ? row.issuedAt : undefined;
    },
  };
}
