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

/** The advisory lock key of the start-up steps: any constant no other lock of this database uses. */
const STARTUP_LOCK = 0x706f7274; // 'port'

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
  /**
   * Runs `work` while no other node runs its own: the start-up steps that assume they are alone (migrations,
   * demo seeding). PostgreSQL: a session advisory lock (drizzle's migrator takes none, and two nodes started
   * together on a fresh database crashed one of them; decision 119). PGlite: the data folder's lock
   * (db/lock.ts) already admits one process, so `work` just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Flushes what can be flushed and closes the connection(s). */
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'pg';
      url: string;
      max?: number;
      onError?: (err: Error) => void;
      /** How long to keep trying an unreachable server before giving up (default 60 s). */
      reachWithinMs?: number;
      /** Told of each failed attempt, to say which server is awaited. */
      onWaiting?: (message: string) => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** PGlite under DATA_DIR by default, a `pg` pool when DATABASE_URL is set (DESIGN §1). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // Without a listener an idle client's error (a database restart) would kill the process.
    pool.on('error', options.onError ?? (() => {}));
    await reach(pool, options.url, options.reachWithinMs ?? 60_000, options.onWaiting).catch(async (err) => {
      await pool.end();
      throw err;
    });
    const db = drizzlePg(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // The lock lives on a connection of its own: a pool of one (the test templates) must stay free for `work`.
      const holder = new pg.Client({ connectionString: options.url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the session releases its advisory lock, also when `work` failed.
        await holder.end();
      }
    };
    const database: Database = {
      db,
      driver: 'pg',
      query: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      migrate: () => exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS })),
      exclusive,
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
    exclusive: (work) => work(),
    close: async () => {
      if (options.dataDir) await client.exec('CHECKPOINT');
      await client.close();
    },
  };
  return database;
}

/** `url` without its password, to name the server in a message. */
export function describeServer(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Waits for the server to answer, retrying with a growing pause: a node started while PostgreSQL restarts
 * (or before it, under compose) waits instead of dying on its first query. Gives up after `withinMs` naming
 * the server (never its password) and the last error.
 */
async function reach(
  pool: pg.Pool,
  url: string,
  withinMs: number,
  onWaiting: ((message: string) => void) | undefined,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (let attempt = 1, pause = 250; ; attempt++, pause = Math.min(pause * 2, 5_000)) {
    try {
      await pool.query('select 1');
      return;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (Date.now() + pause > deadline)
        throw new Error(`Não foi possível conectar ao PostgreSQL em ${describeServer(url)}: ${reason}`);
      onWaiting?.(
        `PostgreSQL em ${describeServer(url)} não respondeu (${reason}); nova tentativa ${attempt + 1} em ${pause} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
