import { cadastroSchema, errorSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.get(
    '/perfil/cadastro',
    {
      config: { audit: 'perfil.cadastro.ver' },
      ...app.student(undefined, service.load),
      schema: {
        tags: ['perfil'],
        summary: 'Cadastro do formando',
        security: [{ bearer: [] }],
        response: { 200: cadastroSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    (req) => service.cadastro(req.access),
  );
};
