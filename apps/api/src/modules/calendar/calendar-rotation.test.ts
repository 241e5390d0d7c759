import { authMessages, globalMessages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createStudent, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog } from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The path of the student's current calendar address. */
async function calendarPath(token: string): Promise<string> {
  const res = await apiCall(t.app, 'GET', '/calendario', token);
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url).pathname;
}
/** What a calendar app gets from `path`, without a session. */
const fetchIcs = (path: string) => t.app.inject({ method: 'GET', url: path });
const gone = { error: globalMessages.notFound, type: 'NOT_FOUND' };

async function expectGone(path: string) {
  const res = await fetchIcs(path);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual(gone);
}

async function resetPassword(email: string, password: string) {
  await apiCall(t.app, 'POST', '/forgot', undefined, { email });
  await t.drainJobs();
  const mail = t.mails.findLast((m) => m.to === email && m.text.includes('/reset/'))!;
  const token = /\/reset\/([\w-]+)/.exec(mail.text)![1]!;
  const res = await apiCall(t.app, 'POST', '/reset', undefined, { email, password, token });
  expect(res.statusCode).toBe(200);
}

describe('decision 99: the calendar address ends with the sessions, and the student can renew it', () => {
  it('decision 99: a password reset rotates the calendar address; the old one answers 404', async () => {
    const { user, token } = await signedInStudent(t.app, t.db);
    const old = await calendarPath(token);
    expect((await fetchIcs(old)).statusCode).toBe(200);

    await resetPassword(user.email, 'nova-senha-123');

    await expectGone(old);
    const fresh = await calendarPath(await signIn(t.app, user.email, 'nova-senha-123'));
    expect(fresh).not.toBe(old);
    expect((await fetchIcs(fresh)).statusCode).toBe(200);
  });

  it('decision 99: "log out everywhere" rotates the calendar address; the old one answers 404', async () => {
    const { user, token } = await signedInStudent(t.app, t.db);
    const old = await calendarPath(token);
    expect((await apiCall(t.app, 'POST', '/sessao/sair-de-todos', token)).statusCode).toBe(200);

    await expectGone(old);
    const fresh = await calendarPath(await signIn(t.app, user.email));
    expect(fresh).not.toBe(old);
    expect((await fetchIcs(fresh)).statusCode).toBe(200);
  });

  it('decision 99: POST /calendario/renovar gives a new address and the old one answers 404', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const old = await calendarPath(token);
    const res = await apiCall(t.app, 'POST', '/calendario/renovar', token);
    expect(res.statusCode).toBe(200);
    const { url, webcal } = res.json();
    expect(webcal).toBe(url.replace(/^http:/, 'webcal:'));
    const renewed = new URL(url).pathname;
    expect(renewed).not.toBe(old);
    // The session goes on, and GET /calendario now gives the renewed address.
    expect(await calendarPath(token)).toBe(renewed);
    await expectGone(old);
    expect((await fetchIcs(renewed)).statusCode).toBe(200);
    // A second renewal ends the first renewed address too.
    await apiCall(t.app, 'POST', '/calendario/renovar', token);
    await expectGone(renewed);
  });

  it('decision 99: a renewal is scoped to the caller’s own registration', async () => {
    const me = await signedInStudent(t.app, t.db);
    const classmate = await signedInStudent(t.app, t.db);
    const mine = await calendarPath(me.token);
    const theirs = await calendarPath(classmate.token);

    expect((await apiCall(t.app, 'POST', '/calendario/renovar', classmate.token)).statusCode).toBe(200);
    expect((await fetchIcs(mine)).statusCode).toBe(200);
    await expectGone(theirs);

    // An administrator not acting as a student has no calendar; a user without a registration neither.
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const refused = await apiCall(t.app, 'POST', '/calendario/renovar', adminToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    const unlinked = await createUser(t.db);
    const noRegistration = await apiCall(
      t.app,
      'POST',
      '/calendario/renovar',
      await signIn(t.app, unlinked.email),
    );
    // decision 112: the platform's access refusal, as on every student route (it was a bare 403 here).
    expect(noRegistration.statusCode).toBe(404);
    expect(noRegistration.json()).toEqual({ error: authMessages.registrationNotLinked, type: 'NOT_FOUND' });
    expect((await apiCall(t.app, 'POST', '/calendario/renovar')).json()).toEqual({
      error: authMessages.sessionExpired,
      type: 'UNAUTHORIZED',
    });
    expect((await fetchIcs(mine)).statusCode).toBe(200);

    // Acting as a student, the administrator renews that student's address, and the audit log says so.
    const student = await createStudent(t.db);
    const acting = (await apiCall(t.app, 'POST', '/admin/agir', adminToken, { studentId: student.id })).json()
      .token as string;
    const before = await calendarPath(acting);
    expect((await apiCall(t.app, 'POST', '/calendario/renovar', acting)).statusCode).toBe(200);
    await expectGone(before);
    expect((await fetchIcs(mine)).statusCode).toBe(200);
    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.id), eq(auditLog.studentId, student.id)));
    expect(rows.map((r) => r.action)).toContain('POST /api/calendario/renovar');
  });
});
