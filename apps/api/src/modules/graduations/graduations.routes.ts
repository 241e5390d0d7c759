import {
  adminInstitutionSchema,
  archivedQuerySchema,
  errorSchema,
  GRADUATION_SORTS,
  graduationFormSchema,
  graduationRowSchema,
  graduationSchema,
  idParamSchema,
  messageSchema,
  namedItemSchema,
  nameFormSchema,
  pagedSchema,
  pageQuerySchema,
  registrationLinkFormSchema,
  registrationLinkSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GraduationsService } from './graduations.service';

const tags = ['back-office: formaturas'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const params = z.object({ id: idParamSchema });

/** The producer's graduations in the back-office (issue 8); administrators only, every call audited. */
export const graduationsRoutes: FastifyPluginAsyncZod<{ service: GraduationsService }> = async (
  app,
  { service },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/instituicoes',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Instituições e polos',
        querystring: archivedQuerySchema,
        response: { 200: z.array(adminInstitutionSchema), ...errors },
      },
    },
    (req) => service.institutions(req.query.arquivados),
  );
  app.post(
    '/admin/instituicoes',
    {
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar instituição',
        body: nameFormSchema,
        response: { 201: adminInstitutionSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createInstitution(req.actor, req.body.name)),
  );
  app.patch(
    '/admin/instituicoes/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Renomear instituição',
        params,
        body: nameFormSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.renameInstitution(req.actor, req.params.id, req.body.name),
  );
  app.post(
    '/admin/instituicoes/:id/polos',
    {
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar polo',
        params,
        body: nameFormSchema,
        response: { 201: namedItemSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createCampus(req.actor, req.params.id, req.body.name)),
  );
  app.patch(
    '/admin/polos/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Renomear polo',
        params,
        body: nameFormSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.renameCampus(req.actor, req.params.id, req.body.name),
  );

  app.get(
    '/admin/formaturas',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Formaturas, em páginas',
        querystring: pageQuerySchema
          .extend({
            q: z.string().trim().max(100).default(''),
            status: z.enum(['open', 'closed', 'all']).default('open'),
            sort: z.enum(GRADUATION_SORTS).default('FormData'),
            dir: z.enum(['asc', 'desc']).default('desc'),
          })
          .extend(archivedQuerySchema.shape),
        response: { 200: pagedSchema(graduationRowSchema), ...errors },
      },
    },
    (req) => service.list({ ...req.query, archived: req.query.arquivados }),
  );
  app.post(
    '/admin/formaturas',
    {
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar formatura',
        body: graduationFormSchema,
        response: { 201: graduationSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.actor, req.body)),
  );
  app.get(
    '/admin/formaturas/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Uma formatura',
        params,
        response: { 200: graduationSchema, ...errors },
      },
    },
    (req) => service.get(req.params.id),
  );
  app.put(
    '/admin/formaturas/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Alterar formatura',
        params,
        body: graduationFormSchema,
        response: { 200: graduationSchema, ...errors },
      },
    },
    (req) => service.update(req.actor, req.params.id, req.body),
  );
  app.post(
    '/admin/formaturas/:id/encerrar',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Encerrar formatura',
        params,
        response: { 200: graduationSchema, ...errors },
      },
    },
    (req) => service.setClosed(req.actor, req.params.id, true),
  );
  app.post(
    '/admin/formaturas/:id/reabrir',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Reabrir formatura',
        params,
        response: { 200: graduationSchema, ...errors },
      },
    },
    (req) => service.setClosed(req.actor, req.params.id, false),
  );
  app.post(
    '/admin/formaturas/:id/cursos',
    {
      ...admin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar curso',
        params,
        body: nameFormSchema,
        response: { 201: namedItemSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createCourse(req.actor, req.params.id, req.body.name)),
  );
  app.patch(
    '/admin/cursos/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Renomear curso',
        params,
        body: nameFormSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.renameCourse(req.actor, req.params.id, req.body.name),
  );
  app.get(
    '/admin/formaturas/:id/link',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Link de autocadastro, com QR code',
        params,
        response: { 200: registrationLinkSchema, ...errors },
      },
    },
    (req) => service.link(req.params.id),
  );
  app.put(
    '/admin/formaturas/:id/link',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Configurar o link de autocadastro',
        params,
        body: registrationLinkFormSchema,
        response: { 200: registrationLinkSchema, ...errors },
      },
    },
    (req) => service.updateLink(req.actor, req.params.id, req.body),
  );
};
