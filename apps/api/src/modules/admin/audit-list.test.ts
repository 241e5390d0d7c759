import { readFileSync } from 'node:fs';
import { authMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createGraduation,
  createStudent,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, type users } from '../../db/schema/index';
import { auditService } from './audit.service';

/** Migration 0035's backfill (decision 141), run again on rows written the old way after the migration. */
const auditBackfill = () =>
  readFileSync(new URL('../../db/migrations/0035_scale_leftovers.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('UPDATE "audit_log"'))!;

let t: TestContext;
let maria: typeof users.$inferSelect;
let mariaToken: string;
let joao: typeof users.$inferSelect;
let joaoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  maria = await createUser(t.db, { email: 'maria@produtora.com.br', role: 'admin', name: 'Maria' });
  joao = await createUser(t.db, { email: 'joao@produtora.com.br', role: 'admin', name: 'João' });
  mariaToken = await signIn(t.app, maria.email);
  joaoToken = await signIn(t.app, joao.email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const list = async (query: string, token = mariaToken) => {
  const res = await get(`/admin/auditoria/acoes?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; next: number | null };
};

describe('decision 126: the audit as sentences, filtered and keyset-paged', () => {
  it('each entry names its code, kind, person, student and graduation; a write by its code', async () => {
    const student = await createStudent(t.db, { firstName: 'Ana', surname: 'Souza' });
    await post('/admin/agir', mariaToken, { studentId: student.id });
    const page = await list(`studentId=${student.id}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        adminName: 'Maria',
        studentId: student.id,
        studentName: 'Ana Souza',
        graduationId: student.graduationId,
        graduationName: 'Turma de teste',
        code: 'acesso.agir',
        kind: 'escrita',
        action: 'POST /api/admin/agir',
      }),
    ]);
  });

  it('filters by person, action code and date; rows written before the codes are found by their route', async () => {
    const student = await createStudent(t.db);
    await post('/admin/agir', joaoToken, { studentId: student.id });
    await post('/admin/link-acesso', mariaToken, { studentId: student.id }).catch(() => undefined);
    // A row of before decision 126: only the route text, no code, kind left at its default.
    const [legacy] = await t.db
      .insert(auditLog)
      .values({ userId: maria.id, studentId: student.id, action: 'POST /api/admin/agir' })
      .returning();
    const byJoao = await list(`studentId=${student.id}&adminId=${joao.id}`);
    expect(byJoao.items.map((r) => r.adminName)).toEqual(['João']);
    const agir = await list(`studentId=${student.id}&code=acesso.agir`);
    expect(agir.items.map((r) => [r.id === legacy!.id, r.code])).toEqual([
      [true, 'acesso.agir'],
      [false, 'acesso.agir'],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`studentId=${student.id}&from=2020-01-01&to=2020-01-31`)).items).toEqual([]);
    expect((await list(`studentId=${student.id}&from=2020-01-01&to=${today}`)).items.length).toBeGreaterThan(
      1,
    );
    expect((await get('/admin/auditoria/acoes?code=nao.existe', mariaToken)).statusCode).toBe(400);
  });

  it("decision 141: by graduation: rows naming it, and older rows once migration 0035 gave them their student's", async () => {
    const { graduation, course } = await createGraduation(t.db, { name: 'Direito 2027' });
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await post('/admin/agir', mariaToken, { studentId: student.id });
    // A row as written before decision 126: a student, no graduation.
    const [legacy] = await t.db
      .insert(auditLog)
      .values({ userId: maria.id, studentId: student.id, action: 'GET /api/perfil/cadastro' })
      .returning();
    expect(legacy!.graduationId).toBeNull();
    expect((await list(`graduationId=${graduation.id}`)).items).toHaveLength(1);
    await t.database.query(auditBackfill());
    const [filled] = await t.db.select().from(auditLog).where(eq(auditLog.id, legacy!.id));
    expect(filled!.graduationId).toBe(graduation.id);
    const page = await list(`graduationId=${graduation.id}`);
    expect(page.items.map((r) => [r.code, r.kind])).toEqual([
      ['perfil.cadastro.ver', 'leitura'],
      ['acesso.agir', 'escrita'],
    ]);
    expect(page.items[0]!.id).toBe(legacy!.id);
  });

  it('pages newest first with a keyset cursor: no row twice, none skipped', async () => {
    const student = await createStudent(t.db);
    const rows = await t.db
      .insert(auditLog)
      .values(
        Array.from({ length: 5 }, () => ({
          userId: joao.id,
          studentId: student.id,
          action: 'PUT /api/admin/alunos/:id',
          code: 'aluno.alterar',
          at: new Date('2026-03-01T12:00:00Z'),
        })),
      )
      .returning({ id: auditLog.id });
    const first = await list(`studentId=${student.id}&limit=2`);
    const second = await list(`studentId=${student.id}&limit=2&depois=${first.next}`);
    const third = await list(`studentId=${student.id}&limit=2&depois=${second.next}`);
    expect([...first.items, ...second.items, ...third.items].map((r) => r.id)).toEqual(
      rows.map((r) => r.id).reverse(),
    );
    expect(third.next).toBeNull();
  });

  it('without a filter: the latest actions of everyone, newest first', async () => {
    const student = await createStudent(t.db);
    await post('/admin/agir', joaoToken, { studentId: student.id });
    const page = await list('limit=1');
    expect(page.items).toEqual([expect.objectContaining({ adminName: 'João', code: 'acesso.agir' })]);
    expect(page.next).toEqual(expect.any(Number));
  });

  it('administrators only: a student and the committee are refused, a visitor must sign in', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const committee = await signedInStudent(t.app, t.db, { committee: true });
    for (const who of [token, committee.token]) {
      const refused = await get('/admin/auditoria/acoes', who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
      expect((await get('/admin/auditoria/retencao', who)).statusCode).toBe(403);
    }
    expect((await get('/admin/auditoria/acoes')).statusCode).toBe(401);
  });
});

