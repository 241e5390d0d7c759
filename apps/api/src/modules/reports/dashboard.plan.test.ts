import { todayInSaoPaulo } from '@portal/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { reportsRepository } from './reports.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
let graduationId: number;
const today = todayInSaoPaulo(new Date());
beforeAll(async () => {
  t = await createTestApp();
  const { graduation, course } = await createGraduation(t.db);
  graduationId = graduation.id;
  // A large producer's shape: 50 classes of 60, one contract each (a second for one in seven), 12 parcels a
  // contract of every kind, some hidden, paid, late or due later (some have paid all due so far); files on
  // the upload screens.
  await t.db.execute(sql`insert into graduations (institution_id, name, registration_key)
    select institution_id, 'Plano ' || g, 'plano-145-' || g from graduations, generate_series(1, 49) g
    where id = ${graduationId}`);
  await t.db.execute(sql`insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone, guest)
    select g.id, ${course.id}, (array['Ana','Érico','Bruno','Zé','eduardo'])[1 + n % 5],
      (array['Silva','Souza','Oliveira'])[1 + n % 3] || ' ' || n, 'plano' || n || '@teste.com.br',
      lpad(n::text, 11, '0'), '51999990000', n % 20 = 0
    from (select id, row_number() over (order by id) as k from graduations
          where id = ${graduationId} or registration_key like 'plano-145-%') g,
      generate_series(1, 60) s, lateral (select (g.k * 100 + s)::int as n) x`);
  await t.db.execute(sql`insert into contracts (student_id, total_term_cents)
    select id, 120000 + id % 7 * 1000 from students where email like 'plano%'
    union all select id, 5000 from students where email like 'plano%' and id % 7 = 0`);
  await t.db.execute(sql`insert into parcels (contract_id, amount_cents, kind, method, due_on, paid_on, visible)
    select c.id, 10000 + m * 10, (array['Contrato','Contrato','Desconto','Extras'])[1 + (c.id + m) % 4], 1,
      current_date + (m - 6) * 30, case when (c.id + m) % 3 = 0 or (c.student_id % 11 < 3 and m <= 6) then current_date - m end, (c.id + m) % 11 <> 0
    from contracts c, generate_series(1, 12) m`);
  await t.db.execute(sql`insert into uploads (id, student_id, type, name, storage_key, size, mimetype)
    select 'p145-' || s.id || '-' || k, s.id, (array['formatura','individual','complementar','certificado'])[k],
      'arquivo', 'uploads/' || s.id || '/' || k, 10, 'image/png'
    from students s, generate_series(1, 4) k where s.email like 'plano%' and (s.id + k) % 3 = 0`);
  for (const table of ['students', 'contracts', 'parcels', 'uploads']) {
    await t.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}, 180_000);
afterAll(() => t.close());

async function plan(query: SQLWrapper): Promise<string> {
  const r = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('decision 145: the class dashboard reads its class from covering indexes', () => {
  it('decision 145: the classmates come in pt_br name order from students_graduation_name_idx, no sort, no scan of every contract or parcel', async () => {
    const text = await plan(reportsRepository(t.db).dashboardQuery(graduationId, today));
    expect(text).toMatch(/Index Only Scan using students_graduation_name_idx on students/);
    expect(text).toMatch(/parcels_contract_idx/);
    expect(text).toMatch(/contracts_student_idx/);
    expect(text).not.toMatch(/Sort/);
    expect(text).not.toMatch(/Seq Scan on (contracts|parcels|students)/);
  });

  it('decision 145: each classmate’s figures are exactly the per-classmate sums, in the same order', async () => {
    const repo = reportsRepository(t.db);
    const rows = await repo.dashboard(graduationId, today);
    const payments = await repo.payments(graduationId, today);
    const files = await repo.files(graduationId);
    const due = (await t.db.execute(sql`
      select coalesce((select sum(p.amount_cents) from parcels p join contracts c on c.id = p.contract_id
        where c.student_id = s.id and p.visible and p.kind in ('Contrato', 'Desconto') and p.due_on <= ${today}), 0)::float8 as due
      from students s where s.graduation_id = ${graduationId}
      order by s.first_name collate "pt_br", s.surname collate "pt_br", s.id`)) as unknown as {
      rows: { due: number }[];
    };
    expect(rows).toHaveLength(60);
    expect(rows.map((r) => [r.AlNome, r.total, r.settled, r.late])).toEqual(
      payments.map((p) => [p.AlNome, p.total, p.settled, p.late]),
    );
    expect(rows.map((r) => r.due)).toEqual(due.rows.map((d) => Number(d.due)));
    expect(rows.map((r) => [r.formatura, r.individual, r.complementar, r.certificado])).toEqual(
      files.map((f) => [f.formatura, f.individual, f.complementar, f.certificado]),
    );
    // The shape is not trivial: two contracts, late classmates and classmates with nothing due are among them.
    expect(rows.some((r) => r.late) && rows.some((r) => !r.late)).toBe(true);
    expect(new Set(rows.map((r) => r.total)).size).toBeGreaterThan(3);
  });
});
