import { cadastroSchema, errorSchema } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
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
    // Built typed as its wire schema by one explicit mapper (cadastro.mapper.ts), so the answer is written
    // as it is: running the zod schema over it again on every screen's first call cost more than the
    // mapping (decision 155). The schema stays for OpenAPI, and the tests parse the answer with it.
    (req, reply) => {
      sendJson(reply as FastifyReply, JSON.stringify(service.cadastro(req.access)));
    },
  );
};
