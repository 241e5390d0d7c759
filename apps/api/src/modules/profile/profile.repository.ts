import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, courses, graduations, institutions, students } from '../../db/schema/index';
import { accessStudentColumns } from '../../platform/access';

export function profileRepository(db: Db) {
  // Prepared once: every screen of the portal loads the registration (bench: GET /api/perfil/cadastro).
  // It is also the route's access loader (decision 112): the platform's columns beside the registration,
  // so the call stays one statement.
  const registration = db
    .select({
      ...accessStudentColumns,
      student: students,
      graduation: graduations,
      institution: institutions.name,
      course: courses.name,
      // AlConta (spec A §3): the student's first contract, null without one, so the home knows the event
      // gate's answer for a student without a contract without asking (decision 142). contracts_student_idx.
      contractId: sql<
        number | null
      >`(select min(${contracts.id}) from ${contracts} where ${contracts.studentId} = ${students.id})`,
    })
    .from(students)
    .innerJoin(graduations, eq(graduations.id, students.graduationId))
    .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .where(eq(students.id, sql.placeholder('studentId')))
    .prepare('profile_registration');

  return {
    async findRegistration(studentId: number) {
      const [row] = await registration.execute({ studentId });
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
export type RegistrationRow = NonNullable<Awaited<ReturnType<ProfileRepository['findRegistration']>>>;
