// The orders baseline: a bare Fastify route that runs the same SQL as the portal's GET /api/pedidos/consultar
// (captured by bench/lib/capture-orders-sql.ts) with raw `pg`, in the same order (the buyer, then the rest at
// once) and answers the last statement's result as it comes: no auth, no validation, no mapping, no
// logging. The list's statement returns the orders as JSON text built by PostgreSQL (column `rows`, decision
// 86), which is sent as the body untouched; a statement without it is answered as its rows, serialized.
// Same pool size as the portal's. Env: PORT, DATABASE_URL, QUERIES, POOL_MAX.
import Fastify from 'fastify';
import pg from 'pg';

const { queries } = JSON.parse(process.env.QUERIES);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
pool.on('error', () => {});

const statements = queries.map((q) => ({
  ...(q.name ? { name: q.name } : {}),
  text: q.text,
  ...(q.rowMode ? { rowMode: q.rowMode } : {}),
  values: q.values,
}));
const [buyer, ...rest] = statements;

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/pedidos/consultar', async (_req, reply) => {
  await pool.query(buyer);
  const answers = await Promise.all(rest.map((s) => pool.query(s)));
  const last = answers.at(-1);
  // Rows come as arrays (drizzle's rowMode) or objects: the column is found by its name either way.
  const at = last.fields.findIndex((f) => f.name === 'rows');
  const text = at < 0 ? undefined : Array.isArray(last.rows[0]) ? last.rows[0][at] : last.rows[0]?.rows;
  if (typeof text !== 'string') return last.rows;
  return reply.type('application/json; charset=utf-8').send(text);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
