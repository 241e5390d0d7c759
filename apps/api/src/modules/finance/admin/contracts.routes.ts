import {
  adminContractInputSchema,
  adminContractSchema,
  adminExtraInputSchema,
  adminExtraSchema,
  adminPackageItemInputSchema,
  adminPackageItemSchema,
  adminParcelSchema,
  adminStudentFinanceSchema,
  cancelPaymentInputSchema,
  confirmParcelInputSchema,
  idParamSchema,
  manualPaymentInputSchema,
  receiptSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from './admin-route';
import type { AdminContractsService } from './contracts.service';
import { contractPlanRoutes } from './contracts-plan.routes';

const student = z.object({ id: idParamSchema });
const contract = student.extend({ contractId: idParamSchema });
const extra = contract.extend({ extraId: idParamSchema });
const item = contract.extend({ itemId: idParamSchema });
const parcel = z.object({ id: idParamSchema });
const gone = { 204: z.null() };

/** A student's contracts, extras, package items and manual payments in the back-office (decision 60). */
export const adminContractsRoutes: FastifyPluginAsyncZod<{ service: AdminContractsService }> = async (
  app,
  { service: s },
) => {
  await app.register(contractPlanRoutes, { service: s });
  app.get(
    '/admin/alunos/:id/financeiro',
    adminRoute(app, 'aluno.financeiro.ver', 'Contratos, parcelas, extras e itens de pacote de um formando', {
      params: student,
      response: { 200: adminStudentFinanceSchema },
    }),
    (req) => s.finance(req.params.id),
  );
  app.post(
    '/admin/alunos/:id/contratos',
    {
      ...adminRoute(app, 'contrato.criar', 'Criar um contrato para o formando', {
        params: student,
        body: adminContractInputSchema,
        response: { 201: adminContractSchema },
      }),
      ...app.idempotent(),
    },
    async (req, reply) => reply.code(201).send(await s.createContract(req.actor, req.params.id, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId',
    adminRoute(app, 'contrato.alterar', 'Alterar valor, PDF e data de assinatura de um contrato', {
      params: contract,
      body: adminContractInputSchema,
      response: { 200: adminContractSchema },
    }),
    (req) => s.updateContract(req.actor, req.params.id, req.params.contractId, req.body),
  );
  app.delete(
    '/admin/alunos/:id/contratos/:contractId',
    adminRoute(app, 'contrato.excluir', 'Excluir um contrato sem parcelas (feito por engano)', {
      params: contract,
      response: gone,
    }),
    async (req, reply) => {
      await s.deleteContract(req.actor, req.params.id, req.params.contractId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/alunos/:id/contratos/:contractId/extras',
    {
      ...adminRoute(app, 'contrato.extra.criar', 'Acrescentar um extra ao contrato', {
        params: contract,
        body: adminExtraInputSchema,
        response: { 201: adminExtraSchema },
      }),
      ...app.idempotent(),
    },
    async (req, reply) =>
      reply.code(201).send(await s.addExtra(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId/extras/:extraId',
    adminRoute(app, 'contrato.extra.alterar', 'Alterar um extra', {
      params: extra,
      body: adminExtraInputSchema,
      response: { 200: adminExtraSchema },
    }),
    (req) => s.updateExtra(req.actor, req.params.id, req.params.contractId, req.params.extraId, req.body),
  );
  app.delete(
    '/admin/alunos/:id/contratos/:contractId/extras/:extraId',
    adminRoute(app, 'contrato.extra.excluir', 'Remover um extra', { params: extra, response: gone }),
    async (req, reply) => {
      await s.removeExtra(req.actor, req.params.id, req.params.contractId, req.params.extraId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/alunos/:id/contratos/:contractId/itens',
    {
      ...adminRoute(app, 'contrato.item.criar', 'Acrescentar um item de pacote ao contrato', {
        params: contract,
        body: adminPackageItemInputSchema,
        response: { 201: adminPackageItemSchema },
      }),
      ...app.idempotent(),
    },
    async (req, reply) =>
      reply.code(201).send(await s.addItem(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId/itens/:itemId',
    adminRoute(app, 'contrato.item.alterar', 'Alterar um item de pacote', {
      params: item,
      body: adminPackageItemInputSchema,
      response: { 200: adminPackageItemSchema },
    }),
    (req) => s.updateItem(req.actor, req.params.id, req.params.contractId, req.params.itemId, req.body),
  );
  app.delete(
    '/admin/alunos/:id/contratos/:contractId/itens/:itemId',
    adminRoute(app, 'contrato.item.excluir', 'Remover um item de pacote', { params: item, response: gone }),
    async (req, reply) => {
      await s.removeItem(req.actor, req.params.id, req.params.contractId, req.params.itemId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/alunos/:id/contratos/:contractId/pagamentos',
    {
      ...adminRoute(
        app,
        'contrato.pagamento.registrar',
        'Registrar um pagamento em dinheiro, cheque ou depósito (parcela paga, com recibo)',
        { params: contract, body: manualPaymentInputSchema, response: { 201: adminParcelSchema } },
      ),
      ...app.idempotent(),
    },
    async (req, reply) =>
      reply.code(201).send(await s.recordPayment(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.get(
    '/admin/pagamentos/:id/recibo',
    adminRoute(app, 'pagamento.recibo', 'O recibo de um pagamento registrado pela produtora', {
      params: parcel,
      response: { 200: receiptSchema },
    }),
    (req) => s.receipt(req.params.id),
  );
  app.post(
    '/admin/pagamentos/:id/cancelar',
    adminRoute(app, 'pagamento.cancelar', 'Cancelar um pagamento registrado pela produtora', {
      params: parcel,
      body: cancelPaymentInputSchema,
      response: { 200: adminParcelSchema },
    }),
    (req) => s.cancelPayment(req.actor, req.params.id, req.body),
  );
  app.post(
    '/admin/pagamentos/:id/baixa',
    adminRoute(
      app,
      'pagamento.baixa',
      'Dar baixa numa parcela em aberto (boleto ou PIX visto no extrato do banco)',
      { params: parcel, body: confirmParcelInputSchema, response: { 200: adminParcelSchema } },
    ),
    (req) => s.confirmParcel(req.actor, req.params.id, req.body),
  );
  app.post(
    '/admin/pagamentos/:id/desfazer-baixa',
    adminRoute(
      app,
      'pagamento.baixa.desfazer',
      'Desfazer uma baixa dada por engano (a parcela volta a ficar em aberto)',
      { params: parcel, body: cancelPaymentInputSchema, response: { 200: adminParcelSchema } },
    ),
    (req) => s.undoSettlement(req.actor, req.params.id, req.body),
  );
};
