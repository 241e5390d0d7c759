import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

type Schema = typeof schema;
type Relations = ExtractTablesWithRelations<Schema>;

/**
 * What the repositories see: a database or a transaction, on either driver. Both drizzle drivers extend
 * `PgDatabase` and a transaction extends it too, so one type is honest for the four cases.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema, Relations>;
/** A transaction handle: inside a transaction use only this, never the outer `db` (PGlite deadlocks). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, Relations>;

/** Rows of a plain SQL statement: what libraries that bring their own SQL (the job queue) need. */
export type SqlResult = { rows: Record<string, unknown>[] };

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Runs SQL text outside Drizzle. Without values the text may hold several statements (schema installs);
   * with values it is one parameterised statement.
   */
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Applies the committed migrations. The job queue's schema is not a migration: the composition root
   * installs it right after (platform/jobs/install.ts), so the database layer knows nothing above it.
   */
  migrate(): Promise<void>;
  /** Flushes what can be flushed and closes the connection(s). */
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pg'; url: string; max?: number; onError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** PGlite under DATA_DIR by default, a `pg` pool when DATABASE_URL is set (DESIGN §1). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // Without a listener an idle client's error (a database restart) would kill the process.
    pool.on('error', options.onError ?? (() => {}));
    const db = drizzlePg(pool, { schema });
    const database: Database = {
      db,
      driver: 'pg',
      query: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
    return database;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The back-office search indexes names, e-mails and CPFs by trigram (migration 0003).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  const database: Database = {
    db,
    driver: 'pglite',
    async query(text, values) {
      // PGlite's extended protocol takes one statement; its simple protocol (exec) takes several.
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: async () => {
      if (options.dataDir) await client.exec('CHECKPOINT');
      await client.close();
    },
  };
  return database;
}
