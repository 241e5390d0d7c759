import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema/index';

/**
 * A student's portal account as their own data shows it (LGPD art. 18, decision 137): the login, its
 * session version and the single-use links sent to it — purpose and dates, never the secret's hash. The
 * portal records no sign-in history, so there is none to show.
 */
export function accountPersonalData(db: Db) {
  return {
    async ofStudent(studentId: number) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          createdAt: users.createdAt,
          emailConfirmedAt: users.emailConfirmedAt,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .where(eq(users.studentId, studentId));
      if (!user) return null;
      const links = await db
        .select({
          purpose: oneTimeTokens.purpose,
          createdAt: oneTimeTokens.createdAt,
          expiresAt: oneTimeTokens.expiresAt,
          usedAt: oneTimeTokens.usedAt,
          issuedBy: oneTimeTokens.issuedBy,
        })
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.userId, user.id))
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(100);
      return { ...user, links };
    },
  };
}
