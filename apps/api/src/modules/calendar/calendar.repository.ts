import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deadlineReminders, graduations, students, users } from '../../db/schema/index';
import { accessStudentColumns } from '../../platform/access';

/** What a student's deadlines hang on: the graduation's dates and the student's flags. */
const subjectColumns = {
  id: students.id,
  guest: students.guest,
  restricted: students.restricted,
  committee: students.committee,
  coordinator: students.coordinator,
  graduation: graduations.name,
  FormData: graduations.ceremonyDate,
  FormLimiteEntrega: graduations.deliveryDays,
  FormLimiteComplementares: graduations.complementaryDeadline,
  FormLimiteCamisetas: graduations.shirtDeadline,
  FormLimiteAvista: graduations.cashLimitDate,
  complementar: graduations.complementaryEnabled,
};

export function calendarRepository(db: Db) {
  return {
    /** Who gets reminders: students with a portal user that proved its e-mail, of graduations still open. */
    reminderRecipients() {
      return db
        .select({ ...subjectColumns, userId: users.id, name: users.name, email: users.email })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .innerJoin(users, eq(users.studentId, students.id))
        .where(and(isNotNull(users.emailConfirmedAt), isNull(graduations.closedAt)))
        .orderBy(students.id);
    },

    /** Records a reminder; false when it was sent already (the unique index decides, not a prior read). */
    async markReminder(studentId: number, deadlineId: string, deadlineDate: string): Promise<boolean> {
      const rows = await db
        .insert(deadlineReminders)
        .values({ studentId, deadlineId, deadlineDate })
        .onConflictDoNothing()
        .returning({ id: deadlineReminders.id });
      return rows.length > 0;
    },

    /** The student's deadlines' inputs, and the version their calendar address is signed with. */
    async subject(studentId: number) {
      const [row] = await db
        .select({ ...subjectColumns, calendarVersion: students.calendarVersion })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row;
    },

    /** The acting student as GET /calendario's access loader reads them: with their address's version. */
    async linkSubject(studentId: number) {
      const [row] = await db
        .select({ ...accessStudentColumns, calendarVersion: students.calendarVersion })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row;
    },
  };
}
