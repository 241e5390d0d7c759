import type { NormalizedAddress } from '@portal/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema/index';
import type { StudentScope } from '../auth';

export type NewStudent = typeof students.$inferInsert;

const studentsIn = (db: Db, scope: StudentScope) =>
  'studentId' in scope
    ? db.select({ id: students.id }).from(students).where(eq(students.id, scope.studentId))
    : db.select({ id: students.id }).from(students).where(eq(students.graduationId, scope.graduationId));

/**
 * The writes other modules make on a registration, each in the caller's transaction: the students module
 * alone writes the students table (decision 131). Each statement is the one its module ran before.
 */
export function studentRecordsRepository(db: Db) {
  return {
    /** A self-registration's row (spec B §2.7); a duplicate CPF or e-mail throws the unique violation. */
    async insert(values: NewStudent): Promise<number> {
      const [student] = await db.insert(students).values(values).returning({ id: students.id });
      return student!.id;
    },

    /** Writes the reviewed address on that one registration. */
    async saveAddress(studentId: number, a: NormalizedAddress): Promise<void> {
      await db
        .update(students)
        .set({
          cep: a.AlCEP,
          street: a.AlEndereco,
          number: a.AlNumero,
          complement: a.AlComp,
          district: a.AlBairro,
          city: a.AlCidade,
          uf: a.AlUF,
          addressReviewedAt: a.AlRevEndereco,
        })
        .where(eq(students.id, studentId));
    },

    /** Takes credits off, only while the student still has them: false when another checkout took them. */
    async consumeCredits(studentId: number, digital: number, printed: number): Promise<boolean> {
      if (digital === 0 && printed === 0) return true;
      const rows = await db
        .update(students)
        .set({
          digitalCredits: sql`${students.digitalCredits} - ${digital}`,
          printedCredits: sql`${students.printedCredits} - ${printed}`,
        })
        .where(
          and(
            eq(students.id, studentId),
            gte(students.digitalCredits, digital),
            gte(students.printedCredits, printed),
          ),
        )
        .returning({ id: students.id });
      return rows.length === 1;
    },

    async setShirtSize(studentId: number, size: number): Promise<void> {
      await db.update(students).set({ shirtSize: size }).where(eq(students.id, studentId));
    },

    /** A new calendar address: every older one stops working. Undefined when there is no registration. */
    async renewCalendar(studentId: number): Promise<number | undefined> {
      const [row] = await db
        .update(students)
        .set({ calendarVersion: sql`${students.calendarVersion} + 1` })
        .where(eq(students.id, studentId))
        .returning({ calendarVersion: students.calendarVersion });
      return row?.calendarVersion;
    },

    /** The calendar addresses of the scope's registrations stop working (their accounts were closed). */
    async endCalendars(scope: StudentScope): Promise<void> {
      await db
        .update(students)
        .set({ calendarVersion: sql`${students.calendarVersion} + 1` })
        .where(inArray(students.id, studentsIn(db, scope)));
    },

    /** The calendar address of the user's registration stops working with their sessions (decision 99). */
    async endCalendarOfUser(userId: number): Promise<void> {
      await db
        .update(students)
        .set({ calendarVersion: sql`${students.calendarVersion} + 1` })
        .where(
          inArray(students.id, db.select({ id: users.studentId }).from(users).where(eq(users.id, userId))),
        );
    },
  };
}
