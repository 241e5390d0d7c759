import type { FastifyPluginAsync } from 'fastify';
import { setupService } from './setup.service';
import { setupRoutes, staffRoutes } from './staff.routes';
import { staffService } from './staff.service';

/** The producer's staff and the first administrator of a fresh install (decisions 114, 115). */
export const staffModule: FastifyPluginAsync<{ publicUrl: string; perMinute: number }> = async (
  app,
  { publicUrl, perMinute },
) => {
  const staff = staffService({
    db: app.db,
    uow: app.uow,
    mail: app.mail,
    sessions: app.sessions,
    publicUrl,
  });
  await app.register(staffRoutes, { service: staff });
  const setup = setupService({ db: app.db, sign: app.signToken, sessions: app.sessions });
  await app.register(setupRoutes, { service: setup, perMinute });
};
