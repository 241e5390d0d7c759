import {
  type ClassTally,
  classFiguresFromTallies,
  committeePaymentFigures,
  type IsoDate,
  producerClassSums,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

type Db = Database['db'];

/** The class dashboard's figures as the database keeps them (decision 151: migration 0040's tallies). */
export async function keptFigures(db: Db, graduationId: number, today: IsoDate) {
  const r = (await db.execute(sql`select figure, day::text as day, sum(n)::float8 as n
    from class_dashboard_tallies where graduation_id = ${graduationId} group by figure, day`)) as unknown as {
    rows: ClassTally[];
  };
  const f = classFiguresFromTallies(
    r.rows.map((t) => ({ ...t, n: Number(t.n) })),
    today,
  );
  const enviaram = Object.fromEntries(Object.entries(f.enviaram).filter(([, n]) => n !== 0));
  return { ...f, enviaram };
}

/**
 * The same figures counted afresh over every classmate's rows, with decision 145's per-classmate definitions
 * (the dashboard's statement before decision 151): what the kept tallies must always equal.
 */
export async function freshFigures(db: Db, graduationId: number, today: IsoDate) {
  const r = (await db.execute(sql`
    select s.guest, k.total::float8 as total,
      coalesce((select sum(p.amount_cents) from parcels p join contracts c on c.id = p.contract_id
        where c.student_id = s.id and p.paid_on is not null and p.visible and p.kind in ('Contrato', 'Desconto')), 0)::float8 as settled,
      coalesce((select sum(p.amount_cents) from parcels p join contracts c on c.id = p.contract_id
        where c.student_id = s.id and p.visible and p.kind in ('Contrato', 'Desconto') and p.due_on <= ${today}), 0)::float8 as due,
      exists (select 1 from parcels p join contracts c on c.id = p.contract_id
        where c.student_id = s.id and p.paid_on is null and p.visible and p.kind in ('Contrato', 'Extras')
          and p.due_on < ${today}) as late,
      (select array_agg(distinct u.type) from uploads u where u.student_id = s.id) as types,
      (select count(*) from uploads u where u.student_id = s.id and u.type = 'formatura')::int as songs
    from students s
    left join lateral (select sum(c.total_term_cents) as total from contracts c where c.student_id = s.id) k on true
    where s.graduation_id = ${graduationId}`)) as unknown as {
    rows: {
      guest: boolean;
      total: number | null;
      settled: number;
      due: number;
      late: boolean;
      types: string[] | null;
      songs: number;
    }[];
  };
  const rows = r.rows.map((x) => ({
    ...x,
    total: x.total === null ? null : Number(x.total),
    settled: Number(x.settled),
    due: Number(x.due),
  }));
  const senders = rows.filter((x) => !x.guest);
  const enviaram: Record<string, number> = {};
  for (const screen of ['individual', 'complementar', 'certificado']) {
    const n = senders.filter((x) => x.types?.includes(screen)).length;
    if (n !== 0) enviaram[screen] = n;
  }
  return {
    alunos: rows.length,
    esperados: senders.length,
    ...committeePaymentFigures(rows),
    musicasDaFormatura: rows.reduce((acc, x) => acc + x.songs, 0),
    enviaram,
    sums: producerClassSums(rows),
  };
}
