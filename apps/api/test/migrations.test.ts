import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { installQueues } from '../src/queues';
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
    await installQueues(database);
    await database.migrate(); // a second run is a no-op
    await installQueues(database);
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

  it.runIf(process.env.TEST_DATABASE_URL)(
    'decision 119: two nodes migrating a fresh PostgreSQL database at once both start',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `portal_t_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const nodes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'pg', url: withDatabase(url, name) })),
      );
      try {
        // Without the lock, drizzle's migrator on a second connection fails on the first CREATE (3 of 3 runs).
        await Promise.all(nodes.map((node) => node.migrate()));
        expect(await tablesOf(nodes[0]!)).toEqual(expect.arrayContaining(TABLES));
        const seen: number[] = [];
        let inside = 0;
        await Promise.all(
          nodes.map((node, i) =>
            node.exclusive(async () => {
              inside++;
              seen.push(inside);
              await new Promise((resolve) => setTimeout(resolve, 30 + i));
              inside--;
            }),
          ),
        );
        expect(seen).toEqual([1, 1, 1]);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );

  it('decision 119: an unreachable PostgreSQL is named, retried, and never shows its password', async () => {
    const waits: string[] = [];
    const failure = await openDatabase({
      kind: 'pg',
      url: 'postgres://portal:s3cret@127.0.0.1:1/portal',
      reachWithinMs: 1_200,
      onWaiting: (message) => waits.push(message),
    }).catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      /^Não foi possível conectar ao PostgreSQL em 127\.0\.0\.1:1\/portal/,
    );
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits[0]).toContain('nova tentativa 2');
    expect([...waits, (failure as Error).message].join('\n')).not.toContain('s3cret');
  });
});
