import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globalMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { localStorage } from '../../lib/storage';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The API on a fresh test database with `storage`: the readiness checks' other inputs. */
async function appWith(
  storageRoot: string,
  prepare?: (db: Awaited<ReturnType<typeof openTestDatabase>>) => Promise<void>,
) {
  const database = await openTestDatabase();
  await prepare?.(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/portal-test-unused',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({
    config,
    database,
    storage: localStorage(storageRoot),
    logger: false,
    jobWorkers: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('decision 132: liveness and readiness', () => {
  it('decision 132: GET /api/health/live answers while the process runs, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
  });

  it('decision 132: GET /api/health/ready is ready when database, storage and migrations are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok' },
    });
  });

  it('decision 132: the storage probe leaves nothing behind', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(path.join(t.filesDir, 'health'))).toEqual([]);
  });

  it('decision 132: database down: not ready (503, Retry-After), yet live, and /api/health keeps its answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      error: globalMessages.serviceUnavailable,
      type: 'UNEXPECTED',
      checks: { database: 'failing' },
    });
    expect((await broken.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const old = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(old.statusCode).toBe(503);
    expect(old.json()).toEqual({ error: globalMessages.serviceUnavailable, type: 'UNEXPECTED' });
    await broken.app.close();
  });

  it('decision 132: storage that takes no write: not ready, storage named', async () => {
    // A files folder under a regular file: every write fails, as on a read-only or vanished volume.
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-ready-'));
    writeFileSync(path.join(dir, 'file'), 'x');
    const a = await appWith(path.join(dir, 'file', 'files'));
    const res = await a.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'ok', storage: 'failing', migrations: 'ok' });
    await a.close();
  });

  it('decision 132: a committed migration not yet applied: not ready, migrations named', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-ready-'));
    const a = await appWith(dir, async (database) => {
      await database.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
    });
    const res = await a.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'ok', storage: 'ok', migrations: 'failing' });
    await a.close();
  });
});
