// Prints, as JSON, the SQL GET /api/perfil/financeiro sends (apps/api/src/modules/finance/student/finance.repository.ts),
// recorded over a fake node-postgres client as bench/lib/capture-sql.ts does for the registration, so the
// finance benchmark's bare baseline runs exactly the portal's statement.
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema/index';
import { financeRepository } from '../../apps/api/src/modules/finance/student/finance.repository';

/** A value no real id has: the captured parameters that equal it are the student's id. */
const STUDENT_ID_SENTINEL = 987_654_321;

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
await financeRepository(db as never).financeOf(STUDENT_ID_SENTINEL);
process.stdout.write(`${JSON.stringify({ sentinel: STUDENT_ID_SENTINEL, queries: captured })}\n`);
