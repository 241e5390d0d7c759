import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  advanceStageRequestSchema,
  errorSchema,
  orderSettingsSchema,
  pickingListQuerySchema,
  pickingListSchema,
  trackingRequestSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json';
import type { AdminOrdersService } from './admin-orders.service';

/** The producer's order board (decision 82), administrators only. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ service: AdminOrdersService }> = async (
  app,
  { service },
) => {
  const tags = ['back-office: pedidos'];
  const security = [{ bearer: [] }];
  const admin = { onRequest: app.requireAdmin };
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

  app.get(
    '/admin/pedidos',
    {
      config: { audit: 'pedidos.admin.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Quadro de pedidos por etapa, por turma',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errors },
      },
    },
    // Sent as JSON text kept while its rows do not change (decision 143, as decision 86's list): the schema
    // stays on the route for the documentation, and the tests parse the answer with it.
    async (req, reply) => sendJson(reply as FastifyReply, await service.board(req.query)),
  );

  app.get(
    '/admin/pedidos/separacao',
    {
      config: { audit: 'pedidos.separacao.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Lista de separação: fotos impressas e produtos a produzir da turma',
        querystring: pickingListQuerySchema,
        response: { 200: pickingListSchema, ...errors },
      },
    },
    (req) => service.picking(req.query.formatura),
  );

  app.get(
    '/admin/pedidos/configuracao',
    {
      config: { audit: 'pedidos.configuracao.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Preço do Sedex quando o cálculo demora',
        response: { 200: orderSettingsSchema, ...errors },
      },
    },
    () => service.settings(),
  );

  app.put(
    '/admin/pedidos/configuracao',
    {
      config: { audit: 'pedidos.configuracao.alterar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Salvar o preço do Sedex quando o cálculo demora',
        body: orderSettingsSchema,
        response: { 200: orderSettingsSchema, ...errors },
      },
    },
    (req) => service.saveSettings(req.actor, req.body),
  );

  app.get(
    '/admin/pedidos/:id',
    {
      config: { audit: 'pedido.admin.ver' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Um pedido com itens, endereço, etapas e quem carimbou cada uma',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    (req) => service.detail(req.params.id),
  );

  app.post(
    '/admin/pedidos/:id/etapa',
    {
      config: { audit: 'pedido.etapa.avancar' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Avançar o pedido para a próxima etapa (o formando recebe um e-mail minutos depois)',
        params: adminOrderParamsSchema,
        body: advanceStageRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    (req) => service.advance(req.actor, req.params.id, req.body.etapa),
  );

  app.post(
    '/admin/pedidos/:id/etapa/desfazer',
    {
      config: { audit: 'pedido.etapa.desfazer' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Desfazer a última etapa enquanto o e-mail ao formando não saiu (decisão 118)',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    (req) => service.undo(req.actor, req.params.id),
  );

  app.put(
    '/admin/pedidos/:id/rastreio',
    {
      config: { audit: 'pedido.rastreio' },
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Código de rastreio do pedido',
        params: adminOrderParamsSchema,
        body: trackingRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    (req) => service.tracking(req.actor, req.params.id, req.body),
  );
};
