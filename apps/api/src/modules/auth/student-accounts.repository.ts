import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
     * Closes the scope's open accounts and ends their sessions; answers the ids. An account closed for
     * another reason is left as it is, so no unarchive ever opens it. The calendar addresses end in the
     * students module, which owns that table (decision 131): its `closeStudentAccounts` calls this.
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

    /** A confirmed portal user with this e-mail and no registration is linked to it (DESIGN §3). */
    async linkConfirmed(studentId: number, email: string): Promise<void> {
      await db
        .update(users)
        .set({ studentId })
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.role, 'student'),
            isNull(users.studentId),
            // Only a user who proved the e-mail: a sign-up with someone's address links nothing.
            isNotNull(users.emailConfirmedAt),
          ),
        );
    },

    /** Links every confirmed portal user whose e-mail matches a registration of the graduation without one. */
    async linkConfirmedOf(graduationId: number): Promise<void> {
      await db.execute(sql`
        update ${users} u set student_id = s.id
        from ${students} s
        where s.graduation_id = ${graduationId}
          and lower(u.email) = lower(s.email)
          and u.role = 'student' and u.student_id is null and u.email_confirmed_at is not null
          and not exists (select 1 from ${users} o where o.student_id = s.id)`);
    },

    /** Deletes the student's portal user (its links go with it); answers its id, if there was one. */
    async remove(studentId: number): Promise<number | undefined> {
      const [row] = await db.delete(users).where(eq(users.studentId, studentId)).returning({ id: users.id });
      return row?.id;
    },
  };
}
