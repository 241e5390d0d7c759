import {
  errorSchema,
  faceSearchSettingsAnswerSchema,
  faceSearchSettingsBodySchema,
  faceSearchSettingsSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FacesService } from './faces.service';

const tags = ['back-office: formaturas'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const params = z.object({ id: idParamSchema });

/** The producer's face-search section of a graduation (decision 138): administrators only, audited. */
export const facesAdminRoutes: FastifyPluginAsyncZod<{ service: FacesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/formaturas/:id/busca-por-rosto',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'formatura.rosto.ver' },
      schema: {
        tags,
        security,
        summary: 'Busca por rosto da formatura: ativa, limite e rostos lidos',
        params,
        response: { 200: faceSearchSettingsSchema, ...errors },
      },
    },
    (req) => service.view(req.actor, req.params.id),
  );
  app.put(
    '/admin/formaturas/:id/busca-por-rosto',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'formatura.rosto.alterar', growsDisk: false },
      schema: {
        tags,
        security,
        summary: 'Ativar ou desativar a busca por rosto (desativar apaga os dados de rosto) e o limite',
        params,
        body: faceSearchSettingsBodySchema,
        response: { 200: faceSearchSettingsAnswerSchema, ...errors },
      },
    },
    (req) => service.save(req.actor, req.params.id, req.body),
  );
};
