import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

/** The one database type the repositories see; both drivers speak the same PostgreSQL dialect. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle: inside a transaction use only this, never the outer `db` (PGlite deadlocks). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: async () => {
      if (options.dataDir) await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}
