import { randomBytes } from 'node:crypto';
import { completeCpf } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from '../src/lib/log';
import { createGraduation } from './factories';
import { createTestApp, type TestContext } from './helpers';

const EMAIL = 'Vitima.Log@Exemplo.com.br';
const CPF = completeCpf('529982247');
const PHONE = '51998765432';
const PASSWORD = 'senha-secreta-de-log';

/** An app whose log lines are kept in memory, parsed, at the level production uses. */
async function loggedApp() {
  const lines: string[] = [];
  const t = await createTestApp({}, { logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
  return { t, lines };
}

/** The registration form of a student with the secrets above. */
function autostoreBody(graduation: { id: number; registrationKey: string }, courseId: number) {
  return {
    key: graduation.registrationKey,
    AlNome: 'Maria Souza',
    AlSobrenome: 'Souza',
    AlEmail: EMAIL.toLowerCase(),
    AlCPF: CPF,
    AlFone: PHONE,
    AlInsta: null,
    AlCurso: courseId,
    AlPolo: null,
    AlFormatura: graduation.id,
    AlExecutivo: 'e7',
  };
}

function expectNoSecrets(lines: string[]) {
  const all = lines.join('\n');
  expect(all).not.toContain('$argon2');
  expect(all.toLowerCase()).not.toContain(EMAIL.toLowerCase());
  expect(all).not.toContain(CPF);
  expect(all).not.toContain(PHONE);
  expect(all).not.toContain(PASSWORD);
}

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close().catch(() => {});
  t = undefined;
});

describe('decision 31: no secrets or personal data in logs', () => {
  it('decision 31: a failed insert on /register and /autostore logs no $argon2 hash, e-mail, CPF or phone', async () => {
    const logged = await loggedApp();
    t = logged.t;
    const { graduation, course } = await createGraduation(t.db);
    // Every insert now fails inside PostgreSQL, as in a full or broken database.
    await t.db.execute(sql`alter table users add constraint issue7_refuse check (false) not valid`);
    await t.db.execute(sql`alter table students add constraint issue7_refuse check (false) not valid`);

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Maria Souza', email: EMAIL, password: PASSWORD },
    });
    expect(register.statusCode).toBe(500);
    const autostore = await t.app.inject({
      method: 'POST',
      url: '/api/autostore',
      payload: autostoreBody(graduation, course.id),
    });
    expect(autostore.statusCode, autostore.body).toBe(500);

    expectNoSecrets(logged.lines);
    // The lines still say what failed: the SQLSTATE and the constraint, for the operator.
    const errors = logged.lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(errors)).toContain('"code":"23514"');
    expect(JSON.stringify(errors)).toContain('issue7_refuse');
  });

  it('decision 31: a database outage logs no e-mail or hash of the calls that fail', async () => {
    const logged = await loggedApp();
    t = logged.t;
    await t.database.close();
    for (const [url, payload] of [
      ['/api/register', { name: 'Maria Souza', email: EMAIL, password: PASSWORD }],
      ['/api/auth', { email: EMAIL, password: PASSWORD }],
      ['/api/forgot', { email: EMAIL }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    }
    expect(logged.lines.some((l) => JSON.parse(l).level >= 50)).toBe(true);
    expectNoSecrets(logged.lines);
  });

  it('decision 31: a unique violation logs the constraint, not the detail that quotes the e-mail', async () => {
    const logged = await loggedApp();
    t = logged.t;
    await t.db.execute(sql`insert into users (name, email, password_hash) values ('a', ${EMAIL}, 'x')`);
    const err = await t.db
      .execute(
        sql`insert into users (name, email, password_hash) values ('b', ${EMAIL}, ${'$argon2id$v=19$x'})`,
      )
      .catch((e: unknown) => e);
    const logged2 = JSON.stringify(serializeError(err));
    expect(logged2).toContain('23505');
    expect(logged2).not.toMatch(/argon2|exemplo\.com/i);
  });

  it('decision 31: request lines carry no query string, bearer token, or e-mail in the path', async () => {
    const logged = await loggedApp();
    t = logged.t;
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/alunos?q=${encodeURIComponent(EMAIL)}`,
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl', cookie: 'a=b' },
    });
    await t.app.inject({ method: 'GET', url: `/signin/${encodeURIComponent(`${EMAIL}|abcdefabcdef`)}` });
    // The web paths of the reset and confirmation links carry a 43-character token.
    const token = randomBytes(32).toString('base64url');
    await t.app.inject({ method: 'GET', url: `/reset/${token}` });
    await t.app.inject({ method: 'GET', url: `/confirmar-email/${token}` });
    const all = logged.lines.join('\n');
    expect(all).toContain('incoming request');
    expect(all).not.toContain('eyJ');
    expect(all).not.toContain('abcdefabcdef');
    expect(all).not.toContain(token);
    expectNoSecrets(logged.lines);
  });
});
