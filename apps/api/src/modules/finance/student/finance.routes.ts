import { errorSchema, financeResponseSchema } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../../lib/send-json';
import type { FinanceService } from './finance.service';

/** The contract view of the Área Financeira card (spec A §2, §3, §4, §7). */
export const financeRoutes: FastifyPluginAsyncZod<{ service: FinanceService }> = async (app, { service }) => {
  app.get(
    '/perfil/financeiro',
    {
      config: { audit: 'financeiro.ver' },
      onRequest: app.authenticate,
      schema: {
        tags: ['financeiro'],
        summary: 'Contratos do formando: parcelas, extras, itens de pacote, totais e opções de pagamento',
        security: [{ bearer: [] }],
        response: { 200: financeResponseSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    // Sent as JSON text: the answer is built field by field by finance.mapper.ts (typed as the schema) and
    // kept serialized by the service while its inputs do not change (decision 64): validating it again on
    // the way out cost more than the mapping itself (bench 31). The schema still documents it in OpenAPI
    // and the tests parse it.
    async (req, reply) => sendJson(reply as FastifyReply, await service.financeiroJson(req.actor)),
  );
};
