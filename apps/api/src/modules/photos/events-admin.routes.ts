import multipart from '@fastify/multipart';
import {
  adminAlbumPhotoListSchema,
  adminAlbumQuerySchema,
  adminEventDetailSchema,
  adminEventFormSchema,
  adminEventListSchema,
  adminEventParamsSchema,
  adminEventPhotoParamsSchema,
  adminPhotoListSchema,
  adminPhotoQuerySchema,
  albumOrderFormSchema,
  archivedQuerySchema,
  displayFileName,
  errorSchema,
  eventCoverAnswerSchema,
  eventPublicationFormSchema,
  eventPublicationSchema,
  idAnswerSchema,
  idParamSchema,
  MAX_PHOTO_BYTES,
  photoMoveFormSchema,
  photoReceivedSchema,
  sentPhotoListSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartFile } from '../../lib/multipart-file';
import { type EventsAdminService, eventTexts } from './events-admin.service';
import { readAll, summary } from './pipeline';

const tags = ['back-office: eventos'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The producer's events and photos (decision 65): `/api/admin/formaturas/:id/eventos`, `/api/admin/eventos/…`. */
export const eventsAdminRoutes: FastifyPluginAsyncZod<{ service: EventsAdminService }> = async (
  app,
  { service },
) => {
  // One file a request (the browser sends a folder file by file, resuming where it stopped).
  await app.register(multipart, {
    limits: { files: 1, fields: 2, fieldSize: 200, fileSize: MAX_PHOTO_BYTES },
  });
  const admin = { onRequest: app.requireAdmin };

  /** The one file of a multipart request, read whole (bounded by MAX_PHOTO_BYTES); null bytes when cut. */
  async function oneFile(req: FastifyRequest) {
    const data = await multipartFile(req, eventTexts.sendAFile);
    const bytes = await readAll(data.file);
    return {
      name: displayFileName(data.filename),
      bytes: data.file.truncated ? null : bytes,
      size: data.file.bytesRead,
    };
  }

  app.get(
    '/admin/formaturas/:id/eventos',
    {
      config: { audit: 'eventos.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Eventos da formatura, com as fotos contadas por estado (arquivados só com arquivados=1)',
        params: z.object({ id: idParamSchema }),
        querystring: archivedQuerySchema,
        response: { 200: adminEventListSchema, ...errors },
      },
    },
    (req) => service.list(req.params.id, req.query.arquivados),
  );

  app.post(
    '/admin/formaturas/:id/eventos',
    {
      config: { audit: 'evento.criar' },
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar um evento',
        params: z.object({ id: idParamSchema }),
        body: adminEventFormSchema,
        response: { 201: idAnswerSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.actor, req.params.id, req.body)),
  );

  app.get(
    '/admin/eventos/:id',
    {
      config: { audit: 'evento.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Um evento, sua formatura e as fotos contadas por estado',
        params: adminEventParamsSchema,
        response: { 200: adminEventDetailSchema, ...errors },
      },
    },
    (req) => service.detail(req.params.id),
  );

  app.put(
    '/admin/eventos/:id',
    {
      config: { audit: 'evento.alterar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Alterar um evento',
        params: adminEventParamsSchema,
        body: adminEventFormSchema,
        response: { 200: idAnswerSchema, ...errors },
      },
    },
    (req) => service.update(req.actor, req.params.id, req.body),
  );

  app.post(
    '/admin/eventos/:id/capa',
    {
      config: { audit: 'evento.capa.enviar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Trocar a capa do evento (multipart: o arquivo da imagem)',
        consumes: ['multipart/form-data'],
        params: adminEventParamsSchema,
        response: { 200: eventCoverAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const file = await oneFile(req);
      return service.setCover(req.actor, req.params.id, file.bytes);
    },
  );

  app.get(
    '/admin/eventos/:id/fotos',
    {
      config: { audit: 'evento.fotos.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Arquivos do evento e o estado de cada um, os mais novos primeiro (total em X-Total-Count)',
        params: adminEventParamsSchema,
        querystring: adminPhotoQuerySchema,
        response: { 200: adminPhotoListSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { items, total } = await service.photos(req.params.id, req.query);
      reply.header('x-total-count', total);
      return items;
    },
  );

  app.get(
    '/admin/eventos/:id/fotos/enviadas',
    {
      config: { audit: 'evento.fotos.enviadas' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Nome, tamanho e hash das fotos já no evento: um envio interrompido continua de onde parou',
        params: adminEventParamsSchema,
        response: { 200: sentPhotoListSchema, ...errors },
      },
    },
    (req) => service.sent(req.params.id),
  );

  app.post(
    '/admin/eventos/:id/fotos',
    {
      config: { audit: 'evento.fotos.enviar' },
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Enviar uma foto ao evento (multipart); recusada com o motivo se não for uma imagem, estiver corrompida ou repetida',
        consumes: ['multipart/form-data'],
        params: adminEventParamsSchema,
        response: { 200: photoReceivedSchema, 201: photoReceivedSchema, ...errors, 413: errorSchema },
      },
    },
    async (req, reply) => {
      const file = await oneFile(req);
      const { photo, skipped } = await service.upload(req.actor, req.params.id, file);
      return reply.code(skipped ? 200 : 201).send({ ...summary(photo), repetido: skipped });
    },
  );

  app.put(
    '/admin/eventos/:id/publicacao',
    {
      config: { audit: 'evento.publicacao' },
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Publicar o evento agora, agendar a publicação ou voltar a rascunho (os alunos só veem eventos publicados)',
        params: adminEventParamsSchema,
        body: eventPublicationFormSchema,
        response: { 200: eventPublicationSchema, ...errors },
      },
    },
    (req) => service.setPublication(req.actor, req.params.id, req.body),
  );

  app.put(
    '/admin/eventos/:id/ordem',
    {
      config: { audit: 'evento.ordem' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Ordem do álbum: nome do arquivo, data da foto ou manual',
        params: adminEventParamsSchema,
        body: albumOrderFormSchema,
        response: { 200: albumOrderFormSchema, ...errors },
      },
    },
    (req) => service.setOrder(req.actor, req.params.id, req.body.ordem),
  );

  app.get(
    '/admin/eventos/:id/album',
    {
      config: { audit: 'evento.album.admin' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Fotos prontas do evento na ordem em que os alunos as veem (total em X-Total-Count)',
        params: adminEventParamsSchema,
        querystring: adminAlbumQuerySchema,
        response: { 200: adminAlbumPhotoListSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { items, total } = await service.album(req.params.id, req.query);
      reply.header('x-total-count', total);
      return items;
    },
  );

  app.put(
    '/admin/eventos/:id/fotos/:fotoId/posicao',
    {
      config: { audit: 'evento.foto.mover' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Mover uma foto para outra posição do álbum (ordem manual; 1 é a primeira)',
        params: adminEventPhotoParamsSchema,
        body: photoMoveFormSchema,
        response: { 200: photoMoveFormSchema, ...errors },
      },
    },
    (req) => service.movePhoto(req.actor, req.params.id, req.params.fotoId, req.body.posicao),
  );

  app.delete(
    '/admin/eventos/:id/fotos/:fotoId',
    {
      config: { audit: 'evento.foto.remover' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Tirar uma foto do evento',
        params: adminEventPhotoParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.removePhoto(req.actor, req.params.id, req.params.fotoId);
      return reply.code(204).send(null);
    },
  );
};
