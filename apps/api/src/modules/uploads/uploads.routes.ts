import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  classFilesPageSchema,
  classFilesQuerySchema,
  errorSchema,
  idParamSchema,
  MAX_UPLOAD_BYTES,
  messageSchema,
  uploadCreatedSchema,
  uploadIdParamsSchema,
  uploadLabelRequestSchema,
  uploadListSchema,
  uploadMessages,
  uploadObsRequestSchema,
  uploadTimeRequestSchema,
  uploadTypeParamsSchema,
  uploadTypeSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { multipartFile } from '../../lib/multipart-file';
import type { UploadsService } from './uploads.service';

const tags = ['envios'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** A stored file as a private download under the name it had; the stream is sent as is, never serialised. */
function sendFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number; mimetype: string; name: string },
) {
  reply.header('content-type', file.mimetype);
  reply.header('content-length', file.size);
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  return reply.send(file.stream);
}

/** The upload screens' calls (spec A §7). */
export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  // One file a request, at most the largest kind's limit; a cut file is refused by the service (413).
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 200, fileSize: Math.max(...Object.values(MAX_UPLOAD_BYTES)) },
  });
  const auth = { onRequest: app.authenticate };
  // The acting student, loaded once before the handler (decision 107); the service checks the uploads
  // permission after the file's ownership and the form's type, as it always answered.
  const student = app.student();

  app.get(
    '/uploads/:tipo',
    {
      config: { audit: 'arquivos.ver' },
      ...student,
      schema: {
        tags,
        security,
        summary: 'Arquivos enviados de uma tela',
        params: uploadTypeParamsSchema,
        response: { 200: uploadListSchema, ...errors },
      },
    },
    (req) => service.list(req.access, req.params.tipo),
  );

  app.post(
    '/uploads',
    {
      config: { audit: 'arquivo.enviar' },
      ...student,
      schema: {
        tags,
        security,
        summary: 'Enviar um arquivo (multipart: o campo tipo antes do arquivo)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadCreatedSchema, ...errors, 413: errorSchema },
      },
    },
    async (req, reply) => {
      const data = await multipartFile(req, uploadMessages.uploadFailed);
      const field = data.fields.tipo;
      const tipo = uploadTypeSchema.safeParse(field && 'value' in field ? field.value : undefined);
      if (!tipo.success) {
        data.file.resume();
        throw new AppError('INVALID', uploadMessages.uploadFailed);
      }
      const created = await service.create(req.access, tipo.data, {
        filename: data.filename,
        stream: data.file,
        truncated: () => data.file.truncated,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/uploads/:id',
    {
      config: { audit: 'arquivo.excluir' },
      ...student,
      schema: {
        tags,
        security,
        summary: 'Excluir um arquivo',
        params: uploadIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.remove(req.access, req.params.id),
  );
  app.post(
    '/uploads/label',
    {
      config: { audit: 'arquivo.legenda' },
      ...student,
      schema: {
        tags,
        security,
        summary: 'Identificar um arquivo',
        body: uploadLabelRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.setLabel(req.access, req.body.id, req.body.label),
  );
  app.post(
    '/uploads/obs',
    {
      config: { audit: 'arquivo.observacao' },
      ...student,
      schema: {
        tags,
        security,
        summary: 'Observação de um arquivo',
        body: uploadObsRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.setObservation(req.access, req.body.id, req.body.obs),
  );
  app.post(
    '/uploads/time',
    {
      config: { audit: 'arquivo.horario' },
      ...student,
      schema: {
        tags,
        security,
        summary: 'Início da música',
        body: uploadTimeRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.setMusicStart(req.access, req.body.id, req.body.time),
  );
  app.get(
    '/uploads/:id/arquivo',
    {
      config: { audit: 'arquivo.baixar' },
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Baixar um arquivo enviado (só o dono)',
        params: uploadIdParamsSchema,
        response: { 200: z.string().meta({ format: 'binary' }), ...errors },
      },
    },
    async (req, reply) => {
      return sendFile(reply, await service.file(req.actor, req.params.id));
    },
  );

  app.get(
    '/uploads/:id/miniatura',
    {
      config: { audit: 'arquivos.ver' },
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Miniatura de uma foto enviada (só o dono)',
        params: uploadIdParamsSchema,
        response: { 200: z.string().meta({ format: 'binary' }), ...errors },
      },
    },
    async (req, reply) => {
      const jpeg = await service.thumbnail(req.actor, req.params.id);
      reply.header('content-type', 'image/jpeg');
      reply.header('cache-control', 'private, max-age=300');
      return (reply as FastifyReply).send(jpeg);
    },
  );

  app.get(
    '/admin/formaturas/:id/arquivos',
    {
      config: { audit: 'turma.arquivos.baixar' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: envios'],
        security,
        summary: 'Os arquivos de uma tela da turma num zip (para a equipe da cerimônia)',
        params: z.object({ id: idParamSchema }),
        querystring: z.object({ tipo: uploadTypeSchema }),
        response: { 200: z.string().meta({ format: 'binary' }), ...errors },
      },
    },
    async (req, reply) => {
      const zip = await service.classZip(req.params.id, req.query.tipo);
      reply.header('content-type', 'application/zip');
      reply.header('content-length', zip.size);
      reply.header('cache-control', 'private, no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="turma-${req.params.id}-${req.query.tipo}.zip"`,
      );
      return (reply as FastifyReply).send(zip.stream);
    },
  );

  app.get(
    '/admin/formaturas/:id/arquivos/lista',
    {
      config: { audit: 'turma.arquivos.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: envios'],
        security,
        summary: 'Os arquivos da turma, paginados, de uma tela ou de todas, cada um com o seu download',
        params: z.object({ id: idParamSchema }),
        querystring: classFilesQuerySchema,
        response: { 200: classFilesPageSchema, ...errors },
      },
    },
    (req) => service.classFilesPage(req.params.id, req.query),
  );

  app.get(
    '/admin/alunos/:id/arquivos',
    {
      config: { audit: 'aluno.arquivos.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: envios'],
        security,
        summary: 'Os arquivos de um formando, de todas as telas',
        params: z.object({ id: idParamSchema }),
        response: { 200: uploadListSchema, ...errors },
      },
    },
    (req) => service.studentFiles(req.params.id),
  );
  app.get(
    '/admin/arquivos/:id',
    {
      config: { audit: 'aluno.arquivo.baixar' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: envios'],
        security,
        summary: 'Baixar um arquivo de um formando',
        params: uploadIdParamsSchema,
        response: { 200: z.string().meta({ format: 'binary' }), ...errors },
      },
    },
    async (req, reply) => {
      return sendFile(reply, await service.anyFile(req.params.id));
    },
  );
};
