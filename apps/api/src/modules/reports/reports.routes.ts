import {
  classDashboardSchema,
  committeeReportQuerySchema,
  committeeReportSchema,
  dashboardMissingQuerySchema,
  dashboardMissingSchema,
  errorSchema,
  idParamSchema,
  producerDashboardSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardCsv, type ReportsService } from './reports.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A private spreadsheet download. */
function sendCsv(reply: FastifyReply, csv: string, name: string) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'private, no-store');
  return csv;
}

/** The committee's class reports (spec A §7 GET /relatorios/comissao). */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.get(
    '/relatorios/comissao',
    {
      config: { audit: 'relatorio.comissao.ver' },
      ...app.student(undefined, service.load),
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'Relatório da turma: pagamentos (situação, o padrão) ou arquivos enviados',
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
    (req) => service.committee(req.access, req.query.tipo),
  );

  app.get(
    '/relatorios/comissao.csv',
    {
      config: { audit: 'relatorio.comissao.baixar' },
      ...app.student(undefined, service.load),
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'O relatório da turma em CSV (planilha)',
        querystring: committeeReportQuerySchema,
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const csv = await service.committeeCsv(req.access, req.query.tipo);
      return sendCsv(reply, csv, `relatorio-${req.query.tipo}.csv`);
    },
  );

  app.get(
    '/relatorios/painel',
    {
      config: { audit: 'relatorio.painel.ver' },
      ...app.student(undefined, service.load),
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'Painel da turma: formandos por situação (sem valores) e quem ainda não enviou cada arquivo',
        response: { 200: classDashboardSchema, ...errors },
      },
    },
    (req) => service.classDashboard(req.access),
  );

  app.get(
    '/relatorios/painel.csv',
    {
      config: { audit: 'relatorio.painel.baixar' },
      ...app.student(undefined, service.load),
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'O painel da turma em CSV (planilha)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) =>
      sendCsv(
        reply,
        dashboardCsv(await service.classDashboard(req.access, { everyName: true })),
        'painel-turma.csv',
      ),
  );

  app.get(
    '/relatorios/painel/faltam',
    {
      config: { audit: 'relatorio.painel.ver' },
      ...app.student(undefined, service.load),
      schema: {
        tags: ['comissão'],
        security: [{ bearer: [] }],
        summary: 'Painel da turma: quem ainda não enviou arquivos a uma tela, uma página por vez',
        querystring: dashboardMissingQuerySchema,
        response: { 200: dashboardMissingSchema, ...errors },
      },
    },
    (req) => service.classDashboardMissing(req.access, req.query),
  );

  app.get(
    '/admin/formaturas/:id/painel',
    {
      config: { audit: 'formatura.painel.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: relatórios'],
        security: [{ bearer: [] }],
        summary: 'Painel de uma turma para a produtora, com a arrecadação exata',
        params: z.object({ id: idParamSchema }),
        response: { 200: producerDashboardSchema, ...errors },
      },
    },
    (req) => service.producerDashboard(req.params.id),
  );

  app.get(
    '/admin/formaturas/:id/painel.csv',
    {
      config: { audit: 'formatura.painel.baixar' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: relatórios'],
        security: [{ bearer: [] }],
        summary: 'O painel de uma turma em CSV (planilha)',
        params: z.object({ id: idParamSchema }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) =>
      sendCsv(
        reply,
        dashboardCsv(await service.producerDashboard(req.params.id, { everyName: true })),
        `painel-turma-${req.params.id}.csv`,
      ),
  );

  app.get(
    '/admin/formaturas/:id/painel/faltam',
    {
      config: { audit: 'formatura.painel.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back-office: relatórios'],
        security: [{ bearer: [] }],
        summary: 'Painel de uma turma: quem ainda não enviou arquivos a uma tela, uma página por vez',
        params: z.object({ id: idParamSchema }),
        querystring: dashboardMissingQuerySchema,
        response: { 200: dashboardMissingSchema, ...errors },
      },
    },
    (req) => service.producerDashboardMissing(req.params.id, req.query),
  );
};
