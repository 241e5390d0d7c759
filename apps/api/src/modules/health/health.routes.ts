import { errorSchema, globalMessages } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

/**
 * GET /api/health: 200 when the database answers, 503 while it does not, so that a load balancer takes the
 * node out of rotation instead of reading a server bug (500). Reading only: it never grows the disk.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/health',
    {
      config: { growsDisk: false },
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
};
