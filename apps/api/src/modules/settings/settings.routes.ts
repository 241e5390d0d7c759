import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  errorSchema,
  PRODUCER_LOGO_MAX_BYTES,
  producerIdentityMessages as pm,
  producerSettingsSchema,
  publicSettingsSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { multipartBytes, multipartFile } from '../../lib/multipart-file';
import type { SettingsService } from './settings.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const logoAnswerSchema = z.object({ logoUrl: z.string() });

function sendLogo(reply: FastifyReply, file: { stream: Readable; size: number }, cacheControl: string) {
  reply.header('content-type', 'image/png');
  reply.header('content-length', file.size);
  reply.header('cache-control', cacheControl);
  return reply.send(file.stream);
}

/** The producer's settings: the public part for every screen, the whole for the back-office (decision 49). */
export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  // The logo is one small image (decision 122); a larger one is cut and refused by its size.
  await app.register(multipart, {
    limits: { files: 1, fields: 1, fieldSize: 200, fileSize: PRODUCER_LOGO_MAX_BYTES },
  });

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
      config: { audit: 'configuracoes.ver' },
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
      config: { audit: 'configuracoes.alterar' },
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
  app.get(
    '/configuracoes/logo',
    {
      schema: {
        tags: ['sistema'],
        summary: 'O logotipo da produtora (PNG); o endereço muda a cada logotipo novo',
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.string().meta({ format: 'binary' }), 404: errorSchema },
      },
    },
    async (req, reply) => {
      const file = await service.logoFile(req.query.v);
      if (!file) throw new AppError('NOT_FOUND', pm.logoMissing);
      // The address names the version: the image under it never changes.
      return sendLogo(
        reply,
        file,
        req.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      );
    },
  );
  app.post(
    '/admin/configuracoes/logo',
    {
      config: { audit: 'configuracoes.logo.enviar' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: configurações'],
        security: [{ bearer: [] }],
        summary: 'Enviar o logotipo da produtora (multipart: PNG ou JPEG de até 512 KB)',
        consumes: ['multipart/form-data'],
        response: { 200: logoAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const data = await multipartFile(req, pm.logoType);
      return service.setLogo(req.actor, await multipartBytes(data));
    },
  );
  app.delete(
    '/admin/configuracoes/logo',
    {
      config: { audit: 'configuracoes.logo.remover' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: configurações'],
        security: [{ bearer: [] }],
        summary: 'Retirar o logotipo da produtora',
        response: { 204: z.null(), 404: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      await service.removeLogo(req.actor);
      return reply.code(204).send(null);
    },
  );
};
