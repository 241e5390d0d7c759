import type { FastifyPluginAsync } from 'fastify';
import { settingsService } from '../settings';
import { studentsRoutes } from './students.routes';
import { studentsService } from './students.service';

/** The class of each graduation in the back-office (issue 8). */
export const studentsModule: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const settings = settingsService({ db: app.db, uow: app.uow });
  await app.register(studentsRoutes, {
    service: studentsService({ db: app.db, uow: app.uow, mail: app.mail, publicUrl, settings }),
  });
};
