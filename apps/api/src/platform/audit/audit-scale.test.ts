import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createUser } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { type AuditFilter, auditRepository } from './audit.repository';

// PostgreSQL only (scripts/with-postgres.sh): the planner's choice at scale is what is tested. 400k rows
// over 2,000 students and 40 graduations stand in for the grown producer's 2M (decision 126; the plan is the same, the test quicker).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROWS = 400_000;

let t: TestContext;
let graduationId: number;
let studentId: number;
let adminId: number;
let backfilled = 0;
let backfillMs = 0;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  adminId = (await createUser(t.db, { role: 'admin', name: 'Maria' })).id;
  const student = await createStudent(t.db);
  studentId = student.id;
  graduationId = student.graduationId;
  await t.database.query(`
    insert into graduations (institution_id, name, ceremony_date, ceremony_time, venue, registration_key)
    select institution_id, name || g, ceremony_date, ceremony_time, venue, registration_key || '-' || g
    from graduations, generate_series(1, 39) g where graduations.id = ${graduationId}`);
  await t.database.query(`
    insert into students (first_name, surname, email, cpf, phone, graduation_id, course_id)
    select 'Aluno', 'Escala' || n, 'escala' || n || '@teste.com.br', (20000000000 + n)::text, '51999990000',
      (select id from graduations order by id offset (n % 40) limit 1), ${student.courseId}
    from generate_series(1, 2000) n`);
  // Older rows: only the route, graduation left null for half (as before decision 126); newer with codes.
  await t.database.query(`
    insert into audit_log (at, user_id, student_id, graduation_id, action, code, kind)
    select now() - (n || ' seconds')::interval, ${adminId},
      (select min(id) from students) + (n % 2001),
      case when n % 2 = 0 then null else (n % 40) + 1 end,
      case when n % 3 = 0 then 'GET /api/admin/alunos/:id' else 'PUT /api/admin/alunos/:id' end,
      case when n % 2 = 0 then null when n % 3 = 0 then 'aluno.ver' else 'aluno.alterar' end,
      case when n % 3 = 0 then 'leitura' else 'escrita' end
    from generate_series(1, ${ROWS}) n`);
  await t.database.query('analyze students');
  // Migration 0035's backfill (decision 141) over the 200k rows left without a graduation, timed.
  const backfill = readFileSync(
    new URL('../../db/migrations/0035_scale_leftovers.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('UPDATE "audit_log"'))!;
  const unnamed = async () =>
    Number(
      (await t.database.query('select count(*)::int as n from audit_log where graduation_id is null')).rows[0]
        ?.n,
    );
  const before = await unnamed();
  const started = performance.now();
  await t.database.query(backfill);
  backfillMs = performance.now() - started;
  backfilled = before - (await unnamed());
  await t.database.query('vacuum analyze audit_log');
}, 300_000);
afterAll(() => t?.close());

async function plan(filter: AuditFilter) {
  const { sql, params } = auditRepository(t.db).list(filter, 50).toSQL();
  const { rows } = await t.database.query(`explain (analyze, format json) ${sql}`, params);
  const [root] = (rows[0] as { 'QUERY PLAN': [{ Plan: unknown; 'Execution Time': number }] })['QUERY PLAN'];
  return { text: JSON.stringify(root.Plan), ms: root['Execution Time'] };
}

describe.runIf(onPostgres)('decision 126: the audit list reads indexes at scale (PostgreSQL)', () => {
  it.each<[string, () => AuditFilter]>([
    ['the latest actions', () => ({})],
    ['a student', () => ({ studentId })],
    ['a person', () => ({ adminId })],
    ['a graduation (every row names it since migration 0035)', () => ({ graduationId })],
    [
      'an action code, older rows by their route',
      () => ({
        action: { code: 'aluno.ver', calls: ['GET /api/admin/alunos/:id'] },
      }),
    ],
    [
      'a date range',
      () => ({ from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() - 3_600_000) }),
    ],
  ])('decision 126: %s: no sequential scan of audit_log, under 100 ms', async (_, filter) => {
    const { text, ms } = await plan(filter());
    expect(text).not.toMatch(/Seq Scan[^}]*"Relation Name":"audit_log"/);
    expect(ms).toBeLessThan(100);
  });
});

describe.runIf(onPostgres)(
  "decision 141: migration 0035 gives older audit rows their student's graduation",
  () => {
    it('decision 141: one UPDATE … FROM fills the 200k rows of 400k in well under a minute, none left for a student', async () => {
      console.info(`decision 141: backfill of ${backfilled} audit rows took ${Math.round(backfillMs)} ms`);
      expect(backfilled).toBe(ROWS / 2);
      expect(backfillMs).toBeLessThan(60_000);
      const { rows } = await t.database.query(
        `select count(*)::int as n from audit_log a join students s on s.id = a.student_id
        where a.graduation_id is distinct from s.graduation_id and a.graduation_id is null`,
      );
      expect(rows[0]).toEqual({ n: 0 });
    });
  },
);
