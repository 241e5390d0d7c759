import type { FastifyPluginAsync } from 'fastify';
import { uploadsRoutes } from './uploads.routes';
import { uploadsService } from './uploads.service';

/** The ceremony upload screens (spec A §2, decision 54). */
export const uploadsModule: FastifyPluginAsync = async (app) => {
  await app.register(uploadsRoutes, {
    service: uploadsService({ db: app.db, uow: app.uow, storage: app.storage }),
  });
};
