import {
  errorSchema,
  idAnswerSchema,
  idParamSchema,
  noticeFormSchema,
  noticePreviewSchema,
  noticeRowSchema,
  pagedSchema,
  pageQuerySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NoticesService } from './notices.service';

const tags = ['back-office: avisos'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const params = z.object({ id: idParamSchema });

/** A graduation's notices in the back-office (decision 45); administrators only, every call audited. */
export const noticesRoutes: FastifyPluginAsyncZod<{ service: NoticesService }> = async (app, { service }) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/formaturas/:id/avisos',
    {
      config: { audit: 'avisos.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Avisos da formatura, em páginas',
        params,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(noticeRowSchema), ...errors },
      },
    },
    (req) => service.list(req.params.id, req.query.page, req.query.pageSize),
  );
  app.post(
    '/admin/formaturas/:id/avisos',
    {
      config: { audit: 'aviso.publicar' },
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Publicar aviso',
        params,
        body: noticeFormSchema,
        response: { 201: idAnswerSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.actor, req.params.id, req.body)),
  );
  app.put(
    '/admin/avisos/:id',
    {
      config: { audit: 'aviso.alterar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Alterar aviso',
        params,
        body: noticeFormSchema,
        response: { 200: idAnswerSchema, ...errors },
      },
    },
    (req) => service.update(req.actor, req.params.id, req.body),
  );
  app.delete(
    '/admin/avisos/:id',
    {
      config: { audit: 'aviso.excluir' },
      ...admin,
      schema: { tags, security, summary: 'Apagar aviso', params, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await service.remove(req.actor, req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/admin/avisos/previa',
    {
      config: { audit: 'aviso.previa' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Prévia do aviso como o início mostra',
        body: noticePreviewSchema,
        response: { 200: noticePreviewSchema, ...errors },
      },
    },
    (req) => service.preview(req.body.html),
  );
};
