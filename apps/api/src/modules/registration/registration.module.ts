import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from '../settings';
import { registrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { registrationService } from './registration.service';

/** Self-registration through the graduation's link (spec B §2.6–2.7, §4.6). */
export const registrationModule: FastifyPluginAsync<{
  perMinute: number;
  settings: SettingsService;
}> = async (app, { perMinute, settings }) => {
  await app.register(registrationRoutes, {
    service: registrationService(registrationRepository(app.db), () => settings.current(), app.uow),
    perMinute,
  });
};
