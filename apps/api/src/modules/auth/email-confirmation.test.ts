import { authMessages, normalizeRegistration, registrationFormSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createStudent, createUser, signIn } from '../../../test/factories';
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

/** The token of the newest confirmation e-mail sent to `email`, after the queue has run. */
async function confirmationToken(email: string): Promise<string> {
  await t.drainJobs();
  const mail = t.mails.findLast((m) => m.to === email && m.text.includes('/confirmar-email/'));
  if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
  return /\/confirmar-email\/([\w-]+)/.exec(mail.text)![1]!;
}

async function signUp(email: string) {
  const res = await post('/register', { name: 'Quem Cadastrou', email, password: 'uma-senha-boa' });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; user: { studentId: number | null; emailConfirmed: boolean } };
}

describe('decision 26: a registration is linked only to a user who proved the e-mail', () => {
  it('a sign-up with a registered student’s e-mail sees no personal data until the link is opened', async () => {
    const student = await createStudent(t.db, { email: 'dona@teste.com.br', cpf: '52998224725' });
    const { token, user } = await signUp('dona@teste.com.br');
    expect(user).toMatchObject({ studentId: null, emailConfirmed: false });

    const before = await get('/perfil/cadastro', token);
    expect(before.statusCode).toBe(404);
    expect(before.body).not.toContain('52998224725');

    const confirmed = await post('/email/confirmar', { token: await confirmationToken('dona@teste.com.br') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: authMessages.emailConfirmed });

    // The same session now sees the registration: the database, not the token, decides.
    const session = await get('/sessao', token);
    expect(session.json().user).toMatchObject({ studentId: student.id, emailConfirmed: true });
    const after = await get('/perfil/cadastro', token);
    expect(after.statusCode).toBe(200);
    expect(after.json().AlCPF).toBe('52998224725');
  });

  it('an impostor who signed up first is not linked by the owner’s later self-registration', async () => {
    const { graduation, course } = await createGraduation(t.db, { registrationKey: 'chave-impostor' });
    const impostor = await signUp('alvo-autocadastro@teste.com.br');
    const form = registrationFormSchema.parse({
      AlNome: 'dona',
      AlSobrenome: 'verdadeira',
      AlPolo: null,
      AlCurso: course.id,
      AlInsta: '',
      AlEmail: 'alvo-autocadastro@teste.com.br',
      AlCPF: '11144477735',
      AlFone: '(51) 99876-5432',
      AlFormatura: graduation.id,
    });
    const res = await post(
      '/autostore',
      normalizeRegistration(form, { result: 'ok', key: 'chave-impostor', executive: 'e7' }),
    );
    expect(res.json()).toEqual({ status: 'created' });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, impostorId(impostor.token)));
    expect(row!.studentId).toBeNull();
    expect((await get('/perfil/cadastro', impostor.token)).statusCode).toBe(404);
  });

  it('a user who confirms after the self-registration is linked then', async () => {
    const { token } = await signUp('depois@teste.com.br');
    const student = await createStudent(t.db, { email: 'depois@teste.com.br' });
    await post('/email/confirmar', { token: await confirmationToken('depois@teste.com.br') });
    expect((await get('/sessao', token)).json().user.studentId).toBe(student.id);
  });

  it('the confirmation link works once, and not after it expires', async () => {
    await signUp('uma-vez@teste.com.br');
    const link = await confirmationToken('uma-vez@teste.com.br');
    expect((await post('/email/confirmar', { token: link })).statusCode).toBe(200);
    const again = await post('/email/confirmar', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: authMessages.emailConfirmInvalid, type: 'INVALID' });

    await signUp('expirado@teste.com.br');
    const old = await confirmationToken('expirado@teste.com.br');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(old)));
    expect((await post('/email/confirmar', { token: old })).json().type).toBe('INVALID');
    expect((await post('/email/confirmar', { token: '' })).json().type).toBe('INVALID');
  });

  it('resend: a new link replaces the old one; a confirmed user gets FOUND; a visitor 401', async () => {
    const { token } = await signUp('reenvio@teste.com.br');
    const first = await confirmationToken('reenvio@teste.com.br');
    const res = await post('/email/reenviar', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.emailConfirmResent });
    const second = await confirmationToken('reenvio@teste.com.br');
    expect(second).not.toBe(first);
    expect((await post('/email/confirmar', { token: first })).statusCode).toBe(400);
    expect((await post('/email/confirmar', { token: second })).statusCode).toBe(200);

    const again = await post('/email/reenviar', {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: authMessages.emailAlreadyConfirmed, type: 'FOUND' });
    expect((await post('/email/reenviar')).statusCode).toBe(401);
  });

  it('a password reset proves the e-mail (the owner of an address an impostor took gets it back)', async () => {
    const student = await createStudent(t.db, { email: 'recupera@teste.com.br' });
    await signUp('recupera@teste.com.br');
    await post('/forgot', { email: 'recupera@teste.com.br' });
    await t.drainJobs();
    const mail = t.mails.findLast((m) => m.to === 'recupera@teste.com.br' && m.text.includes('/reset/'))!;
    const resetToken = /\/reset\/([\w-]+)/.exec(mail.text)![1]!;
    const reset = await post('/reset', {
      email: 'recupera@teste.com.br',
      password: 'dona-de-verdade',
      token: resetToken,
    });
    expect(reset.statusCode).toBe(200);
    const token = await signIn(t.app, 'recupera@teste.com.br', 'dona-de-verdade');
    expect((await get('/sessao', token)).json().user).toMatchObject({
      studentId: student.id,
      emailConfirmed: true,
    });
  });

  it('an automatic-login link issued by the administrator proves the e-mail', async () => {
    const admin = await createUser(t.db, { role: 'admin', email: 'adm-prova@teste.com.br' });
    const adminToken = await signIn(t.app, admin.email);
    const student = await createStudent(t.db, { email: 'por-link@teste.com.br' });
    await createUser(t.db, { email: 'por-link@teste.com.br', emailConfirmedAt: null, studentId: student.id });
    const link = await post('/admin/link-acesso', { studentId: student.id }, adminToken);
    const value = decodeURIComponent(link.json().link.split('/signin/')[1]);
    const res = await post('/auth/auto', { value });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ studentId: student.id, emailConfirmed: true });
  });
});

/** The user id inside a token (its `sub`), for looking the row up. */
function impostorId(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
}
