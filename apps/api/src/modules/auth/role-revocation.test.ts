import { authMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createStudent, createUser, signIn } from '../../../test/factories';
import { createTestApp, otherNode, type TestContext } from '../../../test/helpers';
import type { App } from '../../app';
import { auditLog, users } from '../../db/schema/index';

let t: TestContext;
/** A second API node on the same database, with its own session cache. */
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  other = await otherNode(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const expired = { error: authMessages.sessionExpired, type: 'UNAUTHORIZED' };
const nodes = () => [t.app, other];

/** Removes a user as SQL outside the portal would (the audit trail first: it refers to the user). */
async function deleteUser(id: number) {
  await t.db.delete(auditLog).where(eq(auditLog.userId, id));
  await t.db.delete(users).where(eq(users.id, id));
}

describe('decision 99: administrator rights end on the next request, on every node', () => {
  it('decision 99: a demoted administrator loses admin rights on the next request', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const token = await signIn(t.app, admin.email);
    // Both nodes have just checked (and could cache) the session.
    for (const app of nodes())
      expect((await apiCall(app, 'GET', '/admin/alunos?q=x', token)).statusCode).toBe(200);

    await t.db.update(users).set({ role: 'student' }).where(eq(users.id, admin.id));

    for (const app of nodes()) {
      const res = await apiCall(app, 'GET', '/admin/alunos?q=x', token);
      // A role change ends the session (decision 25): refused, with the pt-BR text of every 401.
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expired);
    }
    // Signed in again, the former administrator is a student: administrator routes are forbidden.
    const asStudent = await signIn(t.app, admin.email);
    expect((await apiCall(other, 'GET', '/admin/alunos?q=x', asStudent)).statusCode).toBe(403);
  });

  it('decision 99: a deleted administrator’s token is a 401 with the pt-BR text, never a 500', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const student = await createStudent(t.db);
    const token = await signIn(t.app, admin.email);
    const acting = (await apiCall(t.app, 'POST', '/admin/agir', token, { studentId: student.id })).json()
      .token;
    for (const app of nodes()) {
      expect((await apiCall(app, 'GET', '/admin/alunos?q=x', token)).statusCode).toBe(200);
      expect((await apiCall(app, 'GET', '/perfil/cadastro', acting)).statusCode).toBe(200);
    }

    await deleteUser(admin.id);

    for (const app of nodes()) {
      for (const [method, url, bearerToken] of [
        ['GET', '/admin/alunos?q=x', token],
        ['GET', '/sessao', token],
        ['GET', '/perfil/cadastro', acting],
        ['POST', '/camiseta', acting],
      ] as const) {
        const res = await apiCall(
          app,
          method,
          url,
          bearerToken,
          method === 'POST' ? { AlMedida: 3 } : undefined,
        );
        expect({ call: `${method} ${url}`, status: res.statusCode, body: res.json() }).toEqual({
          call: `${method} ${url}`,
          status: 401,
          body: expired,
        });
      }
    }
  });

  it('decision 99: a session opened through a deleted administrator’s link ends, never a 500', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const student = await createStudent(t.db);
    await createUser(t.db, { email: student.email, studentId: student.id });
    const link = (
      await apiCall(t.app, 'POST', '/admin/link-acesso', adminToken, { studentId: student.id })
    ).json().link as string;
    const value = decodeURIComponent(link.split('/signin/')[1]!);
    const session = await apiCall(t.app, 'POST', '/auth/auto', undefined, { value });
    expect(session.statusCode).toBe(200);
    const token = session.json().token as string;
    for (const app of nodes())
      expect((await apiCall(app, 'GET', '/perfil/cadastro', token)).statusCode).toBe(200);

    await deleteUser(admin.id);

    for (const app of nodes()) {
      const res = await apiCall(app, 'POST', '/camiseta', token, { AlMedida: 3 });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expired);
    }
  });
});
