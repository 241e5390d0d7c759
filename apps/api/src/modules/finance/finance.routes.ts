import { errorSchema, type FinanceResponse, financeResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FinanceService } from './finance.service';

/** The contract view of the Área Financeira card (spec A §2, §3, §4, §7). */
export const financeRoutes: FastifyPluginAsyncZod<{ service: FinanceService }> = async (app, { service }) => {
  app.get(
    '/perfil/financeiro',
    {
      onRequest: app.authenticate,
      // The answer is built field by field by finance.mapper.ts (typed as the schema) and serialized by the
      // service, memoized (decision 64): validating it again on the way out cost more than the mapping
      // itself (issue 9 wants this among the cheapest calls). The schema still documents it in OpenAPI
      // and the tests parse it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['financeiro'],
        summary: 'Contratos do formando: parcelas, extras, itens de pacote, totais e opções de pagamento',
        security: [{ bearer: [] }],
        response: { 200: financeResponseSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) =>
      // A string with a JSON content type is sent as it is.
      reply
        .type('application/json; charset=utf-8')
        .send((await service.financeiroJson(req.actor)) as unknown as FinanceResponse),
  );
};
