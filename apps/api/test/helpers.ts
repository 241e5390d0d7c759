import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import type { Mail } from '../src/lib/mail';
import { localStorage, type Storage } from '../src/lib/storage';
import { withDatabase } from './global-setup';

export type TestContext = {
  app: App;
  database: Database;
  db: Database['db'];
  /** E-mails sent so far: call `drainJobs()` first, since every e-mail goes through the job queue. */
  mails: Mail[];
  /** Runs the queued jobs (e-mails) that are due, as the workers of a running portal would. */
  drainJobs(): Promise<number>;
  /** Files written during the test, under a temp folder removed by close(). */
  storage: Storage;
  filesDir: string;
  close(): Promise<void>;
};

/** A fresh copy of the migrated template database: PGlite in memory, or PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const name = `portal_t_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    await admin.end();
    return openDatabase({ kind: 'pg', url: withDatabase(url, name), max: 10 });
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
}

/** The configuration every test portal runs with, `env` over it. */
const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/portal-test-unused',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    PUBLIC_URL: 'http://portal.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    USER_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent',
    ...env,
  });

/**
 * A second node: another portal on `t`'s database and files, with its own memory (kept answers, limits
 * cached), as a second API process behind the proxy would be. Close it before `t`.
 */
export async function otherNode(t: TestContext, env: Record<string, string> = {}): Promise<App> {
  const app = await buildApp({
    config: testConfig(env),
    database: t.database,
    logger: false,
    storage: t.storage,
    jobWorkers: false,
    mailTransport: { async send() {} },
  });
  await app.ready();
  return app;
}

/** The whole API on its own database, e-mails captured in `mails`. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'diskSpace' | 'logger'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const mails: Mail[] = [];
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
  const storage = localStorage(filesDir);
  const config = testConfig(env);
  const app = await buildApp({
    config,
    database,
    logger: false,
    storage,
    ...deps,
    jobWorkers: false,
    mailTransport: {
      async send(mail) {
        mails.push(mail);
      },
    },
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    mails,
    drainJobs: () => app.jobs.drain(),
    storage,
    filesDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
