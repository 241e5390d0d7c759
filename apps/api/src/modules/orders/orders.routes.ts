import {
  errorSchema,
  fillOrderRequestSchema,
  fillOrderResponseSchema,
  freightAnswerSchema,
  freightFallbackSchema,
  freightRequestSchema,
  myPhotosResponseSchema,
  notifyOrderParamsSchema,
  orderDetailResponseSchema,
  orderIdParamsSchema,
  orderIdResponseSchema,
  orderMessageResponseSchema,
  orderParcelRequestSchema,
  ordersListResponseSchema,
  packOrderRequestSchema,
  parcelSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../lib/send-json';
import type { CheckoutService } from './checkout.service';
import type { OrdersService } from './orders.service';

const binary = z.string().meta({ format: 'binary' });

/** The student's delivery, checkout, orders and downloads (spec A §2, §5, §7; spec B §2.9–2.10, §7). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  orders: OrdersService;
}> = async (app, { checkout, orders }) => {
  const tags = ['pedidos'];
  const security = [{ bearer: [] }];
  // Each call declares the acting student's permission, decided once before the handler (decision 107);
  // calls that show or hand out photos load the student with their contracts, for the photo-access rule.
  const buyer = app.student('cart');
  const photoBuyer = app.student('cart', orders.photoLoader);
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

  /** A zip to the browser with its exact length, or 204 (no body) when there is nothing in it. */
  const sendZip = (
    reply: FastifyReply,
    zip: { stream: NodeJS.ReadableStream; size: number; name: string } | null,
  ) => {
    if (!zip) return reply.code(204).send();
    reply.header('content-type', 'application/zip');
    reply.header('content-length', zip.size);
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', `attachment; filename="${zip.name}"`);
    return reply.send(zip.stream);
  };

  app.post(
    '/perfil/frete',
    {
      config: { audit: 'perfil.frete.calcular' },
      ...buyer,
      schema: {
        tags,
        security,
        summary: 'Preço do Sedex para um CEP e um tamanho de pacote (Valor em formato brasileiro)',
        body: freightRequestSchema,
        response: { 200: freightAnswerSchema, ...errors },
      },
    },
    (req) => checkout.freight(req.access, req.body),
  );

  app.get(
    '/perfil/frete/padrao',
    {
      config: { audit: 'perfil.frete.ver' },
      ...buyer,
      schema: {
        tags,
        security,
        summary: 'Preço do Sedex usado quando o cálculo passa de 5 segundos',
        response: { 200: freightFallbackSchema, ...errors },
      },
    },
    (req) => checkout.freightFallback(req.access),
  );

  app.get(
    '/pedidos/novo',
    {
      config: { audit: 'pedido.novo.ver' },
      ...buyer,
      schema: {
        tags,
        security,
        summary: 'Reservar o número do pedido que será preenchido',
        response: { 200: orderIdResponseSchema, ...errors },
      },
    },
    (req) => checkout.reserve(req.access),
  );

  app.post(
    '/pedidos/preencher',
    {
      config: { audit: 'pedido.criar' },
      ...app.student(undefined, orders.photoLoader),
      schema: {
        tags,
        security,
        summary: 'Efetuar o pedido do carrinho: valores, créditos e entrega calculados pelo servidor',
        body: fillOrderRequestSchema,
        response: { 200: fillOrderResponseSchema, ...errors },
      },
    },
    (req) => checkout.fill(req.access, req.body),
  );

  app.post(
    '/notificar/pedido/:orderId',
    {
      config: { audit: 'pedido.notificar' },
      ...buyer,
      schema: {
        tags,
        security,
        summary: 'Avisar a produtora de um pedido efetuado',
        params: notifyOrderParamsSchema,
        response: { 200: orderMessageResponseSchema, ...errors },
      },
    },
    (req) => checkout.notify(req.access, req.params.orderId),
  );

  app.post(
    '/pedidos/:id/parcela',
    {
      config: { audit: 'pedido.parcela' },
      ...buyer,
      schema: {
        tags,
        security,
        summary: "A parcela 'E-commerce' que cobra o pedido na forma escolhida em /cartpay",
        params: orderIdParamsSchema,
        body: orderParcelRequestSchema,
        response: { 200: parcelSchema, ...errors },
      },
    },
    (req) => checkout.parcel(req.access, req.params.id, req.body.parcforma),
  );

  app.get(
    '/pedidos/consultar',
    {
      config: { audit: 'pedidos.ver' },
      ...buyer,
      schema: {
        tags,
        security,
        summary: 'Os pedidos do formando, com valor, cobrança e as cinco etapas',
        response: { 200: ordersListResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      // Sent as JSON text: the list is built typed as the wire schema (OrderListItem) and kept serialized
      // while its rows do not change (decision 86), so running the zod response schema over every order
      // again on each call only cost CPU (bench 46). The schema stays on the route for the documentation,
      // and the tests parse the answer with it.
      return sendJson(reply as FastifyReply, await orders.list(req.access));
    },
  );

  app.get(
    '/pedidos/detalhar/:id',
    {
      config: { audit: 'pedido.ver' },
      ...photoBuyer,
      schema: {
        tags,
        security,
        summary:
          'Um pedido: itens, entrega, rastreio, subtotal, descontos, total, forma de pagamento e ações',
        params: orderIdParamsSchema,
        response: { 200: orderDetailResponseSchema, ...errors },
      },
    },
    (req) => orders.detail(req.access, req.params.id),
  );

  app.post(
    '/empacotar',
    {
      config: { audit: 'fotos.empacotar' },
      ...photoBuyer,
      schema: {
        tags,
        security,
        summary: 'As fotos compradas de um pedido pago (ou sem valor) num zip; 204 quando não há fotos',
        body: packOrderRequestSchema,
        response: { 200: binary, 204: z.null(), ...errors },
      },
    },
    async (req, reply) => sendZip(reply as FastifyReply, await orders.pack(req.access, req.body.id)),
  );

  app.get(
    '/minhas-fotos',
    {
      config: { audit: 'fotos.minhas.ver' },
      ...photoBuyer,
      schema: {
        tags,
        security,
        summary: 'Minhas fotos: todas as fotos compradas, até 120 dias depois da formatura',
        response: { 200: myPhotosResponseSchema, ...errors },
      },
    },
    (req) => orders.myPhotos(req.access),
  );

  app.post(
    '/minhas-fotos/zip',
    {
      config: { audit: 'fotos.minhas.zip' },
      ...photoBuyer,
      schema: {
        tags,
        security,
        summary: 'Todas as fotos compradas num zip; 204 quando não há fotos',
        response: { 200: binary, 204: z.null(), ...errors },
      },
    },
    async (req, reply) => sendZip(reply as FastifyReply, await orders.myPhotosZip(req.access)),
  );
};
