import type { GateContract } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, students } from '../../db/schema/index';
import { accessStudentColumns } from '../../platform/access';

/**
 * The acting student as every photo path decides with (photo-access.ts): the platform's access columns
 * (flags, credits, the graduation's settings) and every contract with its parcels, in one prepared statement built on first
 * use (the album, the home's events and covers, the cart and the downloads all pass it; bench 41).
 */
export function photoAccessRepository(db: Db) {
  let statement: ReturnType<typeof subjectQuery> | undefined;
  return {
    async subject(studentId: number) {
      statement ??= subjectQuery(db);
      const [row] = await statement.execute({ studentId });
      return row;
    },
  };
}

function subjectQuery(db: Db) {
  return db
    .select({
      ...accessStudentColumns,
      // Followed by contracts_student_idx and parcels_contract_idx; paid_on as yyyy-MM-dd text, as the
      // drivers give dates.
      contracts: sql<GateContract[]>`coalesce((
        select json_agg(json_build_object(
          'cttotalprazo', c.total_term_cents,
          'parcels', coalesce((
            select json_agg(json_build_object(
              'parcvalor', p.amount_cents, 'parcdesconto', p.discount_cents,
              'parcacrescimo', p.surcharge_cents, 'parctipo', p.kind, 'parcpagoem', p.paid_on,
              'parcvisivel', case when p.visible then 1 else 0 end))
            from parcels p where p.contract_id = c.id), '[]'::json)
        ) order by c.id)
        from contracts c where c.student_id = ${students.id}), '[]'::json)`,
    })
    .from(students)
    .innerJoin(graduations, eq(graduations.id, students.graduationId))
    .where(eq(students.id, sql.placeholder('studentId')))
    .prepare('photo_access_subject');
}

export type PhotoSubjectRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof photoAccessRepository>['subject']>>
>;
