import { auditPageSchema, auditQuerySchema, errorSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from './audit.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const tags = ['administrador'];
const security = [{ bearer: [] }];
const retention = z.object({ days: z.number().int().min(1).max(3650) });

/** The audit as sentences (decision 126): filters, keyset pages, the latest actions, reads' retention. */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/admin/auditoria/acoes',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'auditoria.ver' },
      schema: {
        tags,
        security,
        summary: 'Últimas ações, com filtros por pessoa, formando, formatura, ação e período',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    (req) => service.list(req.query),
  );

  app.get(
    '/admin/auditoria/retencao',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'auditoria.retencao.ver' },
      schema: {
        tags,
        security,
        summary: 'Por quantos dias as consultas ficam na auditoria',
        response: { 200: retention, ...errors },
      },
    },
    async () => ({ days: await service.retentionDays() }),
  );

  app.put(
    '/admin/auditoria/retencao',
    {
      onRequest: app.requireAdmin,
      config: { audit: 'auditoria.retencao.alterar' },
      schema: {
        tags,
        security,
        summary: 'Alterar por quantos dias as consultas ficam na auditoria (alterações ficam sempre)',
        body: retention,
        response: { 200: retention, ...errors },
      },
    },
    (req) => service.setRetentionDays(req.actor, req.body.days),
  );
};
