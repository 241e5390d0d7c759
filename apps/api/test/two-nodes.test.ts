import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authMessages, globalMessages } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { localStorage } from '../src/lib/storage';
import { isDatabaseUnreachable } from '../src/plugins/errors';
import { bearer, createUser, PASSWORD, signedInStudent } from './factories';
import { withDatabase } from './global-setup';

const baseUrl = process.env.TEST_DATABASE_URL;
const template = inject('pgTemplate');
const SECRET = 'one-secret-for-every-node-0123456789';

type Node = { app: App; database: Database; dataDir: string };

/** One API node: its own pool, its own DATA_DIR and files folder, the shared database and secret. */
async function startNode(url: string, env: Record<string, string> = {}): Promise<Node> {
  const database = await openDatabase({ kind: 'pg', url, max: 4 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    PUBLIC_URL: 'http://portal.test',
    // Shared by every sign-in of this file from 127.0.0.1 (six) and the attempts from 10.128.0.1.
    AUTH_RATE_LIMIT_PER_MINUTE: '8',
    REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    USER_RATE_LIMIT_PER_MINUTE: '8',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    storage: localStorage(path.join(dataDir, 'files')),
    jobWorkers: false,
    mailTransport: { async send() {} },
  });
  await app.ready();
  return { app, database, dataDir };
}

async function stopNode(node: Node) {
  await node.app.close();
  await node.database.close().catch(() => {});
  rmSync(node.dataDir, { recursive: true, force: true });
}

let url = '';
let a: Node;
let b: Node;

