import { authMessages, staffMessages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createStudent, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, users } from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expired = { error: authMessages.sessionExpired, type: 'UNAUTHORIZED' };
const NEW_PASSWORD = 'cavalo-bateria-grampo';

async function adminWithToken(name = 'Administradora') {
  const user = await createUser(t.db, { role: 'admin', name });
  return { user, token: await signIn(t.app, user.email) };
}
const auditOf = (action: string, staffId?: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .then((rows) =>
      rows.filter((r) => staffId === undefined || (r.detail as { staffId?: number })?.staffId === staffId),
    );

/** The link of the newest invitation e-mail to `email`. */
async function invitationLink(email: string): Promise<string> {
  await t.drainJobs();
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/reset\/\S+/)?.[0];
  if (!link) throw new Error(`no invitation to ${email}`);
  return link;
}
/** Accepts the invitation as the reset page does: e-mail, password and the link's token. */
async function accept(email: string, link: string) {
  const token = decodeURIComponent(link.split('/reset/')[1]!);
  return apiCall(t.app, 'POST', '/reset', undefined, { email, password: NEW_PASSWORD, token });
}

describe('decision 115: who may call the staff screen', () => {
  it('decision 115: students, the committee and callers without a session are refused', async () => {
    const { user: target } = await adminWithToken();
    const student = (await signedInStudent(t.app, t.db)).token;
    const committee = (await signedInStudent(t.app, t.db, { committee: true })).token;
    const calls = [
      ['GET', '/admin/equipe', undefined],
      ['POST', '/admin/equipe', { name: 'X', email: 'x@teste.com.br' }],
      ['POST', `/admin/equipe/${target.id}/rebaixar`, undefined],
      ['DELETE', `/admin/equipe/${target.id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await apiCall(t.app, method, url, undefined, body)).statusCode).toBe(401);
      for (const token of [student, committee]) {
        const res = await apiCall(t.app, method, url, token, body);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 403,
          body: { error: authMessages.forbidden, type: 'FORBIDDEN' },
        });
      }
    }
    expect((await t.db.select().from(users).where(eq(users.id, target.id)))[0]!.role).toBe('admin');
  });

  it('decision 115: a session acting as a student reads the staff but changes nothing', async () => {
    const { token } = await adminWithToken();
    const { user: target } = await adminWithToken();
    const student = await createStudent(t.db);
    const acting = (await apiCall(t.app, 'POST', '/admin/agir', token, { studentId: student.id })).json()
      .token as string;
    expect((await apiCall(t.app, 'GET', '/admin/equipe', acting)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/admin/equipe', { name: 'Y', email: 'y-acting@teste.com.br' }],
      ['POST', `/admin/equipe/${target.id}/rebaixar`, undefined],
      ['DELETE', `/admin/equipe/${target.id}`, undefined],
    ] as const) {
      const res = await apiCall(t.app, method, url, acting, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: staffMessages.actingRefused, type: 'FORBIDDEN' });
    }
    expect((await t.db.select().from(users).where(eq(users.id, target.id)))[0]!.role).toBe('admin');
  });
});

describe('decision 115: listing and inviting administrators', () => {
  it('decision 115: the list shows every active administrator, the caller marked, no student', async () => {
    const { user: me, token } = await adminWithToken('Zélia Lista');
    await signedInStudent(t.app, t.db);
    const res = await apiCall(t.app, 'GET', '/admin/equipe', token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; you: boolean; active: boolean; email: string }[];
    const mine = list.find((m) => m.id === me.id);
    expect(mine).toMatchObject({ you: true, active: true, email: me.email });
    expect(list.filter((m) => m.you)).toHaveLength(1);
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(list.map((m) => m.id).sort()).toEqual(admins.map((a) => a.id).sort());
  });

  it('decision 115: an invitation creates a waiting administrator, e-mails a link, and is audited', async () => {
    const { user: me, token } = await adminWithToken('Maria Convida');
    const email = 'nova.admin@teste.com.br';
    const res = await apiCall(t.app, 'POST', '/admin/equipe', token, {
      name: 'Nova Admin',
      email: ' Nova.Admin@Teste.com.br ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: staffMessages.invited(email) });
    const id = res.json().id as number;

    const listed = (await apiCall(t.app, 'GET', '/admin/equipe', token)).json() as {
      id: number;
      active: boolean;
    }[];
    expect(listed.find((m) => m.id === id)).toMatchObject({ active: false });
    // Nobody knows the password yet: the invited account cannot be signed into.
    expect(
      (await apiCall(t.app, 'POST', '/auth', undefined, { email, password: NEW_PASSWORD })).statusCode,
    ).toBe(401);

    const link = await invitationLink(email);
    expect(t.mails.at(-1)!.text).toContain('Maria Convida');
    expect((await accept(email, link)).statusCode).toBe(200);
    const signedIn = await signIn(t.app, email, NEW_PASSWORD);
    expect((await apiCall(t.app, 'GET', '/admin/equipe', signedIn)).statusCode).toBe(200);
    const after = (await apiCall(t.app, 'GET', '/admin/equipe', token)).json() as {
      id: number;
      active: boolean;
    }[];
    expect(after.find((m) => m.id === id)).toMatchObject({ active: true });
    // The link works once.
    expect((await accept(email, link)).statusCode).toBe(400);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, me.id), eq(auditLog.action, 'POST /api/admin/equipe')));
    expect(row?.detail).toMatchObject({ change: 'invite', email });
  });

  it('decision 115: an administrator’s or a student’s e-mail is refused with 409; a bad e-mail with 400', async () => {
    const { user: other, token } = await adminWithToken();
    const studentUser = await createUser(t.db, { email: 'formanda.ja@teste.com.br' });
    const taken = await apiCall(t.app, 'POST', '/admin/equipe', token, { name: 'A', email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: staffMessages.alreadyAdmin, type: 'FOUND' });
    const student = await apiCall(t.app, 'POST', '/admin/equipe', token, {
      name: 'B',
      email: studentUser.email,
    });
    expect(student.statusCode).toBe(409);
    expect(student.json()).toEqual({ error: staffMessages.studentEmail, type: 'FOUND' });
    expect((await t.db.select().from(users).where(eq(users.id, studentUser.id)))[0]!.role).toBe('student');
    const bad = await apiCall(t.app, 'POST', '/admin/equipe', token, { name: 'C', email: 'não-é-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe('INVALID');
    const noName = await apiCall(t.app, 'POST', '/admin/equipe', token, {
      name: ' ',
      email: 'c@teste.com.br',
    });
    expect(noName.statusCode).toBe(400);
  });
});

describe('decision 115: demoting and removing, never the last administrator', () => {
  it('decision 115: a demoted administrator’s open session ends at once; signed in again they are a student', async () => {
    const { user: me, token } = await adminWithToken();
    const { user: target, token: targetToken } = await adminWithToken();
    expect((await apiCall(t.app, 'GET', '/admin/equipe', targetToken)).statusCode).toBe(200);

    const res = await apiCall(t.app, 'POST', `/admin/equipe/${target.id}/rebaixar`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: staffMessages.demoted });

    const next = await apiCall(t.app, 'GET', '/admin/equipe', targetToken);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual(expired);
    const again = await signIn(t.app, target.email);
    expect((await apiCall(t.app, 'GET', '/admin/equipe', again)).statusCode).toBe(403);
    const rows = await auditOf('POST /api/admin/equipe/:id/rebaixar', target.id);
    expect(rows.map((r) => [r.userId, (r.detail as { change: string }).change])).toEqual([[me.id, 'demote']]);
  });

  it('decision 115: a removed administrator’s session ends and the account no longer signs in', async () => {
    const { user: me, token } = await adminWithToken();
    const { user: target, token: targetToken } = await adminWithToken();
    const res = await apiCall(t.app, 'DELETE', `/admin/equipe/${target.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: staffMessages.removed });
    expect((await apiCall(t.app, 'GET', '/sessao', targetToken)).statusCode).toBe(401);
    const signInAgain = await apiCall(t.app, 'POST', '/auth', undefined, {
      email: target.email,
      password: 'senha-forte-123',
    });
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().error).toBe(authMessages.signInNotFound);
    const listed = (await apiCall(t.app, 'GET', '/admin/equipe', token)).json() as { id: number }[];
    expect(listed.map((m) => m.id)).not.toContain(target.id);
    const rows = await auditOf('DELETE /api/admin/equipe/:id', target.id);
    expect(rows.map((r) => [r.userId, (r.detail as { change: string }).change])).toEqual([[me.id, 'remove']]);

    // Invited again, the same account comes back through a new link.
    const back = await apiCall(t.app, 'POST', '/admin/equipe', token, {
      name: target.name,
      email: target.email,
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().id).toBe(target.id);
    expect((await accept(target.email, await invitationLink(target.email))).statusCode).toBe(200);
    expect(
      (await apiCall(t.app, 'GET', '/admin/equipe', await signIn(t.app, target.email, NEW_PASSWORD)))
        .statusCode,
    ).toBe(200);
  });

  it('decision 115: an unknown or non-administrator id is 404', async () => {
    const { token } = await adminWithToken();
    const student = await createUser(t.db);
    for (const id of [student.id, 2_000_000_000]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const url = method === 'POST' ? `/admin/equipe/${id}/rebaixar` : `/admin/equipe/${id}`;
        const res = await apiCall(t.app, method, url, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: staffMessages.notAdmin, type: 'NOT_FOUND' });
      }
    }
  });
});

