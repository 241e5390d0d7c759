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

  app.post(
    '/admin/alunos/:id/contratos/:contractId/extras',
    {
      config: { audit: 'contrato.extra.criar' },
      onRequest: app.requireAdmin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Acrescentar um extra ao contrato',
        params: contract,
        body: adminExtraInputSchema,
        response: { 201: adminExtraSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await s.addExtra(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId/extras/:extraId',
    {
      config: { audit: 'contrato.extra.alterar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Alterar um extra',
        params: extra,
        body: adminExtraInputSchema,
        response: { 200: adminExtraSchema, ...errors },
      },
    },
    (req) => s.updateExtra(req.actor, req.params.id, req.params.contractId, req.params.extraId, req.body),
  );
  app.delete(
    '/admin/alunos/:id/contratos/:contractId/extras/:extraId',
    {
      config: { audit: 'contrato.extra.excluir' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Remover um extra',
        params: extra,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await s.removeExtra(req.actor, req.params.id, req.params.contractId, req.params.extraId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/alunos/:id/contratos/:contractId/itens',
    {
      config: { audit: 'contrato.item.criar' },
      onRequest: app.requireAdmin,
      ...app.idempotent(),
      schema: {
        tags,
        security,
        summary: 'Acrescentar um item de pacote ao contrato',
        params: contract,
        body: adminPackageItemInputSchema,
        response: { 201: adminPackageItemSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await s.addItem(req.actor, req.params.id, req.params.contractId, req.body)),
  );
  app.put(
    '/admin/alunos/:id/contratos/:contractId/itens/:itemId',
    {
      config: { audit: 'contrato.item.alterar' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Alterar um item de pacote',
        params: item,
        body: adminPackageItemInputSchema,
        response: { 200: adminPackageItemSchema, ...errors },
      },
    },
    (req) => s.updateItem(req.actor, req.params.id, req.params.contractId, req.params.itemId, req.body),
  );
  app.delete(
    '/admin/alunos/:id/contratos/:contractId/itens/:itemId',
    {
      config: { audit: 'contrato.item.excluir' },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Remover um item de pacote',
        params: item,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await s.removeItem(req.actor, req.params.id, req.params.contractId, req.params.itemId);
      return reply.code(204).send(null);
    },
  );

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
