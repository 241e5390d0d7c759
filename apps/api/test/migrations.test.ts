import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { installJobQueue } from '../src/platform/jobs/install';
import { withDatabase } from './global-setup';

const TABLES = [
  'audit_log',
  'campuses',
  'courses',
  'graduations',
  'institutions',
  'one_time_tokens',
  'students',
  'users',
];

async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    table_name: string;
  }[];
  return rows.map((r) => r.table_name);
}

async function migrateTwice(database: Database) {
  try {
    // As every composition root does it: the migrations, then the job queue's schema (DESIGN §4a).
    await database.migrate();
    await installJobQueue(database);
    await database.migrate(); // a second run is a no-op
    await installJobQueue(database);
    expect(await tablesOf(database)).toEqual(expect.arrayContaining(TABLES));
  } finally {
    await database.close();
  }
}

describe('migrations', () => {
  it('apply to an empty PGlite database, and again as a no-op', async () => {
    await migrateTwice(await openDatabase({ kind: 'pglite' }));
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'apply to an empty PostgreSQL database, and again as a no-op',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `portal_t_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        await migrateTwice(await openDatabase({ kind: 'pg', url: withDatabase(url, name) }));
      } finally {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
