import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON text (a string, or its UTF-8 bytes): Fastify passes a string or a
 * Buffer with a JSON content type through as it is, so the route's response schema is not run over it.
 * For answers built typed as their wire schema and kept serialised by an answer memo (lib/answer-memo.ts),
 * where validating them again on the way out cost more than building them (decisions 64, 84, 86); the
 * schema stays on the route for OpenAPI and the tests parse the answer with it. Every other route lets
 * Fastify serialise.
 */
export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
