import type { FastifyPluginAsync } from 'fastify';
import { settingsService } from '../settings';
import { registrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { registrationService } from './registration.service';

/** Self-registration through the graduation's link (spec B §2.6–2.7, §4.6). */
export const registrationModule: FastifyPluginAsync<{ perMinute: number }> = async (app, { perMinute }) => {
  await app.register(registrationRoutes, {
    service: registrationService(registrationRepository(app.db), () =>
      settingsService({ db: app.db, uow: app.uow }).current(),
    ),
    perMinute,
  });
};
