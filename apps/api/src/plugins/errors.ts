import { authMessages, globalMessages } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/**
 * The one place that turns failures into `{ error, type }` (STYLE.md §9). Unexpected errors are logged with
 * the request id and answered with a generic pt-BR text: no stack trace leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      return reply.code(err.status).send({ error: err.message, type: err.type });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // Our schemas carry pt-BR messages; zod's own English defaults are replaced by a generic text.
      const custom = err.validation
        .map((v) => v.message)
        .find((m) => m && !/^(Invalid|Expected|Too|Unrecognized|Required)/i.test(m));
      return reply.code(400).send({ error: custom ?? globalMessages.invalidInput, type: 'INVALID' });
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
    if (status === 401)
      return reply.code(401).send({ error: authMessages.sessionExpired, type: 'UNAUTHORIZED' });
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: globalMessages.invalidInput, type: status === 404 ? 'NOT_FOUND' : 'INVALID' });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ error: globalMessages.unexpected, type: 'UNEXPECTED' });
  });
}
