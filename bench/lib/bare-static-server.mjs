// The media baseline: a bare Fastify with @fastify/static serving the portal's files folder as it is on
// disk: no signature, no storage layer. Env: PORT, ROOT.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: process.env.ROOT, maxAge: '365d', immutable: true });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
