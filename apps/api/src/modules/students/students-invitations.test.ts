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

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(
    t.app,
    (await createUser(t.db, { role: 'admin', email: 'convites@teste.com.br' })).email,
  );
});
afterAll(() => t.close());

const invite = (graduationId: number, body: object, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/formaturas/${graduationId}/convites`,
    headers: bearer(token),
    payload: body,
  });

describe('decision 49: invitations by e-mail through the job queue', () => {
  it('sends a sign-in link to a student with a portal user and the sign-up page to one without', async () => {
    const { graduation, course } = await createGraduation(t.db, { name: 'Direito 2027' });
    const withUser = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await createUser(t.db, { email: withUser.email, studentId: withUser.id });
    const without = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    const outsider = await createStudent(t.db);
    const res = await invite(graduation.id, {
      kind: 'acesso',
      studentIds: [withUser.id, without.id, outsider.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 2, skipped: [outsider.id] });
    const before = t.mails.length;
    await t.drainJobs();
    const sent = t.mails.slice(before);
    const link = sent.find((m) => m.to === withUser.email)!;
    expect(link.text).toContain('http://portal.test/signin/');
    expect(sent.find((m) => m.to === without.email)!.text).toContain('http://portal.test/signup');
    // The link works once and its session is audited as the administrator's.
    const value = decodeURIComponent(/\/signin\/(\S+)/.exec(link.text)![1]!);
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/auto', payload: { value } });
    expect(session.json().user.studentId).toBe(withUser.id);
  });

  it('sends the self-registration link', async () => {
    const { graduation, course } = await createGraduation(t.db, { registrationKey: 'convite-auto' });
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    expect(
      (await invite(graduation.id, { kind: 'autocadastro', studentIds: [student.id] })).json().queued,
    ).toBe(1);
    await t.drainJobs();
    expect(t.mails.findLast((m) => m.to === student.email)!.text).toContain(
      'http://portal.test/sign/convite-auto',
    );
  });

  it('refuses an empty selection, an unknown graduation and non-administrators', async () => {
    const { graduation } = await createGraduation(t.db);
    expect((await invite(graduation.id, { kind: 'acesso', studentIds: [] })).statusCode).toBe(400);
    expect((await invite(999_999, { kind: 'acesso', studentIds: [1] })).statusCode).toBe(404);
    const { token } = await signedInStudent(t.app, t.db);
    expect((await invite(graduation.id, { kind: 'acesso', studentIds: [1] }, token)).statusCode).toBe(403);
  });
});
