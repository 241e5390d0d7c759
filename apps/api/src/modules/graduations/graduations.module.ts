import type { FastifyPluginAsync } from 'fastify';
import { archiveRoutes } from './archive.routes';
import { archiveService } from './archive.service';
import { graduationsRoutes } from './graduations.routes';
import { graduationsService } from './graduations.service';

/** Institutions, polos, courses, graduations and their self-registration links (decision 45). */
export const graduationsModule: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(graduationsRoutes, {
    service: graduationsService({ db: app.db, uow: app.uow, publicUrl }),
  });
  await app.register(archiveRoutes, { service: archiveService({ uow: app.uow, sessions: app.sessions }) });
};
