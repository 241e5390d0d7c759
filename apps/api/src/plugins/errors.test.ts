import { Readable } from 'node:stream';
import { globalMessages } from '@portal/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

describe('error answers', () => {
  it('a file answer that fails before its first byte answers JSON of its own length, not the file type', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/arquivo', (_req, reply) => {
      reply.header('content-type', 'image/jpeg');
      reply.header('content-length', 123_456);
      reply.header('content-disposition', 'attachment; filename="convite.jpg"');
      const broken = new Readable({
        read() {
          this.destroy(new Error('disk gone'));
        },
      });
      return reply.send(broken);
    });
    const res = await app.inject({ method: 'GET', url: '/arquivo' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.json()).toEqual({ error: globalMessages.unexpected, type: 'UNEXPECTED' });
    await app.close();
  });
});
