import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, idempotencyMessages } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { idempotencyRepository } from './idempotency.repository';

/** The hooks a create route spreads into its options, after its authentication (decision 117). */
export type IdempotentRouteOptions = {
  preHandler: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  onSend: (req: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route options for a create call: a request carrying an Idempotency-Key is answered once per user and
     * key; a repeat gets the first answer again (header `Idempotent-Replayed: true`), never a second row.
     */
    idempotent(): IdempotentRouteOptions;
  }
  interface FastifyRequest {
    /** The key this request claimed, answered or released when its answer is sent. */
    idempotencyKey: string | null;
  }
}

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** What a key was first used for: a repeat must be the same call with the same body. */
function fingerprint(req: FastifyRequest): string {
  const body = createHash('sha256')
    .update(JSON.stringify(req.body ?? null))
    .digest('base64url');
  return `${req.method} ${req.url} ${body}`;
}

export const idempotencyPlugin = fp(
  async (app) => {
    const repo = idempotencyRepository(app.db);
    app.decorateRequest('idempotencyKey', null);
    const hooks: IdempotentRouteOptions = {
      async preHandler(req, reply) {
        const header = req.headers[HEADER];
        if (header === undefined) return undefined;
        if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
          throw new AppError('INVALID', idempotencyMessages.invalidKey);
        }
        const print = fingerprint(req);
        const claim = await repo.claim(req.actor.userId, header, print);
        if (claim.kind !== 'claimed' && claim.fingerprint !== print) {
          throw new AppError('INVALID', idempotencyMessages.reusedKey, 422);
        }
        if (claim.kind === 'running') throw new AppError('FOUND', idempotencyMessages.inProgress);
        if (claim.kind === 'answered') {
          // The stored text is the first answer as it was serialised: sent again as it is.
          return reply
            .code(claim.status)
            .header('content-type', 'application/json; charset=utf-8')
            .header('idempotent-replayed', 'true')
            .send(claim.body);
        }
        req.idempotencyKey = header;
        return undefined;
      },
      async onSend(req, reply, payload) {
        const key = req.idempotencyKey;
        if (key === null) return payload;
        req.idempotencyKey = null;
        try {
          if (reply.statusCode < 300 && typeof payload === 'string') {
            await repo.answer(req.actor.userId, key, reply.statusCode, payload);
          } else {
            await repo.release(req.actor.userId, key);
          }
        } catch (err) {
          // The answer still goes out; the key frees itself once abandoned (idempotency.repository.ts).
          req.log.error({ err }, 'idempotency key not recorded');
        }
        return payload;
      },
    };
    app.decorate('idempotent', () => hooks);
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
