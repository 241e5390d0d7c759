import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { rawBodyPlugin } from './raw-body';

describe('decision 29: webhook-ready routes keep the raw body', () => {
  it('a route that opts in gets the exact bytes; the others get only the parsed body', async () => {
    const app = Fastify();
    await app.register(rawBodyPlugin);
    app.post('/assinado', { config: { rawBody: true } }, (req) => ({
      raw: req.rawBody?.toString('utf8') ?? null,
      body: req.body,
    }));
    app.post('/comum', (req) => ({ raw: req.rawBody ?? null, body: req.body }));
    // Spacing and key order that a re-serialisation would lose: the signature is over these bytes.
    const payload = '{ "b": 1,  "a": "ção" }';
    const headers = { 'content-type': 'application/json' };
    const signed = await app.inject({ method: 'POST', url: '/assinado', payload, headers });
    expect(signed.json()).toEqual({ raw: payload, body: { b: 1, a: 'ção' } });
    const plain = await app.inject({ method: 'POST', url: '/comum', payload, headers });
    expect(plain.json()).toEqual({ raw: null, body: { b: 1, a: 'ção' } });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/comum',
      payload: '{ "__proto__": { "x": 1 } }',
      headers,
    });
    expect(poisoned.statusCode).toBe(400);
    await app.close();
  });
});
