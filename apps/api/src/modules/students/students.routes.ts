import {
  errorSchema,
  idParamSchema,
  pagedSchema,
  studentDetailSchema,
  studentFormSchema,
  studentListQuerySchema,
  studentRowSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudentsService } from './students.service';

const tags = ['back-office: formandos'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const params = z.object({ id: idParamSchema });

/** A graduation's class in the back-office (issue 8); administrators only, every call audited. */
export const studentsRoutes: FastifyPluginAsyncZod<{ service: StudentsService }> = async (
  app,
  { service },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/formaturas/:id/alunos',
    {
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
      ...admin,
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
  app.get(
    '/admin/alunos/:id',
    {
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
