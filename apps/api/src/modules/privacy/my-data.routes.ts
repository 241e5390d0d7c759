import {
  consentKindParamsSchema,
  errorSchema,
  myAdminActionsPageSchema,
  myAdminActionsQuerySchema,
  myConsentSchema,
  myConsentStateSchema,
  myDataExportSchema,
  myDataSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConsentsService } from './consents.service';
import type { MyDataService } from './my-data.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['perfil: meus dados'];
const security = [{ bearer: [] }];
const consentsAnswer = z.object({ log: z.array(myConsentSchema), states: z.array(myConsentStateSchema) });

/** The day in the downloaded file's name, as São Paulo reads it. */
const today = () => new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** 'Meus dados' and the consents (decision 137, LGPD art. 18): the acting student's own data only. */
export const myDataRoutes: FastifyPluginAsyncZod<{
  service: MyDataService;
  consents: ConsentsService;
}> = async (app, { service, consents }) => {
  app.get(
    '/perfil/meus-dados',
    {
      config: { audit: 'privacidade.dados.ver' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Tudo o que o portal guarda sobre o formando',
        response: { 200: myDataSchema, ...errors },
      },
    },
    (req) => service.summary(req.access),
  );

  app.get(
    '/perfil/meus-dados/acoes',
    {
      config: { audit: 'privacidade.dados.ver' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Mais ações de administradores na conta do formando',
        querystring: myAdminActionsQuerySchema,
        response: { 200: myAdminActionsPageSchema, ...errors },
      },
    },
    (req) => service.adminActions(req.access, req.query.depois),
  );

  app.get(
    '/perfil/meus-dados/exportar',
    {
      config: { audit: 'privacidade.dados.exportar' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Os dados do formando num arquivo JSON (portabilidade)',
        response: { 200: myDataExportSchema, ...errors },
      },
    },
    async (req, reply) => {
      const data = await service.export(req.access);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="meus-dados-${today()}.json"`);
      return data;
    },
  );

  app.get(
    '/perfil/meus-dados/arquivos',
    {
      config: { audit: 'privacidade.arquivos.baixar' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Os arquivos enviados pelo formando e os dados em JSON, num zip',
        response: { 200: z.string().meta({ format: 'binary' }), ...errors },
      },
    },
    async (req, reply) => {
      const zip = await service.files(req.access);
      reply.header('content-type', 'application/zip');
      reply.header('content-length', zip.size);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="meus-arquivos-${today()}.zip"`);
      return (reply as FastifyReply).send(zip.stream);
    },
  );

  // Consents belong to the login, not the registration: a user not linked to one yet (just signed up) can
  // accept the policy too.
  app.get(
    '/perfil/consentimentos',
    {
      config: { audit: 'privacidade.consentimentos.ver' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Os consentimentos do usuário, com datas',
        response: { 200: consentsAnswer, ...errors },
      },
    },
    (req) => consents.list(req.actor),
  );

  app.post(
    '/perfil/consentimentos/:kind',
    {
      config: { audit: 'privacidade.consentimento.dar' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Dá um consentimento (aceite da política, lembretes por e-mail)',
        params: consentKindParamsSchema,
        // Where the person accepted: the sign-up form ('cadastro') or the portal.
        querystring: z.object({ canal: z.enum(['portal', 'cadastro']).default('portal') }),
        response: { 200: consentsAnswer, ...errors },
      },
    },
    (req) => consents.give(req.actor, req.params.kind, req.query.canal),
  );

  app.delete(
    '/perfil/consentimentos/:kind',
    {
      config: { audit: 'privacidade.consentimento.revogar' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Revoga um consentimento, onde a lei permite',
        params: consentKindParamsSchema,
        response: { 200: consentsAnswer, ...errors },
      },
    },
    (req) => consents.withdraw(req.actor, req.params.kind),
  );
};
