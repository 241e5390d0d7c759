import { authMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createUser, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { oneTimeTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

describe('POST /api/auth', () => {
  it('spec B §2.2: the right e-mail and password answer a token and the user', async () => {
    const user = await createUser(t.db, { email: 'ana@teste.com.br', name: 'Ana Souza' });
    const res = await post('/auth', { email: ' ANA@teste.com.br ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: user.id,
      name: 'Ana Souza',
      email: 'ana@teste.com.br',
      role: 'student',
      studentId: null,
      actingAs: null,
      emailConfirmed: true,
    });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it.each([[{}], [{ email: 'a@b.com' }], [{ password: 'x' }], [{ email: '   ', password: 'x' }]])(
    'spec B §5.1: missing e-mail or password answers EMPTY (%j)',
    async (payload) => {
      const res = await post('/auth', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: authMessages.signInEmpty, type: 'EMPTY' });
    },
  );

  it('spec B §8: a wrong password and an unknown e-mail both answer NOT_FOUND with the same text', async () => {
    await createUser(t.db, { email: 'bia@teste.com.br' });
    const wrong = await post('/auth', { email: 'bia@teste.com.br', password: 'errada-123' });
    const unknown = await post('/auth', { email: 'ninguem@teste.com.br', password: 'errada-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: authMessages.signInNotFound, type: 'NOT_FOUND' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('links the student user to the registration with the same e-mail at sign-in', async () => {
    const user = await createUser(t.db, { email: 'caio@teste.com.br' });
    const student = await createStudent(t.db, { email: 'Caio@Teste.com.br' });
    const res = await post('/auth', { email: user.email, password: PASSWORD });
    expect(res.json().user.studentId).toBe(student.id);
  });

  it('decision 27: repeated failures lock the guessing address out of the account, never the owner elsewhere', async () => {
    const small = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const user = await createUser(small.db, { email: 'alvo@teste.com.br' });
      const attempt = (ip: string, password: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: user.email, password },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1', 'errada-123')).statusCode).toBe(401);
      // The guessing address is refused before any hashing, even with the right password.
      const blocked = await attempt('10.0.0.1', PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
      // The owner, from another address, still signs in: slowed down, not locked out.
      const owner = await attempt('10.0.0.9', PASSWORD);
      expect(owner.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('decision 27: guesses spread over many addresses slow the account down without locking its owner out', async () => {
    const small = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const user = await createUser(small.db, { email: 'muitos@teste.com.br' });
      const attempt = (ip: string, password: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: user.email, password },
          remoteAddress: ip,
        });
      for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3'])
        expect((await attempt(ip, 'errada-123')).statusCode).toBe(401);
      const started = Date.now();
      const owner = await attempt('10.2.0.50', PASSWORD);
      expect(owner.statusCode).toBe(200);
      // Past the per-account allowance each attempt waits before the password is checked.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await small.close();
    }
  });

  it('answers 429 with a pt-BR error when one address sends too many requests', async () => {
    const small = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const r = await small.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: {},
          remoteAddress: '10.1.1.1',
        });
        codes.push(r.statusCode);
        if (r.statusCode === 429)
          expect(r.json()).toEqual({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/register', () => {
  it('spec B §2.3: creates the user, answers 201 with a token, and stores an argon2id hash', async () => {
    const res = await post('/register', {
      name: 'Davi Alves',
      email: 'Davi@Teste.com.br',
      password: 'uma-senha-boa',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      name: 'Davi Alves',
      email: 'davi@teste.com.br',
      role: 'student',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'davi@teste.com.br'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ name: 'A', email: 'a@b.com' }],
    [{ email: 'a@b.com', password: 'x' }],
    [{ name: 'A', password: 'x' }],
  ])('spec B §5.1: a missing field answers EMPTY (%j)', async (payload) => {
    const res = await post('/register', payload);
    expect(res.json()).toEqual({ error: authMessages.signUpEmpty, type: 'EMPTY' });
  });

  it('spec B §8: an e-mail already registered answers FOUND, whatever its case', async () => {
    await createUser(t.db, { email: 'eva@teste.com.br' });
    const res = await post('/register', {
      name: 'Eva',
      email: 'EVA@teste.com.br',
      password: 'uma-senha-boa',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: authMessages.signUpFound, type: 'FOUND' });
  });

  it.each([
    ['nao-e-email', 'uma-senha-boa', authMessages.emailInvalid],
    ['f@teste.com.br', 'curta', authMessages.passwordTooShort],
  ])('refuses a bad e-mail or a short password with INVALID (%s)', async (email, password, error) => {
    const res = await post('/register', { name: 'Fulano', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, type: 'INVALID' });
  });

  it('refuses overlong input before doing any work', async () => {
    const res = await post('/register', {
      name: 'x'.repeat(500),
      email: 'g@teste.com.br',
      password: 'uma-senha-boa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('INVALID');
  });

  it('spec B §2.3: sign-up with the self-registration e-mail signs in, unlinked until the e-mail is confirmed', async () => {
    await createStudent(t.db, { email: 'hugo@teste.com.br' });
    const res = await post('/register', {
      name: 'Hugo',
      email: 'hugo@teste.com.br',
      password: 'uma-senha-boa',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ studentId: null, emailConfirmed: false });
  });
});

describe('POST /api/forgot and /api/reset', () => {
  it('spec B §5.1: forgot without an e-mail answers EMPTY', async () => {
    const res = await post('/forgot', {});
    expect(res.json()).toEqual({ error: authMessages.forgotEmpty, type: 'EMPTY' });
  });

  it('spec B §2.4: answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    await createUser(t.db, { email: 'ivo@teste.com.br' });
    await t.drainJobs();
    const before = t.mails.length;
    const known = await post('/forgot', { email: 'ivo@teste.com.br' });
    const unknown = await post('/forgot', { email: 'ninguem@teste.com.br' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.forgotSent });
    expect(unknown.json()).toEqual(known.json());
    await t.drainJobs();
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['ivo@teste.com.br']);
  });

  async function resetLink(email: string): Promise<string> {
    await post('/forgot', { email });
    await t.drainJobs();
    const mail = t.mails.findLast((m) => m.to === email)!;
    const match = /http:\/\/portal\.test\/reset\/([\w-]+)/.exec(mail.text);
    return match![1]!;
  }

  it('spec B §2.5: the link resets the password once; the old password stops working', async () => {
    const user = await createUser(t.db, { email: 'jo@teste.com.br' });
    const token = await resetLink(user.email);
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toContain(token);

    const ok = await post('/reset', { email: user.email, password: 'nova-senha-123', token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: authMessages.resetDone });
    expect((await post('/auth', { email: user.email, password: 'nova-senha-123' })).statusCode).toBe(200);
    expect((await post('/auth', { email: user.email, password: PASSWORD })).statusCode).toBe(401);

    const again = await post('/reset', { email: user.email, password: 'outra-senha-123', token });
    expect(again.json()).toEqual({ error: authMessages.resetInvalid, type: 'INVALID' });
  });

  it('refuses a token used with another e-mail, and a token past its hour', async () => {
    const user = await createUser(t.db, { email: 'kim@teste.com.br' });
    const other = await createUser(t.db, { email: 'lia@teste.com.br' });
    const token = await resetLink(user.email);
    const wrongEmail = await post('/reset', { email: other.email, password: 'nova-senha-123', token });
    expect(wrongEmail.json().type).toBe('INVALID');

    const token2 = await resetLink(other.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token2)));
    const expired = await post('/reset', { email: other.email, password: 'nova-senha-123', token: token2 });
    expect(expired.json()).toEqual({ error: authMessages.resetInvalid, type: 'INVALID' });
  });

  it.each([
    [{ password: 'nova-senha-123', token: 'x' }, authMessages.resetEmpty, 'EMPTY'],
    [{ email: 'a@b.com', token: 'x' }, authMessages.resetEmpty, 'EMPTY'],
    [{ email: 'a@b.com', password: 'curta', token: 'x' }, authMessages.passwordTooShort, 'INVALID'],
    [
      { email: 'a@b.com', password: 'nova-senha-123', token: 'nao-existe' },
      authMessages.resetInvalid,
      'INVALID',
    ],
  ])('spec B §5.1: reset refuses %j', async (payload, error, type) => {
    const res = await post('/reset', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, type });
  });
});

describe('POST /api/auth/auto', () => {
  it('spec B §2.2: an automatic-login value signs in once and never again', async () => {
    const admin = await createUser(t.db, { email: 'adm-auto@teste.com.br', role: 'admin' });
    const student = await createStudent(t.db, { email: 'mia@teste.com.br' });
    await createUser(t.db, { email: 'mia@teste.com.br', studentId: student.id });
    const adminToken = (await post('/auth', { email: admin.email, password: PASSWORD })).json().token;
    const linkRes = await post(
      '/admin/link-acesso',
      { studentId: student.id },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(linkRes.statusCode).toBe(200);
    const value = decodeURIComponent(linkRes.json().link.split('/signin/')[1]);
    expect(value.startsWith('mia@teste.com.br|')).toBe(true);

    const first = await post('/auth/auto', { value });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.studentId).toBe(student.id);
    const second = await post('/auth/auto', { value });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ error: authMessages.autoLoginInvalid, type: 'UNAUTHORIZED' });
  });

  it.each(['', 'sem-barra', '|token', 'x@y.com|'])('refuses a malformed value %j', async (value) => {
    const res = await post('/auth/auto', { value });
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe('UNAUTHORIZED');
  });
});
