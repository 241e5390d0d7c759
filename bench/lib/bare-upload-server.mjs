// The upload baseline: a bare Fastify route with @fastify/multipart that pipes the file part to a file on
// disk. No auth, no sniffing, no limits per type, no database row, no media check, no logging: what any
// streamed upload costs on this machine. Same multipart limits as the portal's POST /api/uploads.
// Env: PORT, DIR (where the files go: the same disk as the portal's DATA_DIR).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

const dir = process.env.DIR;
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
await app.register(multipart, {
  limits: { files: 1, fields: 4, fieldSize: 200, fileSize: 25 * 1024 * 1024 },
});
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/upload', async (req, reply) => {
  const data = await req.file();
  const file = join(dir, `${randomUUID()}.bin`);
  await pipeline(data.file, createWriteStream(file, { flags: 'wx' }));
  if (data.file.truncated) {
    await rm(file, { force: true });
    return reply.code(413).send({ error: 'too large' });
  }
  return reply.code(201).send({ file });
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
