import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';
import { healthService } from './health.service';

/**
 * GET /api/health, /api/health/live and /api/health/ready (a load balancer's and an orchestrator's checks):
 * the routes over the service over the repository. Storage is the one the storage plugin decorated.
 */
export const healthModule: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  await app.register(healthRoutes, { service: healthService(database, app.storage) });
};
