import type { IsoDate } from '@portal/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
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

type DashboardRow = {
  AlNome: string;
  curso: string;
  guest: boolean;
  total: number | null;
  settled: number;
  due: number;
  late: boolean;
  formatura: number;
  individual: number;
  complementar: number;
  certificado: number;
};

/**
 * One row per classmate for the class dashboard: the payment figures of `payments`, what of their
 * contract was due by today, whether they are a guest, and their files on each screen a classmate fills.
 * Decision 145: the classmates are read in the order of students_graduation_name_idx (which carries guest
 * and course_id), so no pt_br sort runs, and each one's sums are taken beside them on the covering
 * contracts_student_idx, parcels_contract_idx and uploads_student_type_idx: index-only reads of the class's
 * rows, no hash of every contract. The same sums as contractTotal, settled, lateSince and filesOn, exact.
 */
function dashboardQuery(graduationId: number, today: IsoDate): SQL {
  return sql`
      select s.first_name || ' ' || s.surname as "AlNome", co.name as curso, s.guest,
        pd.total, coalesce(pd.settled, 0)::float8 as settled, coalesce(pd.due, 0)::float8 as due,
        coalesce(pd.late, false) as late,
        coalesce(f.formatura, 0) as formatura, coalesce(f.individual, 0) as individual,
        coalesce(f.complementar, 0) as complementar, coalesce(f.certificado, 0) as certificado
      from ${students} s
      join ${courses} co on co.id = s.course_id
      left join lateral (
        select sum(c.total_term_cents)::float8 as total, sum(pc.settled)::float8 as settled,
          sum(pc.due)::float8 as due, bool_or(pc.late) as late
        from ${contracts} c
        cross join lateral (
          select
            coalesce(sum(p.amount_cents) filter (
              where p.paid_on is not null and p.kind in ('Contrato', 'Desconto')), 0) as settled,
            coalesce(sum(p.amount_cents) filter (
              where p.kind in ('Contrato', 'Desconto') and p.due_on <= ${today}), 0) as due,
            bool_or(p.paid_on is null and p.kind in ('Contrato', 'Extras') and p.due_on < ${today}) as late
          from ${parcels} p where p.contract_id = c.id and p.visible
        ) pc
        where c.student_id = s.id
      ) pd on true
      left join lateral (
        select
          (count(*) filter (where u.type = 'formatura'))::int as formatura,
          (count(*) filter (where u.type = 'individual'))::int as individual,
          (count(*) filter (where u.type = 'complementar'))::int as complementar,
          (count(*) filter (where u.type = 'certificado'))::int as certificado
        from ${uploads} u where u.student_id = s.id
      ) f on true
      where s.graduation_id = ${graduationId}
      order by s.first_name collate "pt_br", s.surname collate "pt_br", s.id`;
}

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

    /** The dashboard's statement, for its plan test (decision 145). */
    dashboardQuery,

    /** One row per classmate for the class dashboard (dashboardQuery). */
    async dashboard(graduationId: number, today: IsoDate) {
      const r = await db.execute(dashboardQuery(graduationId, today));
      return (r as unknown as { rows: DashboardRow[] }).rows.map((x) => ({
        ...x,
        total: x.total === null ? null : Number(x.total),
        settled: Number(x.settled),
        due: Number(x.due),
        formatura: Number(x.formatura),
        individual: Number(x.individual),
        complementar: Number(x.complementar),
        certificado: Number(x.certificado),
      }));
    },
  };
}
