import {
  authResponseSchema,
  errorSchema,
  firstAdminSchema,
  idAnswerSchema,
  messageSchema,
  staffInviteSchema,
  staffMemberSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SetupService } from './setup.service';
import type { StaffService } from './staff.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['administrador'];
const security = [{ bearer: [] }];
const staffParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The staff screen's calls (decision 115): administrators only, one call deep. */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  app.get(
    '/admin/equipe',
    {
      config: { audit: 'equipe.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Listar os administradores',
        response: { 200: z.array(staffMemberSchema), ...errors },
      },
    },
    (req) => service.list(req.actor),
  );

  app.post(
    '/admin/equipe',
    {
      config: { audit: 'equipe.convidar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Convidar um administrador por e-mail',
        body: staffInviteSchema,
        response: { 201: idAnswerSchema.extend(messageSchema.shape), 409: errorSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.invite(req.actor, req.body)),
  );

  app.post(
    '/admin/equipe/:id/rebaixar',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'equipe.rebaixar', growsDisk: false },
      schema: {
        tags,
        security,
        summary: 'Rebaixar um administrador a formando',
        params: staffParams,
        response: { 200: messageSchema, 409: errorSchema, ...errors },
      },
    },
    (req) => service.demote(req.actor, req.params.id),
  );

  app.delete(
    '/admin/equipe/:id',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'equipe.remover', growsDisk: false },
      schema: {
        tags,
        security,
        summary: 'Remover um administrador',
        params: staffParams,
        response: { 200: messageSchema, 409: errorSchema, ...errors },
      },
    },
    (req) => service.remove(req.actor, req.params.id),
  );
};

/** The first administrator's setup page (decision 114): public, the link's token is the credential. */
export const setupRoutes: FastifyPluginAsyncZod<{ service: SetupService; perMinute: number }> = async (
  app,
  { service, perMinute },
) => {
  const config = { rateLimit: { max: perMinute, timeWindow: '1 minute' }, growsDisk: false };
  app.get(
    '/configuracao-inicial/:token',
    {
      config,
      schema: {
        tags: ['conta'],
        summary: 'Conferir o link de configuração inicial',
        params: tokenParams,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (req) => service.check(req.params.token),
  );

  app.post(
    '/configuracao-inicial/:token',
    {
      config,
      schema: {
        tags: ['conta'],
        summary: 'Criar o primeiro administrador',
        params: tokenParams,
        body: firstAdminSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (req) => service.complete(req.params.token, req.body),
  );
};
