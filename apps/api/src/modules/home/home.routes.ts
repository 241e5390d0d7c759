import {
  bcastResponseSchema,
  camisetaRequestSchema,
  downConviteRequestSchema,
  errorSchema,
  fotosResponseSchema,
  HOME_EVENTS_PAGE,
  HOME_NOTICES_PAGE,
  homePageQuerySchema,
  revEnderecoResponseSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../lib/send-json';
import type { FileAnswer, HomeService } from './home.service';

/** A binary answer in the OpenAPI document (the stream itself is sent as is, never serialised). */
const binary = (description: string) => z.string().meta({ format: 'binary', description });

const send = (reply: FastifyReply, file: FileAnswer) => {
  reply.header('content-type', file.contentType);
  reply.header('content-length', file.size);
  reply.header('cache-control', file.cacheControl);
  if (file.attachment) reply.header('content-disposition', `attachment; filename="${file.attachment}"`);
  return reply.send(file.stream);
};

/** Home screen calls (spec A §2, §5, §7; spec B §7): notices, event media, shirt size, invitation. */
export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  const tags = ['início'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.get(
    '/perfil/bcast',
    {
      config: { audit: 'perfil.avisos.ver' },
      ...app.student(),
      schema: {
        tags,
        security,
        summary: 'Mural: avisos da turma e do formando, em páginas',
        querystring: homePageQuerySchema(HOME_NOTICES_PAGE),
        response: { 200: bcastResponseSchema, ...errors },
      },
    },
    async (req, reply) => sendJson(reply as FastifyReply, await service.bcast(req.access, req.query)),
  );

  app.get(
    '/perfil/fotos',
    {
      config: { audit: 'perfil.fotos.ver' },
      ...app.student(undefined, service.photoLoader),
      schema: {
        tags,
        security,
        summary: 'Fotos e vídeos: eventos da formatura, em páginas (total em X-Total-Count)',
        querystring: homePageQuerySchema(HOME_EVENTS_PAGE),
        response: { 200: fotosResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      // The answer keeps the spec's array; the total rides in a header so the home can page on. Built typed
      // as its wire schema, it is written as it is, without the schema's pass over 50 events (decision 160).
      const { events, total } = await service.fotos(req.access, req.query);
      reply.header('x-total-count', total);
      return sendJson(reply as FastifyReply, JSON.stringify(events));
    },
  );

  app.get(
    '/eventos/:id/capa',
    {
      config: { audit: 'evento.capa.ver' },
      ...app.student(undefined, service.photoLoader),
      schema: {
        tags,
        security,
        summary: 'Capa de um evento da formatura',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: binary('A imagem da capa'), ...errors },
      },
    },
    async (req, reply) => send(reply, await service.cover(req.access, req.params.id)),
  );

  app.post(
    '/camiseta',
    {
      config: { audit: 'perfil.camiseta' },
      ...app.student('shirt'),
      schema: {
        tags,
        security,
        summary: 'Escolher a medida da camiseta',
        body: camisetaRequestSchema,
        response: { 200: revEnderecoResponseSchema, 400: errorSchema, ...errors, 409: errorSchema },
      },
    },
    (req) => service.camiseta(req.access, req.body),
  );

  app.post(
    '/downConvite',
    {
      config: { audit: 'perfil.convite.baixar' },
      ...app.student('invitation'),
      schema: {
        tags,
        security,
        summary: 'Baixar o convite digital (convite.jpg)',
        body: downConviteRequestSchema,
        response: { 200: binary('O convite em JPEG'), 400: errorSchema, ...errors },
      },
    },
    async (req, reply) => send(reply, await service.downConvite(req.access, req.body)),
  );
};
