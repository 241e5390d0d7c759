import { committeeReportQuerySchema, committeeReportSchema, errorSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportsService } from './reports.service';

/** The committee's class reports (spec A §7 GET /relatorios/comissao). */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.get(
    '/relatorios/comissao',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'Relatório da turma: pagamentos (situação) ou arquivos enviados',
        querystring: committeeReportQuerySchema,
        response: {
          200: committeeReportSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    (req) => service.committee(req.actor, req.query.tipo),
  );

  app.get(
    '/relatorios/comissao.csv',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'O relatório da turma em CSV (planilha)',
        querystring: committeeReportQuerySchema,
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const csv = await service.committeeCsv(req.actor, req.query.tipo);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="relatorio-${req.query.tipo}.csv"`);
      reply.header('cache-control', 'private, no-store');
      return csv;
    },
  );
};