describe.skipIf(!baseUrl || !template)('decision 128: two API nodes on one PostgreSQL', () => {
  beforeAll(async () => {
    const name = `portal_t_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    url = withDatabase(baseUrl as string, name);
    a = await startNode(url);
    b = await startNode(url);
  });
  afterAll(async () => {
    await Promise.all([a && stopNode(a), b && stopNode(b)]);
  });

  const profile = (node: Node, token: string) =>
    node.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: bearer(token) });

  it('decision 128: a session opened on one node is accepted by the other, each with its own DATA_DIR', async () => {
    const { token } = await signedInStudent(a.app, a.database.db);
    expect((await profile(b, token)).statusCode).toBe(200);
    // Neither node wrote a secret of its own into its folder.
    expect(existsSync(path.join(a.dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(path.join(b.dataDir, 'jwt-secret'))).toBe(false);
  });

  it('decision 128: a session ended on one node is refused by the other within a second', async () => {
    const { token } = await signedInStudent(a.app, a.database.db);
    // The other node has the session in its cache (which alone would keep it for 5 s).
    expect((await profile(b, token)).statusCode).toBe(200);
    const ended = await a.app.inject({
      method: 'POST',
      url: '/api/sessao/sair-de-todos',
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(200);
    const since = Date.now();
    let status = 200;
    while (Date.now() - since < 1000) {
      status = (await profile(b, token)).statusCode;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    expect((await profile(b, token)).json()).toEqual({
      error: authMessages.sessionExpired,
      type: 'UNAUTHORIZED',
    });
  });

  it('decision 128: a session ended by SQL by hand reaches every node within a second too', async () => {
    const { token, user } = await signedInStudent(a.app, a.database.db);
    expect((await profile(a, token)).statusCode).toBe(200);
    expect((await profile(b, token)).statusCode).toBe(200);
    await a.database.query('update users set session_version = session_version + 1 where id = $1', [user.id]);
    const since = Date.now();
    const refused = new Set<string>();
    while (Date.now() - since < 1000 && refused.size < 2) {
      for (const [name, node] of [
        ['a', a],
        ['b', b],
      ] as const)
        if ((await profile(node, token)).statusCode === 401) refused.add(name);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...refused].sort()).toEqual(['a', 'b']);
  });

  // Reconnection competes with the whole PostgreSQL suite for the server (CI runs every file at once): it is
  // given 25 s to come back, and one retry, so a loaded server is not read as a listener that never returns.
  it('decision 128: a listener cut from the database reconnects, and revocations reach its node again', {
    timeout: 60_000,
    retry: 1,
  }, async () => {
    const listeners = async () =>
      (
        await a.database.query(
          `select pid from pg_stat_activity
            where datname = current_database() and query = 'LISTEN portal_sessions' and pid <> pg_backend_pid()`,
        )
      ).rows.map((row) => Number((row as { pid: number }).pid));
    const killed = await listeners();
    expect(killed).toHaveLength(2);
    // With a timeout pg_terminate_backend waits for each backend to be gone, so a dying listener still in
    // pg_stat_activity is never read as one that came back.
    await a.database.query('select pg_terminate_backend(pid, 10000) from unnest($1::int[]) as pid', [killed]);
    const back = async () => (await listeners()).filter((pid) => !killed.includes(pid));
    const since = Date.now();
    while (Date.now() - since < 25_000 && (await back()).length !== 2)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await back()).toHaveLength(2);
    const { token } = await signedInStudent(a.app, a.database.db);
    expect((await profile(b, token)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/sessao/sair-de-todos', headers: bearer(token) });
    const revoked = Date.now();
    let status = 200;
    while (Date.now() - revoked < 1000 && status !== 401) {
      status = (await profile(b, token)).statusCode;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });

  it('decision 128: one per-user limit across both nodes (the 9th call of 8 a minute is 429 on either)', async () => {
    const { token } = await signedInStudent(a.app, a.database.db);
    for (let i = 0; i < 8; i++) expect((await profile(i % 2 ? b : a, token)).statusCode).toBe(200);
    expect((await profile(a, token)).statusCode).toBe(429);
    expect((await profile(b, token)).statusCode).toBe(429);
  });

  it('decision 128: one sign-in limit per address across both nodes (the 9th attempt of 8 is 429)', async () => {
    const attempt = (node: Node) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: '10.128.0.1',
        payload: { email: 'ninguem@teste.com.br', password: 'errada-123' },
      });
    for (let i = 0; i < 8; i++) expect((await attempt(i % 2 ? b : a)).statusCode).not.toBe(429);
    const ninth = await attempt(b);
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json()).toEqual({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
    expect((await attempt(a)).statusCode).toBe(429);
  });

  it('decision 141: one per-account failed sign-in count across both nodes (8 guesses from 8 addresses slow the 9th)', async () => {
    const user = await createUser(a.database.db, { email: 'conta-alvo@teste.com.br' });
    const attempt = (node: Node, ip: string, password: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: ip,
        payload: { email: user.email, password },
      });
    // Four guesses on each node: per process neither would reach the account's 8.
    for (let i = 0; i < 8; i++)
      expect((await attempt(i % 2 ? b : a, `10.130.0.${i + 1}`, 'errada-123')).statusCode).toBe(401);
    for (const node of [a, b]) {
      const started = Date.now();
      expect((await attempt(node, '10.130.0.50', PASSWORD)).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    }
  });

  it('decision 128: with the database gone a call answers 503, tente novamente em instantes, with Retry-After', async () => {
    const c = await startNode(url);
    const { token } = await signedInStudent(c.app, c.database.db);
    await c.database.close();
    for (const res of [
      await profile(c, token),
      await c.app.inject({ method: 'GET', url: '/api/hash/x', remoteAddress: '10.128.0.2' }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: globalMessages.serviceUnavailable, type: 'UNEXPECTED' });
    }
    await stopNode(c);
  });

  it('decision 128: a refused connection and a server shutting down read as unreachable; a bad query does not', async () => {
    const dead = new pg.Pool({ connectionString: withDatabase('postgres://postgres@127.0.0.1:1/', 'x') });
    const refused = await dead.query('select 1').catch((err: unknown) => err);
    await dead.end();
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: { code: '57P01' } }))).toBe(true);
    const bad = await a.database.query('select * from no_such_table').catch((err: unknown) => err);
    expect(isDatabaseUnreachable(bad)).toBe(false);
  });
});

describe('decision 128: production on PostgreSQL takes its secrets from the environment', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://portal@db/portal' };

  it('decision 128: without JWT_SECRET the portal refuses to start, naming the variable in Portuguese and English', () => {
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET é obrigatório em produção com PostgreSQL/);
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET is required in production with PostgreSQL/);
  });

  it('decision 128: two nodes with their own DATA_DIR get the same secrets and write none', () => {
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'portal-secrets-')));
    const [one, two] = dirs.map((DATA_DIR) => loadConfig({ ...production, DATA_DIR, JWT_SECRET: SECRET }));
    expect(one?.jwtSecret).toBe(SECRET);
    expect(two?.jwtSecret).toBe(SECRET);
    expect(one?.payments.webhookSecret).toBe(two?.payments.webhookSecret);
    expect(one?.payments.webhookSecret).not.toBe(SECRET);
    for (const dir of dirs) {
      expect(existsSync(path.join(dir, 'payment-webhook-secret'))).toBe(false);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
