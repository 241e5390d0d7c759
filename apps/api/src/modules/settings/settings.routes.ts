import { errorSchema, producerSettingsSchema, publicSettingsSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The producer's settings: the public part for every screen, the whole for the back-office (issue 8). */
export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/configuracoes',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Configurações da produtora que as telas mostram',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_req, reply) => {
      // Read on every page load: a short shared cache, so a change shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return service.public();
    },
  );
  app.get(
    '/admin/configuracoes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: configurações'],
        security: [{ bearer: [] }],
        summary: 'Configurações da produtora',
        response: { 200: producerSettingsSchema, ...errors },
      },
    },
    () => service.current(),
  );
  app.put(
    '/admin/configuracoes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: configurações'],
        security: [{ bearer: [] }],
        summary: 'Alterar configurações da produtora',
        body: producerSettingsSchema,
        response: { 200: producerSettingsSchema, ...errors },
      },
    },
    (req) => service.save(req.actor, req.body),
  );
};
