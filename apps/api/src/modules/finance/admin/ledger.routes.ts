import {
  adminPaymentSettingsAnswerSchema,
  adminPaymentSettingsSchema,
  errorSchema,
  idParamSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  overpaymentPageQuerySchema,
  overpaymentPageSchema,
  overpaymentSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  refundOverpaymentInputSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../../lib/send-json';
import type { LedgerService } from './ledger.service';
import type { PaymentSettingsService } from './payment-settings.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['back-office: financeiro'];
const security = [{ bearer: [] }];

/** The ledger of provider notifications, the reconciliation per graduation and the payment settings. */
export const ledgerRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  settings: PaymentSettingsService;
}> = async (app, { ledger, settings }) => {
  app.get(
    '/admin/pagamentos/notificacoes',
    {
      config: { audit: 'pagamentos.notificacoes.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'As notificações dos provedores de pagamento e o que foi feito de cada uma',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, ...errors },
      },
    },
    // Sent as JSON text kept while its rows do not change (decision 152, as decision 143's board): the schema
    // stays on the route for the documentation, and the tests parse the answer with it.
    async (req, reply) => sendJson(reply as FastifyReply, await ledger.events(req.query)),
  );
  app.get(
    '/admin/formaturas/:id/conciliacao',
    {
      config: { audit: 'formatura.conciliacao.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Conciliação da formatura: cobranças criadas contra confirmações dos provedores',
        params: z.object({ id: idParamSchema }),
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema, ...errors },
      },
    },
    // As the notifications: read on every call, the same rows answered with the text built from them.
    async (req, reply) =>
      sendJson(reply as FastifyReply, await ledger.reconciliation(req.params.id, req.query)),
  );
  app.get(
    '/admin/formaturas/:id/conciliacao/a-devolver',
    {
      config: { audit: 'formatura.conciliacao.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Pagamentos em excesso a devolver da formatura, uma página por vez (os mais recentes primeiro)',
        params: z.object({ id: idParamSchema }),
        querystring: overpaymentPageQuerySchema,
        response: { 200: overpaymentPageSchema, ...errors },
      },
    },
    (req) => ledger.overpayments(req.params.id, req.query),
  );
  app.post(
    '/admin/pagamentos/excesso/:id/devolvido',
    {
      config: { audit: 'pagamento.excesso.devolvido' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Registra que um pagamento em excesso foi devolvido ao formando, e como',
        params: z.object({ id: idParamSchema }),
        body: refundOverpaymentInputSchema,
        response: { 200: overpaymentSchema, ...errors },
      },
    },
    (req) => ledger.refund(req.actor, req.params.id, req.body),
  );
  app.get(
    '/admin/pagamentos/configuracoes',
    {
      config: { audit: 'pagamentos.configuracoes.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Configurações de pagamento em uso',
        response: { 200: adminPaymentSettingsAnswerSchema, ...errors },
      },
    },
    () => settings.current(),
  );
  app.put(
    '/admin/pagamentos/configuracoes',
    {
      config: { audit: 'pagamentos.configuracoes.alterar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Alterar as configurações de pagamento',
        body: adminPaymentSettingsSchema,
        response: { 200: adminPaymentSettingsAnswerSchema, ...errors },
      },
    },
    (req) => settings.save(req.actor, req.body),
  );
};
