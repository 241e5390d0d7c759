import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, courses, graduations, students } from '../../db/schema/index';

/**
 * The registration as the student's own data shows it (LGPD art. 18, decision 137): every column the
 * person gave or the producer set, with the names of the graduation, course and campus.
 */
export function studentPersonalData(db: Db) {
  return {
    async registration(studentId: number) {
      const [row] = await db
        .select({
          student: students,
          graduation: graduations.name,
          course: courses.name,
          campus: campuses.name,
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .innerJoin(courses, eq(courses.id, students.courseId))
        .leftJoin(campuses, eq(campuses.id, students.campusId))
        .where(eq(students.id, studentId));
      return row;
    },
  };
}
