import { authMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { oneTimeTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const expired = { error: authMessages.sessionExpired, type: 'UNAUTHORIZED' };

describe('decision 25: sessions end with their user', () => {
  it('a token of a deleted user is refused', async () => {
    const user = await createUser(t.db, { email: 'apagado@teste.com.br' });
    const token = await signIn(t.app, user.email);
    expect((await get('/sessao', token)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    t.app.sessions.forget(user.id);
    const res = await get('/sessao', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(expired);
  });

  it('a password reset ends the sessions opened before it', async () => {
    const { user, token } = await signedInStudent(t.app, t.db);
    await post('/forgot', { email: user.email });
    await t.drainJobs();
    const mail = t.mails.findLast((m) => m.to === user.email && m.text.includes('/reset/'))!;
    const resetToken = /\/reset\/([\w-]+)/.exec(mail.text)![1]!;
    expect(
      (await post('/reset', { email: user.email, password: 'nova-senha-123', token: resetToken })).statusCode,
    ).toBe(200);
    expect((await get('/perfil/cadastro', token)).statusCode).toBe(401);
    const fresh = await signIn(t.app, user.email, 'nova-senha-123');
    expect((await get('/perfil/cadastro', fresh)).statusCode).toBe(200);
  });

  it('a signed token without an expiry is refused', async () => {
    const { user } = await signedInStudent(t.app, t.db);
    // Signed with the portal's key by fast-jwt itself: @fastify/jwt would add the configured expiry.
    const { createSigner } = await import('fast-jwt');
    const bare = createSigner({ key: 'test-secret-test-secret-test-secret-1234', algorithm: 'HS256' })({
      sub: user.id,
      ver: 0,
      role: 'student',
      act: null,
      via: null,
    });
    expect(JSON.parse(Buffer.from(bare.split('.')[1]!, 'base64url').toString()).exp).toBeUndefined();
    expect((await get('/perfil/cadastro', bare)).json()).toEqual(expired);
  });

  it('logout everywhere ends this session and every other one', async () => {
    const { user, token } = await signedInStudent(t.app, t.db);
    const other = await signIn(t.app, user.email);
    const res = await post('/sessao/sair-de-todos', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.signedOutEverywhere });
    expect((await get('/sessao', token)).statusCode).toBe(401);
    expect((await get('/sessao', other)).statusCode).toBe(401);
    expect((await post('/sessao/sair-de-todos')).statusCode).toBe(401);
  });

  it('a role change ends the sessions; administrator routes read the role from the database', async () => {
    const admin = await createUser(t.db, { role: 'admin', email: 'rebaixado@teste.com.br' });
    const token = await signIn(t.app, admin.email);
    expect((await get('/admin/alunos?q=x', token)).statusCode).toBe(200);
    // No wait for the session cache: an administrator's session is read on every call (decision 99).
    await t.db.update(users).set({ role: 'student' }).where(eq(users.id, admin.id));
    expect((await get('/admin/alunos?q=x', token)).statusCode).toBe(401);
    const asStudent = await signIn(t.app, admin.email);
    expect((await get('/admin/alunos?q=x', asStudent)).statusCode).toBe(403);
  });

  it('GET /sessao answers the user as stored now; a visitor gets 401', async () => {
    const { user, student, token } = await signedInStudent(t.app, t.db);
    const res = await get('/sessao', token);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        role: 'student',
        studentId: student.id,
        actingAs: null,
        emailConfirmed: true,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/sessao' })).statusCode).toBe(401);
  });
});

describe('decision 4: a reset with the wrong e-mail burns nothing', () => {
  it('the owner can still use the link after someone tried it with another e-mail', async () => {
    const owner = await createUser(t.db, { email: 'dono-link@teste.com.br' });
    const other = await createUser(t.db, { email: 'outro-link@teste.com.br' });
    await post('/forgot', { email: owner.email });
    await t.drainJobs();
    const mail = t.mails.findLast((m) => m.to === owner.email)!;
    const token = /\/reset\/([\w-]+)/.exec(mail.text)![1]!;
    const wrong = await post('/reset', { email: other.email, password: 'nova-senha-123', token });
    expect(wrong.json()).toEqual({ error: authMessages.resetInvalid, type: 'INVALID' });
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row!.usedAt).toBeNull();
    expect((await post('/reset', { email: owner.email, password: 'nova-senha-123', token })).statusCode).toBe(
      200,
    );
  });
});
