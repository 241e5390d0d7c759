import { todayInSaoPaulo } from '@portal/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFigures, keptFigures } from '../../../test/class-dashboard';
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

describe('decision 151: the class dashboard reads its class’s kept tallies and a page of names', () => {
  it('decision 151: no pass over the class’s contracts, parcels or files; the names from students_graduation_name_idx, no sort', async () => {
    const query = reportsRepository(t.db).dashboardQuery(graduationId, ['individual', 'certificado'], {
      limit: 20,
    });
    const text = await plan(query);
    expect(text).toMatch(/class_dashboard_tallies_pkey/);
    expect(text).toMatch(/Index Only Scan using students_graduation_name_idx on students/);
    expect(text).toMatch(/uploads_student_type_idx/);
    expect(text).not.toMatch(/contracts|parcels/);
    // The tallies' few rows may be sorted to be grouped; the names never are (an ICU sort of the class).
    expect(text).not.toMatch(/Sort Key: [^\n]*(first_name|surname)/);
    expect(text).not.toMatch(/Seq Scan on (students|uploads)/);
  });

  it('decision 151: the kept figures of every class equal a fresh count over its classmates’ rows', async () => {
    const ids = (
      (await t.db.execute(
        sql`select id from graduations where id = ${graduationId} or registration_key like 'plano-145-%'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => r.id);
    expect(ids).toHaveLength(50);
    for (const id of ids)
      expect(await keptFigures(t.db, id, today)).toEqual(await freshFigures(t.db, id, today));
    // The shape is not trivial: late classmates, classmates up to date and some with nothing due.
    const figures = await keptFigures(t.db, graduationId, today);
    expect(figures.pagamentos['Em atraso']).toBeGreaterThan(0);
    expect(figures.pagamentos['Em dia']).toBeGreaterThan(0);
  });
});
