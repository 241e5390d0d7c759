import {
  deletionConfirmSchema,
  deletionDetailSchema,
  deletionListQuerySchema,
  deletionListSchema,
  deletionRefuseSchema,
  deletionRequestSchema,
  errorSchema,
  messageSchema,
  myDeletionAnswerSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConsentWithdrawals } from './consents.service';
import { deletionService } from './deletion.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Account deletion (decision 140): the student asks, confirms by the e-mail link and may cancel; the
 * producer lists, reads, approves or refuses. One call deep; the service is built here from the plugins.
 */
export const deletionRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  withdrawals: ConsentWithdrawals;
  passwordTriesPerMinute: number;
}> = async (app, { publicUrl, withdrawals, passwordTriesPerMinute }) => {
  const service = deletionService({
    db: app.db,
    uow: app.uow,
    mail: app.mail,
    sessions: app.sessions,
    storage: app.storage,
    publicUrl,
    withdrawals,
  });
  const tags = ['privacidade'];

  app.get(
    '/privacidade/exclusao',
    {
      config: { audit: 'privacidade.exclusao.meu.ver' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Meu pedido de exclusão da conta',
        response: { 200: myDeletionAnswerSchema, ...errors },
      },
    },
    (req) => service.mine(req.access),
  );

  app.post(
    '/privacidade/exclusao',
    {
      // The password is checked here: guesses are limited like sign-ins, per student (decision 140).
      config: {
        audit: 'privacidade.exclusao.pedir',
        growsDisk: false,
        rateLimit: { max: passwordTriesPerMinute, timeWindow: '1 minute' },
      },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Pedir a exclusão da conta',
        body: deletionRequestSchema,
        response: { 201: messageSchema, 409: errorSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.request(req.access, req.body)),
  );

  app.delete(
    '/privacidade/exclusao',
    {
      config: { audit: 'privacidade.exclusao.cancelar', growsDisk: false },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Cancelar o pedido de exclusão da conta',
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.cancel(req.access),
  );

  // Public: the link's token is the credential, opened from the e-mail on any device.
  app.post(
    '/privacidade/exclusao/confirmar',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, growsDisk: false },
      schema: {
        tags,
        summary: 'Confirmar o pedido de exclusão pelo link do e-mail',
        body: deletionConfirmSchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    (req) => service.confirm(req.body.token),
  );

  app.get(
    '/admin/privacidade/exclusoes',
    {
      config: { audit: 'privacidade.exclusoes.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Listar os pedidos de exclusão de conta',
        querystring: deletionListQuerySchema,
        response: { 200: deletionListSchema, ...errors },
      },
    },
    (req) => service.list(req.query),
  );

  app.get(
    '/admin/privacidade/exclusoes/:id',
    {
      config: { audit: 'privacidade.exclusao.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Um pedido de exclusão: o que será apagado e o que fica',
        params: idParams,
        response: { 200: deletionDetailSchema, ...errors },
      },
    },
    (req) => service.detail(req.params.id),
  );

  app.post(
    '/admin/privacidade/exclusoes/:id/aprovar',
    {
      config: { audit: 'privacidade.exclusao.aprovar', growsDisk: false },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Aprovar a exclusão da conta (de novo: apaga os arquivos que ficaram)',
        params: idParams,
        response: { 200: messageSchema, 409: errorSchema, 503: errorSchema, ...errors },
      },
    },
    (req) => service.approve(req.actor, req.params.id),
  );

  app.post(
    '/admin/privacidade/exclusoes/:id/recusar',
    {
      config: { audit: 'privacidade.exclusao.recusar', growsDisk: false },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Recusar a exclusão da conta, com o motivo',
        params: idParams,
        body: deletionRefuseSchema,
        response: { 200: messageSchema, 409: errorSchema, ...errors },
      },
    },
    (req) => service.refuse(req.actor, req.params.id, req.body.reason),
  );
};
