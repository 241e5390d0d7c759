import { authMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStudent, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'admin@teste.com.br', role: 'admin', name: 'Administrador' });
  adminId = admin.id;
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

describe('administrator calls', () => {
  it.each([
    ['GET', '/admin/alunos?q=a', undefined],
    ['POST', '/admin/agir', { studentId: 1 }],
    ['DELETE', '/admin/agir', undefined],
    ['POST', '/admin/link-acesso', { studentId: 1 }],
  ] as const)(
    'spec B §6: %s %s is refused to a student (403) and to a visitor (401)',
    async (method, url, body) => {
      const { token } = await signedInStudent(t.app, t.db);
      const asStudent = await call(method, url, token, body);
      expect(asStudent.statusCode).toBe(403);
      expect(asStudent.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    },
  );

  it('finds students by name, e-mail or CPF', async () => {
    const s = await createStudent(t.db, { firstName: 'Gertrudes', surname: 'Pimenta', cpf: '98765432100' });
    for (const q of ['gertru', 'PIMENTA', s.email, '987.654']) {
      const res = await call('GET', `/admin/alunos?q=${encodeURIComponent(q)}`, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { AlCodigo: number }) => r.AlCodigo)).toContain(s.id);
    }
    const none = await call('GET', '/admin/alunos?q=%25%25', adminToken);
    expect(none.json().every((r: { AlNome: string }) => r.AlNome.includes('%'))).toBe(true);
  });

  it('spec B §6: acting as a student gives a token that names the student, and writes the audit log', async () => {
    const s = await createStudent(t.db, { firstName: 'Olga', surname: 'Prado' });
    const res = await call('POST', '/admin/agir', adminToken, { studentId: s.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', studentId: s.id, actingAs: 'Olga Prado' });
    const actingToken = res.json().token;

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.studentId, s.id));
    expect(rows.map((r) => [r.userId, r.action])).toContainEqual([adminId, 'POST /api/admin/agir']);

    // A change made while acting is recorded with the administrator's identity.
    await call('DELETE', '/admin/agir', actingToken);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.studentId, s.id));
    expect(after.map((r) => r.action)).toContain('DELETE /api/admin/agir');

    const back = await call('DELETE', '/admin/agir', actingToken);
    expect(back.json().user).toMatchObject({ role: 'admin', studentId: null, actingAs: null });
  });

  it('answers NOT_FOUND for a student that does not exist', async () => {
    const res = await call('POST', '/admin/agir', adminToken, { studentId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().type).toBe('NOT_FOUND');
    const link = await call('POST', '/admin/link-acesso', adminToken, { studentId: 999_999 });
    expect(link.statusCode).toBe(404);
  });

  it('refuses a body that is not a positive id with INVALID', async () => {
    const res = await call('POST', '/admin/agir', adminToken, { studentId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('INVALID');
  });
});
