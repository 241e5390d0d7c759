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
  errorSchema,
  idParamSchema,
  manualPaymentInputSchema,
  receiptSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminContractsService } from './contracts.service';
import { contractPartRoutes } from './contracts-parts.routes';
import { contractPlanRoutes } from './contracts-plan.routes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['back-office: financeiro'];
const security = [{ bearer: [] }];
const student = z.object({ id: idParamSchema });
const contract = student.extend({ contractId: idParamSchema });
const extra = contract.extend({ extraId: idParamSchema });
const item = contract.extend({ itemId: idParamSchema });
const parcel = z.object({ id: idParamSchema });

/** A student's contracts, extras, package items and manual payments in the back-office (decision 60). */
export const adminContractsRoutes: FastifyPluginAsyncZod<{ service: AdminContractsService }> = async (
  app,
  { service: s },
) => {
  await app.register(contractPlanRoutes, { service: s });
  app.get(
    '/admin/alunos/:id/financeiro',
    {
      config: { audit: 'aluno.financeiro.ver' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Contratos, parcelas, extras e itens de pacote de um formando',
        params: student,
        response: { 200: adminStudentFinanceSchema, ...errors },
      },
    },
    (req) => s.finance(req.params.id),
  );
  app.post(
    '/admin/alunos/:id/contratos',
    {
      config: { audit: 'contrato.criar' },
      onRequest: app.requireAdmin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Criar um contrato para o formando',
        params: student,
        body: adminContractInputSchema,
        response: { 201: adminContractSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await s.createContract(req.actor, req.params.id, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId',
    {
      config: { audit: 'contrato.alterar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Alterar valor, PDF e data de assinatura de um contrato',
        params: contract,
        body: adminContractInputSchema,
        response: { 200: adminContractSchema, ...errors },
      },
    },
    (req) => s.updateContract(req.actor, req.params.id, req.params.contractId, req.body),
  );

  app.delete(
    '/admin/alunos/:id/contratos/:contractId',
    {
      config: { audit: 'contrato.excluir' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Excluir um contrato sem parcelas (feito por engano)',
        params: contract,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await s.deleteContract(req.actor, req.params.id, req.params.contractId);
      return reply.code(204).send(null);
    },
  );

  contractPartRoutes(app, {
    path: 'extras',
    key: 'extraId',
    input: adminExtraInputSchema,
    output: adminExtraSchema,
    add: ['contrato.extra.criar', 'Acrescentar um extra ao contrato', s.addExtra],
    update: ['contrato.extra.alterar', 'Alterar um extra', s.updateExtra],
    remove: ['contrato.extra.excluir', 'Remover um extra', s.removeExtra],
  });
  contractPartRoutes(app, {
    path: 'itens',
    key: 'itemId',
    input: adminPackageItemInputSchema,
    output: adminPackageItemSchema,
    add: ['contrato.item.criar', 'Acrescentar um item de pacote ao contrato', s.addItem],
    update: ['contrato.item.alterar', 'Alterar um item de pacote', s.updateItem],
    remove: ['contrato.item.excluir', 'Remover um item de pacote', s.removeItem],
  });

  app.post(
    '/admin/alunos/:id/contratos/:contractId/pagamentos',
    {
      config: { audit: 'contrato.pagamento.registrar' },
      onRequest: app.requireAdmin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Registrar um pagamento em dinheiro, cheque ou depósito (parcela paga, com recibo)',
        params: contract,
        body: manualPaymentInputSchema,
        response: { 201: adminParcelSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await s.recordPayment(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.get(
    '/admin/pagamentos/:id/recibo',
    {
      config: { audit: 'pagamento.recibo' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'O recibo de um pagamento registrado pela produtora',
        params: parcel,
        response: { 200: receiptSchema, ...errors },
      },
    },
    (req) => s.receipt(req.params.id),
  );
  app.post(
    '/admin/pagamentos/:id/cancelar',
    {
      config: { audit: 'pagamento.cancelar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Cancelar um pagamento registrado pela produtora',
        params: parcel,
        body: cancelPaymentInputSchema,
        response: { 200: adminParcelSchema, ...errors },
      },
    },
    (req) => s.cancelPayment(req.actor, req.params.id, req.body),
  );
  app.post(
    '/admin/pagamentos/:id/baixa',
    {
      config: { audit: 'pagamento.baixa' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Dar baixa numa parcela em aberto (boleto ou PIX visto no extrato do banco)',
        params: parcel,
        body: confirmParcelInputSchema,
        response: { 200: adminParcelSchema, ...errors },
      },
    },
    (req) => s.confirmParcel(req.actor, req.params.id, req.body),
  );
  app.post(
    '/admin/pagamentos/:id/desfazer-baixa',
    {
      config: { audit: 'pagamento.baixa.desfazer' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Desfazer uma baixa dada por engano (a parcela volta a ficar em aberto)',
        params: parcel,
        body: cancelPaymentInputSchema,
        response: { 200: adminParcelSchema, ...errors },
      },
    },
    (req) => s.undoSettlement(req.actor, req.params.id, req.body),
  );
};
