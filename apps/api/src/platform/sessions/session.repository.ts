import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The one read each request's session check makes; the auth module writes what it reads. */
export function sessionRepository(db: Db) {
  return {
    /** What each request checks its token against (plugins/auth.ts). */
    async sessionState(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          studentId: users.studentId,
          emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
