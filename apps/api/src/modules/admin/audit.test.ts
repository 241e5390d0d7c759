import { authMessages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStudent, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, type users } from '../../db/schema/index';

let t: TestContext;
let admin: typeof users.$inferSelect;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { email: 'auditor@teste.com.br', role: 'admin', name: 'Administradora' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const trail = (studentId: number) =>
  t.db.select().from(auditLog).where(eq(auditLog.studentId, studentId)).orderBy(auditLog.id);

/** A student with a portal user, for links. */
async function studentWithUser() {
  const student = await createStudent(t.db);
  await createUser(t.db, { email: student.email, studentId: student.id });
  return student;
}

describe('decision 28: every administrator action is audited', () => {
  it('issuing an automatic-login link writes a row naming the administrator and the student', async () => {
    const student = await studentWithUser();
    const res = await call('POST', '/admin/link-acesso', adminToken, { studentId: student.id });
    expect(res.statusCode).toBe(200);
    expect((await trail(student.id)).map((r) => [r.userId, r.action])).toEqual([
      [admin.id, 'POST /api/admin/link-acesso'],
    ]);
  });

  it('a link issued while acting for one student for another is logged under the other', async () => {
    const first = await studentWithUser();
    const second = await studentWithUser();
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: first.id })).json().token;
    await call('POST', '/admin/link-acesso', acting, { studentId: second.id });
    expect((await trail(second.id)).map((r) => r.action)).toEqual(['POST /api/admin/link-acesso']);
    expect((await trail(first.id)).map((r) => r.action)).toEqual(['POST /api/admin/agir']);
  });

  it('a session opened through an administrator’s link is audited as the administrator’s, reads included', async () => {
    const student = await studentWithUser();
    const link = (await call('POST', '/admin/link-acesso', adminToken, { studentId: student.id })).json()
      .link;
    const value = decodeURIComponent(link.split('/signin/')[1]);
    const session = await call('POST', '/auth/auto', undefined, { value });
    expect(session.statusCode).toBe(200);
    const token = session.json().token;
    expect((await call('GET', '/perfil/cadastro', token)).statusCode).toBe(200);
    await call('POST', '/camiseta', token, { AlMedida: 3 });

    const rows = await trail(student.id);
    expect(rows.map((r) => [r.userId, r.action])).toEqual([
      [admin.id, 'POST /api/admin/link-acesso'],
      [admin.id, 'POST /api/auth/auto'],
      [admin.id, 'GET /api/perfil/cadastro'],
      [admin.id, 'POST /api/camiseta'],
    ]);
    expect(rows[2]!.detail).toMatchObject({ status: 200 });
  });

  it('decision 126: reads while acting are logged, once per administrator and student per window', async () => {
    const student = await createStudent(t.db);
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: student.id })).json().token;
    await call('GET', '/perfil/cadastro', acting);
    await call('GET', '/perfil/bcast', acting);
    await call('GET', '/perfil/cadastro', acting);
    const rows = await trail(student.id);
    expect(rows.map((r) => [r.action, r.code, r.kind])).toEqual([
      ['POST /api/admin/agir', 'acesso.agir', 'escrita'],
      ['GET /api/perfil/cadastro', 'perfil.cadastro.ver', 'leitura'],
    ]);
    // Once the window has passed, the next read writes a row again.
    await t.db
      .update(auditLog)
      .set({ at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(auditLog.id, rows[1]!.id));
    await call('GET', '/perfil/bcast', acting);
    expect((await trail(student.id)).map((r) => r.code)).toEqual([
      'acesso.agir',
      'perfil.cadastro.ver',
      'perfil.avisos.ver',
    ]);
  });

  it('an action refused after its transaction rolled back is still audited, with its status', async () => {
    const student = await createStudent(t.db, { guest: true });
    const acting = (await call('POST', '/admin/agir', adminToken, { studentId: student.id })).json().token;
    const res = await call('POST', '/revendereco', acting, {
      AlCEP: '90010-000',
      AlEndereco: 'Rua dos Andradas',
      AlNumero: '1',
      AlComp: '',
      AlBairro: 'Centro',
      AlCidade: 'Porto Alegre',
      AlUF: 'RS',
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.studentId, student.id), eq(auditLog.action, 'POST /api/revendereco')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ status: 403 });
  });

  it('GET /admin/auditoria answers a student’s trail, newest first, to administrators only', async () => {
    const student = await studentWithUser();
    await call('POST', '/admin/link-acesso', adminToken, { studentId: student.id });
    const res = await call('GET', `/admin/auditoria?studentId=${student.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      adminId: admin.id,
      adminName: 'Administradora',
      studentId: student.id,
      action: 'POST /api/admin/link-acesso',
    });
    const { token } = await signedInStudent(t.app, t.db);
    const refused = await call('GET', `/admin/auditoria?studentId=${student.id}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await call('GET', `/admin/auditoria?studentId=${student.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/admin/auditoria?studentId=0', adminToken)).statusCode).toBe(400);
  });

  it('GET /admin/tarefas/falhas lists jobs that used up their retries, to administrators only', async () => {
    const res = await call('GET', '/admin/tarefas/falhas', adminToken);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    const { token } = await signedInStudent(t.app, t.db);
    expect((await call('GET', '/admin/tarefas/falhas', token)).statusCode).toBe(403);
  });
});
