import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './settings.routes';
import { settingsService } from './settings.service';

/** The producer's settings (issue 8). */
export const settingsModule: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes, { service: settingsService({ db: app.db, uow: app.uow }) });
};
