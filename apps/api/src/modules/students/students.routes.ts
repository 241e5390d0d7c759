import {
  errorSchema,
  IMPORT_MAX_BYTES,
  idParamSchema,
  importMessages,
  importResultSchema,
  invitationRequestSchema,
  invitationResultSchema,
  pagedSchema,
  studentDetailSchema,
  studentFormSchema,
  studentListQuerySchema,
  studentRowSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { StudentsService } from './students.service';

const tags = ['back-office: formandos'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const params = z.object({ id: idParamSchema });

/** A graduation's class in the back-office (decision 45); administrators only, every call audited. */
export const studentsRoutes: FastifyPluginAsyncZod<{ service: StudentsService }> = async (
  app,
  { service },
) => {
  const admin = { onRequest: app.requireAdmin };
  // The class file arrives as it is (no multipart): bytes, decoded by the import itself.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/admin/formaturas/:id/importacao',
    {
      config: { audit: 'turma.importar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Importar turma de um CSV (prévia, ou aplicar com ?aplicar=true)',
        description: 'Corpo: o arquivo CSV (UTF-8 ou Windows-1252; ; ou ,), com Content-Type text/csv.',
        params,
        querystring: z.object({ aplicar: z.enum(['true', 'false']).default('false') }),
        response: { 200: importResultSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    (req) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw new AppError('EMPTY', importMessages.empty);
      return service.importFile(req.actor, req.params.id, req.body, req.query.aplicar === 'true');
    },
  );

  app.get(
    '/admin/formaturas/:id/alunos',
    {
      config: { audit: 'turma.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Formandos da formatura, em páginas, com busca e filtros',
        params,
        querystring: studentListQuerySchema,
        response: { 200: pagedSchema(studentRowSchema), ...errors },
      },
    },
    (req) => service.list(req.params.id, req.query),
  );
  app.post(
    '/admin/formaturas/:id/alunos',
    {
      config: { audit: 'aluno.cadastrar' },
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Cadastrar formando',
        params,
        body: studentFormSchema,
        response: { 201: studentDetailSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.actor, req.params.id, req.body)),
  );
  app.post(
    '/admin/formaturas/:id/convites',
    {
      config: { audit: 'turma.convidar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Enviar convites por e-mail (acesso ou autocadastro) aos formandos escolhidos',
        params,
        body: invitationRequestSchema,
        response: { 200: invitationResultSchema, ...errors },
      },
    },
    (req) => service.invite(req.actor, req.params.id, req.body),
  );
  app.get(
    '/admin/alunos/:id',
    {
      config: { audit: 'aluno.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Um cadastro',
        params,
        response: { 200: studentDetailSchema, ...errors },
      },
    },
    (req) => service.get(req.params.id),
  );
  app.put(
    '/admin/alunos/:id',
    {
      config: { audit: 'aluno.alterar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Alterar cadastro, marcações e créditos',
        params,
        body: studentFormSchema,
        response: { 200: studentDetailSchema, ...errors },
      },
    },
    (req) => service.update(req.actor, req.params.id, req.body),
  );
};
