import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, students } from '../../db/schema/index';

/**
 * The acting student as the student routes decide with: their access flags, credits and the graduation
 * settings the shop, orders, uploads and home rules read, in one prepared statement built on first use
 * (every declared student route runs it once, before its handler; decision 107).
 */
export function accessRepository(db: Db) {
  let statement: ReturnType<typeof studentQuery> | undefined;
  return {
    async student(studentId: number) {
      statement ??= studentQuery(db);
      const [row] = await statement.execute({ studentId });
      return row;
    },
  };
}

/** The columns of the acting student; a richer loader (the photo-access subject) selects these too. */
export const accessStudentColumns = {
  id: students.id,
  graduationId: students.graduationId,
  guest: students.guest,
  restricted: students.restricted,
  committee: students.committee,
  coordinator: students.coordinator,
  invitationPath: students.invitationPath,
  ignoreCredits: students.ignoreCredits,
  digitalCredits: students.digitalCredits,
  printedCredits: students.printedCredits,
  shirtDeadline: graduations.shirtDeadline,
  minimumPaidPercent: graduations.minimumPaidPercent,
  downloadPrinted: graduations.downloadPrinted,
  allDigitalFree: graduations.allDigitalFree,
  complementaryEnabled: graduations.complementaryEnabled,
  complementaryDeadline: graduations.complementaryDeadline,
  ceremonyDate: graduations.ceremonyDate,
  deliveryDays: graduations.deliveryDays,
  photosChildhood: graduations.photosChildhood,
  photosTribute: graduations.photosTribute,
  photosLed: graduations.photosLed,
};

function studentQuery(db: Db) {
  return db
    .select(accessStudentColumns)
    .from(students)
    .innerJoin(graduations, eq(graduations.id, students.graduationId))
    .where(eq(students.id, sql.placeholder('studentId')))
    .prepare('access_student');
}

export type AccessStudent = NonNullable<Awaited<ReturnType<ReturnType<typeof accessRepository>['student']>>>;
