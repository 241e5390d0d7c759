import type { ClassTally, IsoDate } from '@portal/domain';
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

type MissingClassmate = { AlNome: string; curso: string };

/**
 * The class dashboard's statement (decision 151): the class's kept tallies (migration 0040: a few dozen rows,
 * summed over their shards) and, for each of `screens`, the classmates who have not sent a file to it, in
 * pt_br name order from students_graduation_name_idx, `limit` of them (all when null) from `offset`. The
 * names stop at the page: no pass over every classmate's parcels or files.
 */
function dashboardQuery(
  graduationId: number,
  screens: readonly string[],
  { offset = 0, limit }: { offset?: number; limit: number | null },
): SQL {
  return sql`
      select
        (select coalesce(json_agg(json_build_object('figure', t.figure, 'day', t.day, 'n', t.n)), '[]'::json)
          from (
            select figure, day::text as day, sum(n)::float8 as n from class_dashboard_tallies
            where graduation_id = ${graduationId} group by figure, day
          ) t) as tallies,
        (select coalesce(json_object_agg(x.tipo, m.names), '{}'::json)
          from unnest(${`{${screens.join(',')}}`}::text[]) as x(tipo)
          cross join lateral (
            select coalesce(json_agg(json_build_object('AlNome', n."AlNome", 'curso', n.curso)), '[]'::json) as names
            from (
              select s.first_name || ' ' || s.surname as "AlNome", co.name as curso
              from ${students} s
              join ${courses} co on co.id = s.course_id
              where s.graduation_id = ${graduationId} and not s.guest
                -- A probe of uploads_student_type_idx per classmate walked (offset 0 keeps it one): a hashed
                -- anti join would read every file of the screen and sort the class by name again.
                and not exists (
                  select 1 from ${uploads} u where u.student_id = s.id and u.type = x.tipo offset 0
                )
              order by s.first_name collate "pt_br", s.surname collate "pt_br", s.id
              offset ${offset} limit ${limit}
            ) n
          ) m) as missing`;
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

    /** The dashboard's statement, for its plan test (decision 151). */
    dashboardQuery,

    /** The class's kept tallies and, per screen, who has not sent a file to it (dashboardQuery). */
    async dashboard(
      graduationId: number,
      screens: readonly string[],
      page: { offset?: number; limit: number | null },
    ): Promise<{ tallies: ClassTally[]; missing: Record<string, MissingClassmate[]> }> {
      const r = await db.execute(dashboardQuery(graduationId, screens, page));
      const [row] = (
        r as unknown as { rows: { tallies: ClassTally[]; missing: Record<string, MissingClassmate[]> }[] }
      ).rows;
      return { tallies: row?.tallies ?? [], missing: row?.missing ?? {} };
    },
  };
}
