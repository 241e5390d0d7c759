import { errorSchema, globalMessages } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

/**
 * GET /api/health (kept as it was for the load balancers already pointed at it): 200 when the database answers, 503 while it does not, so that a load balancer takes the
 * node out of rotation instead of reading a server bug (500). Reading only: it never grows the disk.
 */
// Health routes are never rate-limited: a load balancer probes them at its own pace, and on PostgreSQL the
// shared limiter's own query would turn a database outage into a 500 before the check could say 503.
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/health',
    {
      config: { growsDisk: false, rateLimit: false },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) }),
          503: errorSchema,
        },
      },
    },
    async (req, reply) => {
      let driver: Awaited<ReturnType<HealthService['check']>>;
      try {
        driver = await service.check();
      } catch (err) {
        // One warning per poll: an outage is the operator's news, not a bug of this route.
        req.log.warn({ err }, 'health: the database does not answer');
        return reply.code(503).send({ error: globalMessages.serviceUnavailable, type: 'UNEXPECTED' });
      }
      return { status: 'ok' as const, database: driver };
    },
  );

  // Liveness: the process answers. No database, no storage: a node whose database is down is not restarted
  // for it (it waits, out of rotation through /ready), only a node that stopped answering is (decision 132).
  app.get(
    '/health/live',
    {
      config: { growsDisk: false, rateLimit: false },
      schema: {
        tags: ['sistema'],
        summary: 'O processo está de pé (liveness)',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  // Readiness: this node can serve now: database answers, storage writable, migrations done (decision 132).
  const checksSchema = z.object({
    database: z.enum(['ok', 'failing']),
    storage: z.enum(['ok', 'failing']),
    migrations: z.enum(['ok', 'failing']),
  });
  app.get(
    '/health/ready',
    {
      config: { growsDisk: false, rateLimit: false },
      schema: {
        tags: ['sistema'],
        summary: 'O nó pode atender (readiness): banco, armazenamento e migrações',
        response: {
          200: z.object({ status: z.literal('ready'), checks: checksSchema }),
          503: errorSchema.extend({ checks: checksSchema }),
        },
      },
    },
    async (req, reply) => {
      const { ready, checks, errors } = await service.readiness();
      if (ready) return { status: 'ready' as const, checks };
      req.log.warn({ checks, err: errors[0] }, 'health: not ready');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: globalMessages.serviceUnavailable, type: 'UNEXPECTED' as const, checks });
    },
  );
};
