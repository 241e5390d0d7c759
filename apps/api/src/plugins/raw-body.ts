import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep the request's bytes as received in `req.rawBody` (webhook signatures are computed over them). */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * JSON bodies are read as bytes and parsed by Fastify's own parser (with its prototype-poisoning
 * protection); a route that opts in with `config: { rawBody: true }` also gets the bytes.
 */
export const rawBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (req: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void) => {
        if (req.routeOptions.config.rawBody) req.rawBody = body;
        parse(req, body.toString('utf8'), done);
      },
    );
  },
  { name: 'raw-body' },
);
