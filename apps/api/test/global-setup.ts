import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { installQueues } from '../src/queues';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tarball) each test file loads its own copy from. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated template database each test file clones. */
    pgTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy (DESIGN §9: a fresh
 * PGlite costs ~5 s, a copy ~0.6 s). With TEST_DATABASE_URL the same happens on a real PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `portal_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ kind: 'pg', url: withDatabase(url, template), max: 1 });
    await database.migrate();
    await installQueues(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, 'portal_t_') or datname = $1`,
        [template],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await installQueues(database);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
