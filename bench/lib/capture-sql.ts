// Prints, as JSON, the SQL statements a repository call sends to PostgreSQL, without a database:
// drizzle's node-postgres driver runs over a fake client that records each query and answers no rows.
// The throughput benchmark's bare baseline runs exactly these statements (bench/30-profile-throughput).
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema/index';
import { profileRepository } from '../../apps/api/src/modules/profile/profile.repository';

/** A value no real id has: the captured parameters that equal it are the student's id. */
export const STUDENT_ID_SENTINEL = 987_654_321;

type Captured = { name?: string; text: string; rowMode?: string; values: unknown[] };
const captured: Captured[] = [];
const client = {
  async query(
    config: string | { name?: string; text: string; rowMode?: string; values?: unknown[] },
    values?: unknown[],
  ) {
    const q = typeof config === 'string' ? { text: config } : config;
    captured.push({ name: q.name, text: q.text, rowMode: q.rowMode, values: values ?? q.values ?? [] });
    return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
  },
};

const db = drizzle(client as never, { schema });
await profileRepository(db as never).findRegistration(STUDENT_ID_SENTINEL);
process.stdout.write(`${JSON.stringify({ sentinel: STUDENT_ID_SENTINEL, queries: captured })}\n`);