describe('decision 126: reads are kept for the producer’s retention, writes forever', () => {
  it('an administrator’s reads of a student’s page are one row per student per window, naming the student', async () => {
    const first = await createStudent(t.db);
    const second = await createStudent(t.db);
    await get(`/admin/alunos/${first.id}`, joaoToken);
    await get(`/admin/alunos/${first.id}/financeiro`, joaoToken);
    await get(`/admin/alunos/${first.id}`, joaoToken);
    await get(`/admin/alunos/${second.id}`, joaoToken);
    const reads = async (studentId: number) =>
      (await t.db.select().from(auditLog).where(eq(auditLog.studentId, studentId))).map((r) => [
        r.userId,
        r.code,
        r.kind,
        r.graduationId,
      ]);
    expect(await reads(first.id)).toEqual([[joao.id, 'aluno.ver', 'leitura', first.graduationId]]);
    expect(await reads(second.id)).toEqual([[joao.id, 'aluno.ver', 'leitura', second.graduationId]]);
  });

  it('the daily purge deletes reads older than the setting (old GET rows included) and never a write', async () => {
    const student = await createStudent(t.db);
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000);
    const rows = await t.db
      .insert(auditLog)
      .values([
        {
          userId: maria.id,
          studentId: student.id,
          action: 'GET /api/admin/alunos/:id',
          code: 'aluno.ver',
          kind: 'leitura',
          at: old,
        },
        { userId: maria.id, studentId: student.id, action: 'GET /api/perfil/cadastro', at: old },
        {
          userId: maria.id,
          studentId: student.id,
          action: 'GET /api/admin/alunos/:id',
          code: 'aluno.ver',
          kind: 'leitura',
          at: recent,
        },
        {
          userId: maria.id,
          studentId: student.id,
          action: 'PUT /api/admin/alunos/:id',
          code: 'aluno.alterar',
          at: old,
        },
        { userId: maria.id, studentId: student.id, action: 'POST /api/admin/agir', at: old },
      ])
      .returning({ id: auditLog.id });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/auditoria/retencao',
      headers: bearer(mariaToken),
      payload: { days: 30 },
    });
    expect(put.json()).toEqual({ days: 30 });
    expect((await get('/admin/auditoria/retencao', mariaToken)).json()).toEqual({ days: 30 });

    const service = auditService({ db: t.db, uow: t.app.uow, routes: t.app.auditRoutes });
    expect(await service.purgeReads()).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.studentId, student.id));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([rows[2]!.id, rows[3]!.id, rows[4]!.id]);
  });

  it('the retention refuses less than one day', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/auditoria/retencao',
      headers: bearer(mariaToken),
      payload: { days: 0 },
    });
    expect(res.statusCode).toBe(400);
  });
});
