import { errorSchema, faceSearchConsentBodySchema, faceSearchStateSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FaceConsentService } from './consent.service';

const tags = ['encontre suas fotos'];
const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The student's consent to face search (decision 139): read, give, withdraw; and stopping the alert. */
export const faceConsentRoutes: FastifyPluginAsyncZod<{ service: FaceConsentService }> = async (
  app,
  { service },
) => {
  app.get(
    '/encontre-suas-fotos/consentimento',
    {
      ...app.student('eventMedia'),
      config: { audit: 'fotos.rosto.consentimento.ver' },
      schema: {
        tags,
        security,
        summary: 'Se a turma tem a busca pelo rosto e o consentimento do formando em vigor',
        response: { 200: faceSearchStateSchema, ...refusals },
      },
    },
    (req) => service.state(req.access),
  );

  app.post(
    '/encontre-suas-fotos/consentimento',
    {
      ...app.student('eventMedia'),
      config: { audit: 'fotos.rosto.consentimento.dar' },
      schema: {
        tags,
        security,
        summary: 'Dar o consentimento ao termo de "Encontre suas fotos" (a versão lida)',
        body: faceSearchConsentBodySchema,
        response: { 200: faceSearchStateSchema, 400: errorSchema, 409: errorSchema, ...refusals },
      },
    },
    (req) => service.give(req.access, req.body.versao),
  );

  app.delete(
    '/encontre-suas-fotos/consentimento',
    {
      ...app.student('eventMedia'),
      config: { audit: 'fotos.rosto.consentimento.retirar' },
      schema: {
        tags,
        security,
        summary: 'Retirar o consentimento: apaga na hora a descrição do rosto guardada',
        response: { 200: faceSearchStateSchema, ...refusals },
      },
    },
    (req) => service.withdraw(req.access),
  );

  app.delete(
    '/encontre-suas-fotos/aviso',
    {
      ...app.student('eventMedia'),
      config: { audit: 'fotos.rosto.aviso.desligar' },
      schema: {
        tags,
        security,
        summary: 'Desligar o aviso de novas fotos: apaga a descrição do rosto guardada',
        response: { 200: faceSearchStateSchema, ...refusals },
      },
    },
    (req) => service.stopAlert(req.access),
  );
};
