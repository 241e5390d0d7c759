import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, courses, graduations, institutions, students } from '../../db/schema/index';

export function registrationRepository(db: Db) {
  return {
    /** The graduation behind a self-registration key, with its courses and its institution's polos. */
    async findLink(key: string) {
      const [graduation] = await db
        .select({
          id: graduations.id,
          institutionId: graduations.institutionId,
          institution: institutions.name,
          vacancyLimit: graduations.vacancyLimit,
          ceremonyDate: graduations.ceremonyDate,
          ceremonyTime: graduations.ceremonyTime,
        })
        .from(graduations)
        .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
        .where(
          and(
            eq(graduations.registrationKey, key),
            // A link the producer closed, or of a closed graduation, answers as an unknown one (/nohash).
            eq(graduations.registrationOpen, true),
            isNull(graduations.closedAt),
          ),
        );
      if (!graduation) return undefined;
      const [courseRows, campusRows] = await Promise.all([
        db
          .select({ id: courses.id, name: courses.name })
          .from(courses)
          // Archived courses and polos are not offered (decision 124).
          .where(and(eq(courses.graduationId, graduation.id), isNull(courses.archivedAt)))
          .orderBy(asc(courses.name), asc(courses.id)),
        db
          .select({ id: campuses.id, name: campuses.name })
          .from(campuses)
          .where(and(eq(campuses.institutionId, graduation.institutionId), isNull(campuses.archivedAt)))
          .orderBy(asc(campuses.name), asc(campuses.id)),
      ]);
      return { ...graduation, courses: courseRows, campuses: campusRows };
    },

    /** The counter the vacancy limit is checked against; undefined for an unknown graduation. */
    async registeredCount(graduationId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ count: graduations.registeredCount })
        .from(graduations)
        .where(eq(graduations.id, graduationId));
      return row?.count;
    },

    /** True when the graduation already holds a registration with this CPF or e-mail. */
    async hasRegistration(graduationId: number, cpf: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .where(
          and(
            eq(students.graduationId, graduationId),
            or(eq(students.cpf, cpf), sql`lower(${students.email}) = ${email.toLowerCase()}`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type RegistrationRepository = ReturnType<typeof registrationRepository>;
export type RegistrationLink = NonNullable<Awaited<ReturnType<RegistrationRepository['findLink']>>>;
