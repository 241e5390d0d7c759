import type { IsoDate } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ptBr } from '../../db/collation';
import { contracts, courses, graduations, parcels, students, uploads } from '../../db/schema/index';
import { accessStudentColumns } from '../../platform/access';

const fullName = sql<string>`${students.firstName} || ' ' || ${students.surname}`;

/** The classmate's contract value (null without a contract). */
const contractTotal = sql<
  number | null
>`(select sum(c.total_term_cents) from ${contracts} c where c.student_id = ${students.id})::float8`;

/** What is settled: paid, visible contract and discount parcels, as the media gate counts it. */
const settled = sql<number>`coalesce((
  select sum(p.amount_cents) from ${parcels} p join ${contracts} c on c.id = p.contract_id
  where c.student_id = ${students.id} and p.paid_on is not null and p.visible and p.kind in ('Contrato', 'Desconto')
), 0)::float8`;

/** Whether a visible parcel is unpaid past its due date. */
const lateSince = (today: IsoDate) => sql<boolean>`exists (
  select 1 from ${parcels} p join ${contracts} c on c.id = p.contract_id
  where c.student_id = ${students.id} and p.paid_on is null and p.visible
    and p.kind in ('Contrato', 'Extras') and p.due_on < ${today}
)`;

/** How many files the classmate keeps on upload screen `type`. */
const filesOn = (type: string) =>
  sql<number>`(select count(*) from ${uploads} u where u.student_id = ${students.id} and u.type = ${type})::int`;

/** The class reports of a graduation (spec A §2 card 10): one row per classmate, by name. */
export function reportsRepository(db: Db) {
  return {
    async subject(studentId: number) {
      const [row] = await db
        .select({ ...accessStudentColumns, graduation: graduations.name })
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
          total: contractTotal,
          settled,
          late: lateSince(today),
        })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.graduationId, graduationId))
        .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id));
    },

    /** How many files each classmate keeps on each upload screen. */
    files(graduationId: number) {
      return db
        .select({
          AlNome: fullName,
          curso: courses.name,
          formatura: filesOn('formatura'),
          individual: filesOn('individual'),
          complementar: filesOn('complementar'),
          certificado: filesOn('certificado'),
        })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.graduationId, graduationId))
        .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id));
    },

    /** The graduation's name and the fields its upload deadlines hang on (spec A §9). */
    async graduation(graduationId: number) {
      const [row] = await db
        .select({
          graduation: graduations.name,
          FormData: graduations.ceremonyDate,
          FormLimiteEntrega: graduations.deliveryDays,
          FormLimiteComplementares: graduations.complementaryDeadline,
          complementaryEnabled: graduations.complementaryEnabled,
        })
        .from(graduations)
        .where(eq(graduations.id, graduationId));
      return row;
    },

    /**
     * One row per classmate for the class dashboard: the payment figures of `payments`, what of their
     * contract was due by today, whether they are a guest, and their files on each screen a classmate fills.
     */
    dashboard(graduationId: number, today: IsoDate) {
      return db
        .select({
          AlNome: fullName,
          curso: courses.name,
          guest: students.guest,
          total: contractTotal,
          settled,
          due: sql<number>`coalesce((
            select sum(p.amount_cents) from ${parcels} p join ${contracts} c on c.id = p.contract_id
            where c.student_id = ${students.id} and p.visible and p.kind in ('Contrato', 'Desconto') and p.due_on <= ${today}
          ), 0)::float8`,
          late: lateSince(today),
          formatura: filesOn('formatura'),
          individual: filesOn('individual'),
          complementar: filesOn('complementar'),
          certificado: filesOn('certificado'),
        })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.graduationId, graduationId))
        .orderBy(asc(ptBr(students.firstName)), asc(ptBr(students.surname)), asc(students.id));
    },
  };
}
