import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';
import { healthService } from './health.service';

/** GET /api/health (a load balancer's check): the routes over the service over the repository. */
export const healthModule: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  await app.register(healthRoutes, { service: healthService(database) });
};
