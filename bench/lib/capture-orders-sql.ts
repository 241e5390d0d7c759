// Prints, as JSON, the SQL GET /api/pedidos/consultar sends to PostgreSQL for one student (the access preHandler's student
// statement of apps/api/src/platform/access/access.repository.ts, then apps/api/src/modules/orders/orders.repository.ts), recorded
// from a real run against DATABASE_URL (so any ids a statement names are the student's real ones), so the orders benchmark's bare baseline (bench/lib/bare-orders-server.mjs) replays exactly the portal's SQL.
// Env: DATABASE_URL, STUDENT_ID.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index';
import { ordersRepository } from '../../apps/api/src/modules/orders/orders.repository';
import { accessRepository } from '../../apps/api/src/platform/access/access.repository';

type Captured = { name?: string; text: string; rowMode?: string; values: unknown[] };
const captured: Captured[] = [];
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const recording = {
  query(
    config: string | { name?: string; text: string; rowMode?: string; values?: unknown[] },
    values?: unknown[],
  ) {
    const q = typeof config === 'string' ? { text: config } : config;
    captured.push({ name: q.name, text: q.text, rowMode: q.rowMode, values: values ?? q.values ?? [] });
    return client.query(config as never, values as never);
  },
};
const db = drizzle(recording as never, { schema });
const studentId = Number(process.env.STUDENT_ID);
const repo = ordersRepository(db as never);
// The order of GET /pedidos/consultar: the access preHandler's student (a prepared statement), then the orders with their lines'
// kind and charge as JSON text and its digest (one prepared statement, decision 86).
await accessRepository(db as never).student(studentId);
await repo.listOfStudent(studentId);
await client.end();
process.stdout.write(`${JSON.stringify({ queries: captured })}\n`);
