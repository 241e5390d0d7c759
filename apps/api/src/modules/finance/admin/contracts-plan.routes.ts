import {
  adminContractSchema,
  adminParcelSchema,
  contractPlanInputSchema,
  contractPlanPreviewSchema,
  idParamSchema,
  scheduledParcelInputSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from './admin-route';
import type { ContractPlanService } from './contracts-plan.service';

const contract = z.object({ id: idParamSchema, contractId: idParamSchema });
const parcel = contract.extend({ parcelId: idParamSchema });

/** A contract's instalment plan, previewed and applied, and the edit of one open parcel (decision 125). */
export const contractPlanRoutes: FastifyPluginAsyncZod<{ service: ContractPlanService }> = async (
  app,
  { service: s },
) => {
  app.post(
    '/admin/alunos/:id/contratos/:contractId/plano/previa',
    adminRoute(app, 'contrato.plano.previa', 'Prévia das parcelas de um contrato (nada é gravado)', {
      params: contract,
      body: contractPlanInputSchema,
      response: { 200: contractPlanPreviewSchema },
    }),
    (req) => s.previewPlan(req.actor, req.params.id, req.params.contractId, req.body),
  );
  app.post(
    '/admin/alunos/:id/contratos/:contractId/plano',
    {
      ...adminRoute(
        app,
        'contrato.plano.gerar',
        'Gerar as parcelas de um contrato (substitui as parcelas em aberto enquanto nada foi pago)',
        { params: contract, body: contractPlanInputSchema, response: { 201: adminContractSchema } },
      ),
      ...app.idempotent(),
    },
    async (req, reply) =>
      reply.code(201).send(await s.applyPlan(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId/parcelas/:parcelId',
    adminRoute(
      app,
      'contrato.parcela.alterar',
      'Alterar o valor e o vencimento de uma parcela em aberto do plano',
      {
        params: parcel,
        body: scheduledParcelInputSchema,
        response: { 200: adminParcelSchema },
      },
    ),
    (req) => s.editParcel(req.actor, req.params.id, req.params.contractId, req.params.parcelId, req.body),
  );
};
