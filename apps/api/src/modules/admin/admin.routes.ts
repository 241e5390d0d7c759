import { auditRowSchema, authResponseSchema, errorSchema, failedJobSchema, idSchema } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../lib/send-json';
import type { AdminService } from './admin.service';

const studentSummarySchema = z.object({
  AlCodigo: z.number().int(),
  AlNome: z.string(),
  AlEmail: z.string(),
  AlCurso: z.string(),
  formatura: z.string(),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['administrador'];
const security = [{ bearer: [] }];

export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  app.get(
    '/admin/alunos',
    {
      config: { audit: 'alunos.buscar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Buscar formandos',
        querystring: z.object({ q: z.string().max(100).default('') }),
        response: { 200: z.array(studentSummarySchema), ...errors },
      },
    },
    async (req, reply) => sendJson(reply as FastifyReply, await service.searchStudents(req.query.q)),
  );

  app.post(
    '/admin/agir',
    {
      config: { audit: 'acesso.agir' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Agir como um formando',
        body: z.object({ studentId: idSchema }),
        response: { 200: authResponseSchema, ...errors },
      },
    },
    (req) => service.act(req.actor, req.body.studentId),
  );

  app.delete(
    '/admin/agir',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'acesso.agir.sair', growsDisk: false },
      schema: {
        tags,
        security,
        summary: 'Deixar de agir como formando',
        response: { 200: authResponseSchema, ...errors },
      },
    },
    (req) => service.stopActing(req.actor),
  );

  app.post(
    '/admin/link-acesso',
    {
      config: { audit: 'acesso.link.gerar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Gerar link de acesso automático',
        body: z.object({ studentId: idSchema }),
        response: { 200: z.object({ link: z.string() }), ...errors },
      },
    },
    (req) => service.autoLoginLink(req.actor, req.body.studentId),
  );

  app.get(
    '/admin/auditoria',
    {
      config: { audit: 'auditoria.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'O que os administradores fizeram sobre um formando ou uma formatura',
        querystring: z
          .object({
            studentId: z.coerce.number().pipe(idSchema).optional(),
            graduationId: z.coerce.number().pipe(idSchema).optional(),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          })
          .refine((q) => (q.studentId === undefined) !== (q.graduationId === undefined), {
            error: 'Informe studentId ou graduationId.',
          }),
        response: { 200: z.array(auditRowSchema), ...errors },
      },
    },
    (req) => {
      const { studentId, graduationId, limit } = req.query;
      return service.auditTrail(
        studentId !== undefined ? { studentId } : { graduationId: graduationId! },
        limit,
      );
    },
  );

  app.get(
    '/admin/tarefas/falhas',
    {
      config: { audit: 'tarefas.falhas.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Tarefas em segundo plano que falharam (e-mails que não saíram)',
        response: { 200: z.array(failedJobSchema), ...errors },
      },
    },
    () => service.failedJobs(),
  );
};
