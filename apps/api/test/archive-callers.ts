import { archiveMessages, authMessages } from '@portal/domain';
import { expect } from 'vitest';
import { apiCall, createUser, type Method, signedInStudent, signIn } from './factories';
import { createTestApp, type TestContext } from './helpers';

/** A fresh app with one administrator signed in: who archives and deletes (decision 124). */
export async function archivistApp(name: string) {
  const t = await createTestApp();
  const user = await createUser(t.db, { role: 'admin', name });
  return { t, admin: await signIn(t.app, user.email), adminId: user.id };
}

/**
 * Decision 124: each call answers 401 without a session, 403 to a student and to the committee, and 403 with
 * its own message to the administrator's session acting as the student `actingAs`.
 */
export async function expectOnlyAdminsMay(
  t: TestContext,
  admin: string,
  actingAs: number,
  calls: readonly (readonly [Method, string])[],
) {
  const student = (await signedInStudent(t.app, t.db)).token;
  const committee = (await signedInStudent(t.app, t.db, { committee: true })).token;
  const acting = (await apiCall(t.app, 'POST', '/admin/agir', admin, { studentId: actingAs })).json()
    .token as string;
  for (const [method, url] of calls) {
    expect((await apiCall(t.app, method, url)).statusCode).toBe(401);
    for (const token of [student, committee]) {
      const res = await apiCall(t.app, method, url, token);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { error: authMessages.forbidden, type: 'FORBIDDEN' },
      });
    }
    const res = await apiCall(t.app, method, url, acting);
    expect({ url, status: res.statusCode, body: res.json() }).toEqual({
      url,
      status: 403,
      body: { error: archiveMessages.actingRefused, type: 'FORBIDDEN' },
    });
  }
}
