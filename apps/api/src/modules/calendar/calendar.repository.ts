import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, students } from '../../db/schema/index';

/** What a student's deadlines hang on: the graduation's dates and the student's flags. */
export function calendarRepository(db: Db) {
  return {
    async subject(studentId: number) {
      const [row] = await db
        .select({
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
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row;
    },
  };
}
