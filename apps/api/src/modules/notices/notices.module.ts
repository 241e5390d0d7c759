import type { FastifyPluginAsync } from 'fastify';
import { noticesRoutes } from './notices.routes';
import { noticesService } from './notices.service';

/** The producer's notices (decision 45). */
export const noticesModule: FastifyPluginAsync = async (app) => {
  await app.register(noticesRoutes, { service: noticesService({ db: app.db, uow: app.uow }) });
};
