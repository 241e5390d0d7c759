// The album baseline: a bare Fastify route running the same SQL as the portal's GET /api/eventos/album/:id
// (captured by bench/lib/capture-album-sql.ts) straight on the driver: raw `pg` (DATABASE_URL) or a raw
// PGlite on its own copy of the data (PGLITE_DIR). No auth, no validation, no signing, no logging.
// Env: PORT, QUERIES, STUDENT_ID, EVENT_ID, DATABASE_URL | PGLITE_DIR, POOL_MAX.
import Fastify from 'fastify';

const { sentinels, gate, queries } = JSON.parse(process.env.QUERIES);
const studentId = Number(process.env.STUDENT_ID);
const eventId = Number(process.env.EVENT_ID);

let query;
let close;
if (process.env.PGLITE_DIR) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
  query = async (q, values) => (await db.query(q.text, values, { rowMode: q.rowMode ?? 'object' })).rows;
  close = () => db.close();
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_MAX ?? 10),
  });
  pool.on('error', () => {});
  query = async (q, values) =>
    (
      await pool.query({
        text: q.text,
        values,
        // The portal's named (prepared) statements are named here too: the same work on the server.
        ...(q.name ? { name: q.name } : {}),
        ...(q.rowMode ? { rowMode: q.rowMode } : {}),
      })
    ).rows;
  close = () => pool.end();
}

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/eventos/album/:id', async (req, reply) => {
  const page = Math.max(1, Number(req.query.pagina ?? 1));
  const size = Math.max(1, Number(req.query.porPagina ?? 50));
  const real = {
    [sentinels.student]: studentId,
    [sentinels.event]: eventId,
    [sentinels.limit]: size,
    [sentinels.offset]: (page - 1) * size,
  };
  let contract = null;
  const values = (q) =>
    q.values.map((v) => (v === sentinels.contract ? contract : real[v] !== undefined ? real[v] : v));
  for (let i = 0; i < gate; i++) {
    const rows = await query(queries[i], values(queries[i]));
    if (/from "contracts"/.test(queries[i].text)) contract = rows[0]?.[0] ?? rows[0]?.id ?? null;
    if (contract === null && /from "contracts"/.test(queries[i].text)) break;
  }
  const [event, photos] = await Promise.all(queries.slice(gate).map((q) => query(q, values(q))));
  reply.header('x-total-count', event[0]?.[2] ?? 0);
  return photos;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
