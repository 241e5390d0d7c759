import {
  adminContractSchema,
  adminParcelSchema,
  contractPlanInputSchema,
  contractPlanPreviewSchema,
  errorSchema,
  idParamSchema,
  scheduledParcelInputSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContractPlanService } from './contracts-plan.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['back-office: financeiro'];
const security = [{ bearer: [] }];
const contract = z.object({ id: idParamSchema, contractId: idParamSchema });
const parcel = contract.extend({ parcelId: idParamSchema });

/** A contract's instalment plan, previewed and applied, and the edit of one open parcel (decision 125). */
export const contractPlanRoutes: FastifyPluginAsyncZod<{ service: ContractPlanService }> = async (
  app,
  { service: s },
) => {
  app.post(
    '/admin/alunos/:id/contratos/:contractId/plano/previa',
    {
      config: { audit: 'contrato.plano.previa' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Prévia das parcelas de um contrato (nada é gravado)',
        params: contract,
        body: contractPlanInputSchema,
        response: { 200: contractPlanPreviewSchema, ...errors },
      },
    },
    (req) => s.previewPlan(req.actor, req.params.id, req.params.contractId, req.body),
  );
  app.post(
    '/admin/alunos/:id/contratos/:contractId/plano',
    {
      config: { audit: 'contrato.plano.gerar' },
      onRequest: app.requireAdmin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Gerar as parcelas de um contrato (substitui as parcelas em aberto enquanto nada foi pago)',
        params: contract,
        body: contractPlanInputSchema,
        response: { 201: adminContractSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await s.applyPlan(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId/parcelas/:parcelId',
    {
      config: { audit: 'contrato.parcela.alterar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Alterar o valor e o vencimento de uma parcela em aberto do plano',
        params: parcel,
        body: scheduledParcelInputSchema,
        response: { 200: adminParcelSchema, ...errors },
      },
    },
    (req) => s.editParcel(req.actor, req.params.id, req.params.contractId, req.params.parcelId, req.body),
  );
};
