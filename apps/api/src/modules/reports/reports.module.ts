import type { FastifyPluginAsync } from 'fastify';
import { reportsRoutes } from './reports.routes';
import { reportsService } from './reports.service';

/** The committee's class reports (spec A §2 card 10, decision 55). */
export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportsRoutes, { service: reportsService({ db: app.db }) });
};
