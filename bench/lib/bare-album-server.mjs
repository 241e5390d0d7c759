// The album baseline: a bare Fastify route running the same SQL as the portal's GET /api/eventos/album/:id
// (captured by bench/lib/capture-album-sql.ts: the event-media gate's statement and the page's, sent
// together as the portal sends them) straight on the driver: raw `pg` (DATABASE_URL) or a raw PGlite on its
// own copy of the data (PGLITE_DIR). It sends the page's rows as the database wrote them (JSON text): no
// auth, no validation, no gate arithmetic, no signing, no logging.
// Env: PORT, QUERIES, STUDENT_ID, EVENT_ID, DATABASE_URL | PGLITE_DIR, POOL_MAX.
import Fastify from 'fastify';

const { sentinels, gate, page } = JSON.parse(process.env.QUERIES);
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
  const pagina = Math.max(1, Number(req.query.pagina ?? 1));
  const size = Math.max(1, Number(req.query.porPagina ?? 50));
  const real = {
    [sentinels.student]: studentId,
    [sentinels.event]: eventId,
    [sentinels.limit]: size,
    [sentinels.offset]: (pagina - 1) * size,
  };
  const values = (q) => q.values.map((v) => (real[v] !== undefined ? real[v] : v));
  const [, rows] = await Promise.all([query(gate, values(gate)), query(page, values(page))]);
  const [, , total, photos] = rows[0];
  reply.header('x-total-count', total);
  reply.type('application/json; charset=utf-8');
  return reply.send(photos);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
