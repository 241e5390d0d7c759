import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { globalMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real HTTP request to a listening app: Node's parser refuses some requests before Fastify sees them. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('decision 34: framework errors answer { error, type }', () => {
  it('decision 34: headers past the limit answer 431 with a pt-BR { error, type } body', async () => {
    const listening = await createTestApp();
    const app = listening.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const res = await rawGet(port, '/api/health', { 'x-big': 'a'.repeat(20 * 1024) });
      expect(res.status).toBe(431);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ error: globalMessages.headersTooLarge, type: 'LIMIT' });
    } finally {
      await listening.close();
    }
  });

  it('decision 34: an unknown /api route answers 404 NOT_FOUND, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nao-existe/mesmo' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: globalMessages.notFound, type: 'NOT_FOUND' });
    }
  });

  it('decision 34: a body past the limit answers 413 LIMIT', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: globalMessages.payloadTooLarge, type: 'LIMIT' });
  });

  it('decision 34: an unsupported media type answers 415 INVALID', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<auth/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: globalMessages.unsupportedMediaType, type: 'INVALID' });
  });

  it('decision 34: malformed JSON and an empty JSON body answer 400 INVALID', async () => {
    for (const payload of ['{isto não é json', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: globalMessages.invalidInput, type: 'INVALID' });
    }
  });

  it('decision 34: an undecodable URL and an over-long path parameter answer in the error shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/hash/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: globalMessages.invalidInput, type: 'INVALID' });
    const long = await t.app.inject({ method: 'GET', url: `/api/hash/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: globalMessages.payloadTooLarge, type: 'LIMIT' });
  });
});
