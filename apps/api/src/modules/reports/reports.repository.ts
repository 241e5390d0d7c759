import type { IsoDate } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, courses, graduations, parcels, students, uploads } from '../../db/schema/index';

const fullName = sql<string>`${students.firstName} || ' ' || ${students.surname}`;

/** The class reports of a graduation (spec A §2 card 10): one row per classmate, by name. */
export function reportsRepository(db: Db) {
  return {
    async subject(studentId: number) {
      const [row] = await db
        .select({
          graduationId: students.graduationId,
          graduation: graduations.name,
          guest: students.guest,
          restricted: students.restricted,
          committee: students.committee,
          coordinator: students.coordinator,
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row;
    },

    /**
     * Each classmate's contract value, what is settled (paid, visible contract and discount parcels, as the
     * media gate counts it) and whether a visible parcel is unpaid past its due date.
     */
    payments(graduationId: number, today: IsoDate) {
      return db
        .select({
          AlNome: fullName,
          curso: courses.name,
          total: sql<
            number | null
          >`(select sum(c.total_term_cents) from ${contracts} c where c.student_id = ${students.id})::float8`,
          settled: sql<number>`coalesce((
            select sum(p.amount_cents) from ${parcels} p join ${contracts} c on c.id = p.contract_id
            where c.student_id = ${students.id} and p.paid_on is not null and p.visible and p.kind in ('Contrato', 'Desconto')
          ), 0)::float8`,
          late: sql<boolean>`exists (
            select 1 from ${parcels} p join ${contracts} c on c.id = p.contract_id
            where c.student_id = ${students.id} and p.paid_on is null and p.visible
              and p.kind in ('Contrato', 'Extras') and p.due_on < ${today}
          )`,
        })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.graduationId, graduationId))
        .orderBy(asc(students.firstName), asc(students.surname), asc(students.id));
    },

    /** How many files each classmate keeps on each upload screen. */
    files(graduationId: number) {
      const count = (type: string) =>
        sql<number>`(select count(*) from ${uploads} u where u.student_id = ${students.id} and u.type = ${type})::int`;
      return db
        .select({
          AlNome: fullName,
          curso: courses.name,
          formatura: count('formatura'),
          individual: count('individual'),
          complementar: count('complementar'),
          certificado: count('certificado'),
        })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.graduationId, graduationId))
        .orderBy(asc(students.firstName), asc(students.surname), asc(students.id));
    },
  };
}
