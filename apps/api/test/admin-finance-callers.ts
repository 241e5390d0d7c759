import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index';
import { apiCall, createUser, type Method, signedInStudent, signIn } from './factories';
import type { TestContext } from './helpers';

/** The callers every back-office finance test refuses or serves: an administrator and three non-admins. */
export async function callers(t: TestContext) {
  const admin = await createUser(t.db, { role: 'admin', name: 'Adm Financeiro' });
  const adminToken = await signIn(t.app, admin.email);
  const student = (await signedInStudent(t.app, t.db)).token;
  const committee = (await signedInStudent(t.app, t.db, { committee: true })).token;
  const guest = (await signedInStudent(t.app, t.db, { guest: true })).token;
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    apiCall(t.app, method, url, token, payload);
  return {
    admin,
    adminToken,
    call,
    /** Each non-administrator is refused (403) and no session at all is 401. */
    async refusedToOthers(method: Method, url: string, payload?: object) {
      const answers = [];
      for (const token of [student, committee, guest])
        answers.push((await call(method, url, token, payload)).statusCode);
      answers.push((await call(method, url, undefined, payload)).statusCode);
      return answers;
    },
  };
}

/** The audit rows of an administrator's call on a student. */
export const auditOf = (t: TestContext, studentId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.studentId, studentId), eq(auditLog.action, action)));
