import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from '../settings';
import { studentsRoutes } from './students.routes';
import { studentsService } from './students.service';
import { studentsArchiveRoutes } from './students-archive.routes';
import { studentsArchiveService } from './students-archive.service';

/** The class of each graduation in the back-office (decision 48). */
export const studentsModule: FastifyPluginAsync<{ publicUrl: string; settings: SettingsService }> = async (
  app,
  { publicUrl, settings },
) => {
  await app.register(studentsRoutes, {
    service: studentsService({ db: app.db, uow: app.uow, mail: app.mail, publicUrl, settings }),
  });
  await app.register(studentsArchiveRoutes, {
    service: studentsArchiveService({ uow: app.uow, sessions: app.sessions }),
  });
};
