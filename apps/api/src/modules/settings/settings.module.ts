import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './settings.routes';
import type { SettingsService } from './settings.service';

/** The producer's settings (decision 49); the service is built once by the composition root, which shares it. */
export const settingsModule: FastifyPluginAsync<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  await app.register(settingsRoutes, { service: settings });
};