describe('decision 115: the last administrator stays', () => {
  let lone: TestContext;
  beforeAll(async () => {
    lone = await createTestApp();
  });
  afterAll(() => lone.close());

  it('decision 115: the only administrator cannot remove or demote themselves (409 in pt-BR)', async () => {
    const only = await createUser(lone.db, { role: 'admin' });
    const token = await signIn(lone.app, only.email);
    for (const [method, url] of [
      ['DELETE', `/admin/equipe/${only.id}`],
      ['POST', `/admin/equipe/${only.id}/rebaixar`],
    ] as const) {
      const res = await apiCall(lone.app, method, url, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: staffMessages.lastAdmin, type: 'LIMIT' });
    }
    expect((await apiCall(lone.app, 'GET', '/admin/equipe', token)).statusCode).toBe(200);
    // The refusal is audited too.
    const refused = await lone.db.select().from(auditLog).where(eq(auditLog.userId, only.id));
    expect(refused.map((r) => r.action)).toEqual(
      expect.arrayContaining(['DELETE /api/admin/equipe/:id', 'POST /api/admin/equipe/:id/rebaixar']),
    );
  });

  it('decision 115: two administrators removing each other at once leave one administrator', async () => {
    const a = await createUser(lone.db, { role: 'admin' });
    const admins = await lone.db.select().from(users).where(eq(users.role, 'admin'));
    // Leave exactly two: a and the one before.
    expect(admins).toHaveLength(2);
    const b = admins.find((x) => x.id !== a.id)!;
    const [ta, tb] = [await signIn(lone.app, a.email), await signIn(lone.app, b.email)];
    const answers = await Promise.all([
      apiCall(lone.app, 'DELETE', `/admin/equipe/${b.id}`, ta),
      apiCall(lone.app, 'DELETE', `/admin/equipe/${a.id}`, tb),
    ]);
    // One wins; the other is refused as the last administrator (409), or, when the winner committed before
    // the loser's session was read, as a removed administrator (401).
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const left = await lone.db.select().from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
  });
});
