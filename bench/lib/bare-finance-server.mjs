// The finance baseline: a bare Fastify route that runs the same SQL as the portal's GET /api/perfil/financeiro
// (captured by bench/lib/capture-finance-sql.ts) with raw `pg`: no auth, no validation, no mapping, no
// rules, no logging. Same pool size as the portal's. Env: PORT, DATABASE_URL, STUDENT_ID, QUERIES, POOL_MAX.
import Fastify from 'fastify';
import pg from 'pg';

const { queries, sentinel } = JSON.parse(process.env.QUERIES);
const studentId = Number(process.env.STUDENT_ID);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
pool.on('error', () => {});

const statements = queries.map((q) => ({
  ...(q.name ? { name: q.name } : {}),
  text: q.text,
  ...(q.rowMode ? { rowMode: q.rowMode } : {}),
  values: q.values.map((v) => (v === sentinel ? studentId : v)),
}));

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/perfil/financeiro', async () => {
  let rows = [];
  for (const statement of statements) rows = (await pool.query(statement)).rows;
  return rows[0]?.contracts ?? [];
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
