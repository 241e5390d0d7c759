import {
  bankDataResponseSchema,
  boletoResponseSchema,
  errorSchema,
  linkCheckoutRequestSchema,
  linkCheckoutResponseSchema,
  newParcelRequestSchema,
  newParcelResponseSchema,
  paymentReturnParamsSchema,
  paymentReturnResponseSchema,
  pixParamsSchema,
  pixRequestSchema,
  pixResponseSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GrantPass, PaymentsService } from './payments.service';

/** The sandbox's pass goes back as a cookie of this answer (decision 101); real providers give none. */
const grant =
  (reply: FastifyReply): GrantPass =>
  (setCookie) =>
    void reply.header('set-cookie', setCookie);

/** The payment calls of the contract view (spec A §2, §5, §7). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  const tags = ['pagamentos'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const writeErrors = { 400: errorSchema, ...errors, 409: errorSchema, 503: errorSchema };

  app.post(
    '/pagamentos/novaparcela',
    {
      config: { audit: 'pagamento.nova_parcela' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Criar uma parcela (forma, tipo, valor e parcelas do cartão), com as regras do escolhedor',
        body: newParcelRequestSchema,
        response: { 200: newParcelResponseSchema, ...writeErrors },
      },
    },
    (req) => service.novaparcela(req.actor, req.body),
  );

  app.post(
    '/pagamentos/linkCheckout',
    {
      config: { audit: 'pagamento.checkout' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Endereço do checkout do cartão de uma parcela (PAGAR AGORA)',
        body: linkCheckoutRequestSchema,
        response: { 200: linkCheckoutResponseSchema, ...writeErrors },
      },
    },
    (req, reply) => service.linkCheckout(req.actor, req.body, grant(reply)),
  );

  app.post(
    '/pagamentos/pix/:parcid',
    {
      config: { audit: 'pagamento.pix' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Código PIX (copia e cola) de uma parcela: cobrança dinâmica ou código estático',
        params: pixParamsSchema,
        body: pixRequestSchema.optional(),
        response: { 200: pixResponseSchema, ...writeErrors },
      },
    },
    (req, reply) => service.pix(req.actor, req.params.parcid, grant(reply)),
  );

  app.get(
    '/pagamentos/boleto/:parcid',
    {
      config: { audit: 'pagamento.boleto' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Formulário do boleto de uma parcela, a enviar à página do banco (EXIBIR BOLETO)',
        params: pixParamsSchema,
        response: { 200: boletoResponseSchema, ...writeErrors },
      },
    },
    (req, reply) => service.boleto(req.actor, req.params.parcid, grant(reply)),
  );

  app.get(
    '/pagamentos/dadosbancarios',
    {
      config: { audit: 'pagamento.dados_bancarios' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Dados bancários para depósito',
        response: { 200: bankDataResponseSchema, ...errors },
      },
    },
    (req) => service.dadosbancarios(req.actor),
  );

  app.get(
    '/pagamentos/resumo/:tipo/:retorno',
    {
      config: { audit: 'pagamento.resumo' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Retorno do pagamento (/resumo/{tipo}/{retorno}): a parcela deste formando está paga?',
        params: paymentReturnParamsSchema,
        response: { 200: paymentReturnResponseSchema, 400: errorSchema, ...errors },
      },
    },
    (req) => service.resumo(req.actor, req.params.retorno),
  );
};
