import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, oneTimeTokens, students, users } from '../../db/schema/index';

/** One student, or every student of a graduation. */
export type StudentScope = { studentId: number } | { graduationId: number };

const studentsIn = (db: Db, scope: StudentScope) =>
  'studentId' in scope
    ? db.select({ id: students.id }).from(students).where(eq(students.id, scope.studentId))
    : db.select({ id: students.id }).from(students).where(eq(students.graduationId, scope.graduationId));

/** The student users' side of an archive or a delete (decision 124): auth owns users and tokens. */
export function studentAccountsRepository(db: Db) {
  return {
    /**
     * Closes the scope's open accounts and ends their sessions and calendar addresses; answers the ids. An
     * account closed for another reason is left as it is, so no unarchive ever opens it.
     */
    async close(scope: StudentScope): Promise<number[]> {
      const rows = await db
        .update(users)
        .set({
          disabledAt: new Date(),
          closedByArchive: true,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(and(inArray(users.studentId, studentsIn(db, scope)), isNull(users.disabledAt)))
        .returning({ id: users.id });
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return ids;
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(inArray(oneTimeTokens.userId, ids), isNull(oneTimeTokens.usedAt)));
      await db
        .update(students)
        .set({ calendarVersion: sql`${students.calendarVersion} + 1` })
        .where(inArray(students.id, studentsIn(db, scope)));
      return ids;
    },

    /**
     * Opens again the scope's accounts that an archive closed, once neither their registration nor its
     * graduation is archived.
     */
    async reopen(scope: StudentScope): Promise<number[]> {
      const open = db
        .select({ id: students.id })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(
          and(
            inArray(students.id, studentsIn(db, scope)),
            isNull(students.archivedAt),
            isNull(graduations.archivedAt),
          ),
        );
      const rows = await db
        .update(users)
        .set({ disabledAt: null, closedByArchive: false })
        .where(and(inArray(users.studentId, open), eq(users.closedByArchive, true)))
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    },

    /** Deletes the student's portal user (its links go with it); answers its id, if there was one. */
    async remove(studentId: number): Promise<number | undefined> {
      const [row] = await db.delete(users).where(eq(users.studentId, studentId)).returning({ id: users.id });
      return row?.id;
    },
  };
}
