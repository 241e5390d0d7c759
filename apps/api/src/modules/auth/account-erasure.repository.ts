import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema/index';

/** The user's side of an approved account deletion (decision 140): auth owns users and tokens. */
export function accountErasureRepository(db: Db) {
  return {
    async passwordHash(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.passwordHash;
    },

    /**
     * Anonymises the account and ends every session (session_version), its links with it. It stays as a
     * row, closed like a removed administrator's (decision 115), so the audit and the consent log it signs
     * keep their author; `closed_by_archive` false, so no unarchive reopens it.
     */
    async erase(
      userId: number,
      values: { name: string; email: string; passwordHash: string },
    ): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          ...values,
          disabledAt: new Date(),
          closedByArchive: false,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
      return true;
    },
  };
}
