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

/** The producer's graduations in the back-office (decision 45); administrators only, every call audited. */
export const graduationsRoutes: FastifyPluginAsyncZod<{ service: GraduationsService }> = async (
  app,
  { service },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/instituicoes',
    {
      config: { audit: 'instituicoes.ver' },
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
      config: { audit: 'instituicao.criar' },
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
      config: { audit: 'instituicao.renomear' },
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
      config: { audit: 'polo.criar' },
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
      config: { audit: 'polo.renomear' },
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
      config: { audit: 'formaturas.ver' },
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
      config: { audit: 'formatura.criar' },
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
      config: { audit: 'formatura.ver' },
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
      config: { audit: 'formatura.alterar' },
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
      config: { audit: 'formatura.encerrar' },
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
      config: { audit: 'formatura.reabrir' },
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
      config: { audit: 'curso.criar' },
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
      config: { audit: 'curso.renomear' },
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
      config: { audit: 'formatura.link.ver' },
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
      config: { audit: 'formatura.link.alterar' },
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
