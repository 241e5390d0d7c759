import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { campuses, courses, graduations, institutions, students, users } from '../../db/schema/index';

export type NewRegistration = typeof students.$inferInsert;
export type RegisterOutcome = { status: 'created'; studentId: number } | { status: 'full' | 'match' };

/** The unique indexes that say "this person is already registered in this graduation" (spec B §2.7 /match). */
const IDENTITY_INDEXES: ReadonlySet<string> = new Set([
  'students_graduation_cpf_idx',
  'students_graduation_email_idx',
]);

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

    /**
     * Takes a vacancy and records the registration in one transaction. The vacancy is one conditional
     * UPDATE (never read-then-write: PGlite ignores FOR UPDATE, DESIGN §9), so concurrent submissions
     * cannot exceed the limit; a duplicate CPF or e-mail rolls the vacancy back and answers 'match'. A
     * portal user who signed up first with this e-mail, proved it and has no registration yet is linked to it.
     */
    async register(values: NewRegistration): Promise<RegisterOutcome> {
      try {
        return await db.transaction(async (tx): Promise<RegisterOutcome> => {
          const [seat] = await tx
            .update(graduations)
            .set({ registeredCount: sql`${graduations.registeredCount} + 1` })
            .where(
              and(
                eq(graduations.id, values.graduationId),
                or(
                  eq(graduations.vacancyLimit, 0),
                  lt(graduations.registeredCount, graduations.vacancyLimit),
                ),
              ),
            )
            .returning({ id: graduations.id });
          if (!seat) return { status: 'full' };
          const [student] = await tx.insert(students).values(values).returning({ id: students.id });
          const studentId = student!.id;
          await tx
            .update(users)
            .set({ studentId })
            .where(
              and(
                sql`lower(${users.email}) = ${values.email.toLowerCase()}`,
                eq(users.role, 'student'),
                isNull(users.studentId),
                // Only a user who proved the e-mail: a sign-up with someone's address links nothing.
                isNotNull(users.emailConfirmedAt),
              ),
            );
          return { status: 'created', studentId };
        });
      } catch (err) {
        if (IDENTITY_INDEXES.has(uniqueViolation(err) ?? '')) return { status: 'match' };
        throw err;
      }
    },
  };
}

export type RegistrationRepository = ReturnType<typeof registrationRepository>;
export type RegistrationLink = NonNullable<Awaited<ReturnType<RegistrationRepository['findLink']>>>;
