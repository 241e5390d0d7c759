import { authMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../../test/factories';
import { openTestDatabase } from '../../../test/helpers';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';

// Two apps over one database, on PGlite and on PostgreSQL: what a second node would see. The limit of 3
// failed sign-ins per account (and per account from one address) must hold across both, not 3 each.
let database: Database;
let one: App;
let two: App;

async function node(): Promise<App> {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/portal-test-unused',
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      PUBLIC_URL: 'http://portal.test',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST: '/nonexistent',
    }),
    database,
    logger: false,
    jobWorkers: false,
    mailTransport: { async send() {} },
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  one = await node();
  two = await node();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

const signIn = (app: App, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: ip });

describe('decision 141: failed sign-ins are counted in the shared database', () => {
  it('decision 141: an address that failed 3 times across two apps is refused on both, before any hashing', async () => {
    const user = await createUser(database.db, { email: 'dois-nos@teste.com.br' });
    expect((await signIn(one, user.email, 'errada-123', '10.3.0.1')).statusCode).toBe(401);
    expect((await signIn(two, user.email, 'errada-123', '10.3.0.1')).statusCode).toBe(401);
    // The e-mail as typed differently is the same account.
    expect((await signIn(one, 'Dois-Nos@Teste.com.br ', 'errada-123', '10.3.0.1')).statusCode).toBe(401);
    for (const app of [one, two]) {
      const refused = await signIn(app, user.email, PASSWORD, '10.3.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
    }
  });

  it('decision 141: failures spread over addresses and apps slow the account down on both, owner not locked out', async () => {
    const user = await createUser(database.db, { email: 'espalhado@teste.com.br' });
    for (const [i, app] of [one, two, one].entries())
      expect((await signIn(app, user.email, 'errada-123', `10.4.0.${i + 1}`)).statusCode).toBe(401);
    const started = Date.now();
    expect((await signIn(two, user.email, PASSWORD, '10.4.0.50')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('decision 141: the counters hold no e-mail or address, and a success clears its address only', async () => {
    const user = await createUser(database.db, { email: 'limpo@teste.com.br' });
    expect((await signIn(one, user.email, 'errada-123', '10.5.0.1')).statusCode).toBe(401);
    const before = await database.query('select key, failures from sign_in_failures');
    expect(JSON.stringify(before.rows)).not.toMatch(/limpo|10\.5\.0\.1/);
    expect((await signIn(two, user.email, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    const after = await database.query('select key, failures from sign_in_failures');
    // The address's counter is gone; the account's (from everywhere) stays for its window.
    expect(after.rows.length).toBe(before.rows.length - 1);
  });
});
