import {
  type AdminContract,
  type AdminContractInput,
  type AdminExtra,
  type AdminExtraInput,
  type AdminPackageItem,
  type AdminPackageItemInput,
  type AdminParcel,
  type AdminStudentFinance,
  type CancelPaymentInput,
  type ConfirmParcelInput,
  financeMessages,
  adminFinanceMessages as fm,
  formatBRL,
  type IsoDate,
  isManualPayment,
  MANUAL_ORIGIN,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentInput,
  orderApiMessages,
  paymentMethodName,
  type Receipt,
  receiptNumber,
  toCents,
  todayInSaoPaulo,
  toReais,
} from '@portal/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Actor } from '../../../platform/sessions/actor';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import type { OrderSettlement } from '../order-settlement';
import { isSettledByProducer, toAdminContract, toAdminParcel } from './contracts.mapper';
import { type AdminContractsRepository, adminContractsRepository } from './contracts.repository';
import { contractPlanService } from './contracts-plan.service';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  /** Pays or unpays a shop order with its parcel (decision 111): the orders module's, wired by app.ts. */
  orders: OrderSettlement;
  today?: () => IsoDate;
};

const notFound = () => new AppError('NOT_FOUND', fm.notFound);

const contractValues = (b: AdminContractInput) => ({
  totalTermCents: toCents(b.valor),
  pdfUrl: b.pdf,
  signedOn: b.assinadoEm,
});
const itemValues = (b: AdminPackageItemInput) => ({
  name: b.nome,
  description: b.descricao,
  unitCents: toCents(b.valor),
  quantity: b.quantidade,
  active: b.ativo,
  reserved: b.reservado,
});
const extraValues = (b: AdminExtraInput) => ({ description: b.descricao, amountCents: toCents(b.valor) });
const toExtra = (e: { id: number; description: string; amountCents: number }): AdminExtra => ({
  id: e.id,
  descricao: e.description,
  valor: toReais(e.amountCents),
});
const toItem = (i: Awaited<ReturnType<AdminContractsRepository['insertItem']>>): AdminPackageItem => ({
  id: i.id,
  nome: i.name,
  descricao: i.description,
  valor: toReais(i.unitCents),
  quantidade: i.quantity,
  ativo: i.active,
  reservado: i.reserved,
});

/**
 * The producer's side of contracts (decision 60): a student's contracts with their extras, package items and
 * parcels, edited in the back-office; manual payments (cash, cheque, deposit) with their receipts.
 * Every write is one unit of work with its audit row, scoped to the student and the graduation.
 */
export function adminContractsService({ db, uow, orders, today }: Deps) {
  const repo = adminContractsRepository(db);
  const day = today ?? (() => todayInSaoPaulo(new Date()));

  async function studentOr404(studentId: number) {
    const student = await repo.student(studentId);
    if (!student) throw notFound();
    return student;
  }

  /** Runs `work` on a contract of `studentId` (404 for anyone else's), audited with `detail`. */
  async function onContract<T>(
    actor: Actor,
    studentId: number,
    contractId: number,
    work: (r: AdminContractsRepository) => Promise<T>,
    detail: Record<string, unknown>,
  ): Promise<T> {
    const student = await studentOr404(studentId);
    if (!(await repo.contractOf(studentId, contractId))) throw notFound();
    return uow.run(actor, (tx) => work(adminContractsRepository(tx)), {
      studentId,
      graduationId: student.graduationId,
      detail: { contractId, ...detail },
    });
  }

  const found = <T>(value: T | undefined | false): T => {
    if (value === undefined || value === false) throw notFound();
    return value;
  };

  /**
   * Adds, changes and removes one kind of a contract's parts, its extras or its package items, alike: on a
   * contract of `studentId` (404 for anyone else's), a part not on that contract 404, each write audited
   * with the part as it was and the body sent.
   */
  function partCalls<Input, Row, View>(kind: {
    key: 'extraId' | 'itemId';
    view: (row: Row) => View;
    read: (r: AdminContractsRepository, contractId: number, id: number) => Promise<Row | undefined>;
    insert: (r: AdminContractsRepository, contractId: number, body: Input) => Promise<Row>;
    update: (
      r: AdminContractsRepository,
      contractId: number,
      id: number,
      body: Input,
    ) => Promise<Row | undefined>;
    remove: (r: AdminContractsRepository, contractId: number, id: number) => Promise<boolean>;
  }) {
    const was = async (contractId: number, id: number) => {
      const row = await kind.read(repo, contractId, id);
      return row && kind.view(row);
    };
    return {
      async add(actor: Actor, studentId: number, contractId: number, body: Input): Promise<View> {
        const row = await onContract(actor, studentId, contractId, (r) => kind.insert(r, contractId, body), {
          after: body,
        });
        return kind.view(row);
      },
      async update(
        actor: Actor,
        studentId: number,
        contractId: number,
        id: number,
        body: Input,
      ): Promise<View> {
        const before = await was(contractId, id);
        const row = await onContract(
          actor,
          studentId,
          contractId,
          async (r) => found(await kind.update(r, contractId, id, body)),
          { [kind.key]: id, before, after: body },
        );
        return kind.view(row);
      },
      async remove(actor: Actor, studentId: number, contractId: number, id: number): Promise<void> {
        const before = await was(contractId, id);
        await onContract(
          actor,
          studentId,
          contractId,
          async (r) => found(await kind.remove(r, contractId, id)),
          {
            [kind.key]: id,
            before,
          },
        );
      },
    };
  }

  const extrasOf = partCalls({
    key: 'extraId',
    view: toExtra,
    read: (r, contractId, id) => r.extra(contractId, id),
    insert: (r, contractId, body: AdminExtraInput) => r.insertExtra(contractId, extraValues(body)),
    update: (r, contractId, id, body) => r.updateExtra(contractId, id, extraValues(body)),
    remove: (r, contractId, id) => r.deleteExtra(contractId, id),
  });
  const itemsOf = partCalls({
    key: 'itemId',
    view: toItem,
    read: (r, contractId, id) => r.item(contractId, id),
    insert: (r, contractId, body: AdminPackageItemInput) => r.insertItem(contractId, itemValues(body)),
    update: (r, contractId, id, body) => r.updateItem(contractId, id, itemValues(body)),
    remove: (r, contractId, id) => r.deleteItem(contractId, id),
  });

  return {
    // The instalment plan and the edit of an open parcel (decision 125), kept in their own file.
    ...contractPlanService({ db, uow, today: day }),

    async finance(studentId: number): Promise<AdminStudentFinance> {
      const student = await studentOr404(studentId);
      const list = await repo.contractsOf(studentId);
      const now = day();
      return {
        aluno: {
          id: student.id,
          nome: `${student.firstName} ${student.surname}`,
          cpf: student.cpf,
          formaturaId: student.graduationId,
          formatura: student.graduation,
          valorPrazo: toReais(student.termPriceCents),
        },
        contratos: list.map((c) => toAdminContract(c, now)),
      };
    },

    async createContract(actor: Actor, studentId: number, body: AdminContractInput): Promise<AdminContract> {
      const student = await studentOr404(studentId);
      const row = await uow.run(
        actor,
        (tx) => adminContractsRepository(tx).insertContract(studentId, contractValues(body)),
        {
          studentId,
          graduationId: student.graduationId,
          detail: { after: body },
        },
      );
      return toAdminContract({ ...row, parcels: [], extras: [], items: [] }, day());
    },

    async updateContract(actor: Actor, studentId: number, contractId: number, body: AdminContractInput) {
      const before = await repo.contractOf(studentId, contractId);
      await onContract(
        actor,
        studentId,
        contractId,
        (r) => r.updateContract(contractId, contractValues(body)),
        {
          before: before && {
            valor: toReais(before.totalTermCents),
            pdf: before.pdfUrl,
            assinadoEm: before.signedOn,
          },
          after: body,
        },
      );
      const list = await repo.contractsOf(studentId);
      return toAdminContract(found(list.find((c) => c.id === contractId)), day());
    },

    /**
     * Deletes a contract made by mistake (decision 92): only while no parcel points at it, so that nothing
     * paid, charged or cancelled loses its contract; its extras and package items go with it.
     */
    async deleteContract(actor: Actor, studentId: number, contractId: number): Promise<void> {
      const before = (await repo.contractsOf(studentId)).find((c) => c.id === contractId);
      const outcome = await onContract(
        actor,
        studentId,
        contractId,
        (r) => r.deleteContract(studentId, contractId),
        {
          before: before && toAdminContract(before, day()),
        },
      );
      if (outcome === 'missing') throw notFound();
      if (outcome === 'parcels') throw new AppError('FOUND', fm.contractHasParcels);
    },

    addExtra: extrasOf.add,
    updateExtra: extrasOf.update,
    removeExtra: extrasOf.remove,
    addItem: itemsOf.add,
    updateItem: itemsOf.update,
    removeItem: itemsOf.remove,

    /**
     * A payment received by the producer (decision 60): a parcel born paid, in one transaction with its
     * audit row. Refused above what the contract still asks for of that type, and dated in the future.
     */
    async recordPayment(
      actor: Actor,
      studentId: number,
      contractId: number,
      body: ManualPaymentInput,
    ): Promise<AdminParcel> {
      const now = day();
      if (body.pagoEm > now) throw new AppError('INVALID', fm.paidInFuture);
      const amountCents = toCents(body.valor);
      const row = await onContract(
        actor,
        studentId,
        contractId,
        async (r) => {
          // Locked, then read again inside the transaction: the open balance is checked against what is
          // committed, and a payment recorded at the same moment waits for this one.
          const locked = (await r.lockContract(studentId, contractId))!;
          const full = (await r.contractsOf(studentId)).find((c) => c.id === locked.id)!;
          const totals = toAdminContract(full, now).totais;
          const open = toCents(body.tipo === 'Contrato' ? totals.emAbertoContrato : totals.emAbertoExtras);
          if (open <= 0) throw new AppError('INVALID', fm.nothingOpen);
          if (amountCents > open) throw new AppError('INVALID', fm.amountAboveOpen(formatBRL(open)));
          return r.insertPaidParcel({
            contractId,
            kind: body.tipo,
            method: body.forma,
            amountCents,
            paidOn: body.pagoEm,
            document: body.documento,
            title: body.observacao ?? `Pagamento em ${paymentMethodName(body.forma)!.toLowerCase()}`,
            admin: actor.name.slice(0, 120),
            origin: MANUAL_ORIGIN,
            recordedBy: actor.userId,
          });
        },
        { manualPayment: body },
      );
      return toAdminParcel(row, now);
    },

    /** What the printed receipt of a manual payment says (decision 60). */
    async receipt(parcelId: number): Promise<Receipt> {
      const row = await repo.parcelWithOwner(parcelId);
      if (!row || !isManualPayment(row.parcel) || !row.parcel.paidOn) throw notFound();
      const p = row.parcel;
      return {
        numero: receiptNumber(p.id),
        parcelaId: p.id,
        contratoId: p.contractId,
        alunoId: row.studentId,
        aluno: `${row.firstName} ${row.surname}`,
        cpf: row.cpf,
        formatura: row.graduation,
        tipo: p.kind,
        forma: paymentMethodName(p.method) ?? String(p.method),
        valor: toReais(p.paidCents ?? p.amountCents),
        pagoEm: p.paidOn!,
        documento: p.document,
        observacao: p.title,
        registradoPor: p.admin,
        registradoEm: p.createdAt.toISOString(),
        cancelado: p.cancelledAt !== null,
        canceladoEm: p.cancelledAt?.toISOString() ?? null,
        motivoCancelamento: p.cancelReason,
      };
    },

    /**
     * The producer confirms an open parcel paid (decision 62): a boleto or a static PIX seen in the bank
     * statement, which no provider will ever confirm. Audited with the student and graduation.
     */
    async confirmParcel(actor: Actor, parcelId: number, body: ConfirmParcelInput): Promise<AdminParcel> {
      const now = day();
      if (body.pagoEm > now) throw new AppError('INVALID', fm.paidInFuture);
      const row = await repo.parcelWithOwner(parcelId);
      if (!row) throw notFound();
      if (row.parcel.paidOn) throw new AppError('FOUND', financeMessages.parcelAlreadyPaid);
      if (!row.parcel.visible) throw new AppError('INVALID', fm.parcelHidden);
      const paid = await uow.run(
        actor,
        async (tx) => {
          // The order's row first, as the notification job takes it (decision 101): a baixa and a provider's
          // payment of one order wait for each other instead of deadlocking or both paying it.
          const orderId = row.parcel.kind === 'E-commerce' ? row.parcel.orderId : null;
          if (orderId !== null && (await orders(tx).lock(orderId))?.paidOn) {
            throw new AppError('FOUND', orderApiMessages.orderAlreadyPaid);
          }
          // A contract's parcel takes its contract first, as a provider's payment does: a new instalment
          // plan (decision 125) and this baixa wait for each other, so a paid parcel is never replaced.
          if (orderId === null)
            await adminContractsRepository(tx).lockContract(row.studentId, row.parcel.contractId);
          const done = await adminContractsRepository(tx).confirmParcel(parcelId, {
            paidOn: body.pagoEm,
            paidCents: toCents(body.valor),
            document: body.documento,
            userId: actor.userId,
          });
          // Paid meanwhile (a provider's notification): nothing written, no audit row claims it.
          if (!done) throw new AppError('FOUND', financeMessages.parcelAlreadyPaid);
          // A shop order's parcel pays its order too, once, in this transaction (decision 77).
          // An order paid another way meanwhile is not paid twice (decision 101): nothing is written and the
          // producer is told, so the money seen in the statement is refunded rather than applied.
          if (done.kind === 'E-commerce' && done.orderId !== null) {
            const paidOrder = await orders(tx).markPaid(done.orderId, {
              paidOn: body.pagoEm,
              method: done.method,
              document: body.documento,
              by: actor.name,
              user: actor.userId,
            });
            if (!paidOrder) throw new AppError('FOUND', orderApiMessages.orderAlreadyPaid);
          }
          return done;
        },
        {
          studentId: row.studentId,
          graduationId: row.graduationId,
          detail: { parcelId, contractId: row.parcel.contractId, confirmed: body },
        },
      );
      return toAdminParcel(paid, now);
    },

    /**
     * Undoes a 'baixa' given by mistake (decision 94): the parcel open again, its order (a shop order's
     * parcel) unpaid again unless the producer already started on it. Audited with the reason.
     */
    async undoSettlement(actor: Actor, parcelId: number, body: CancelPaymentInput): Promise<AdminParcel> {
      const row = await repo.parcelWithOwner(parcelId);
      if (!row) throw notFound();
      if (!isSettledByProducer(row.parcel)) throw new AppError('INVALID', fm.notSettled);
      const reopened = await uow.run(
        actor,
        async (tx) => {
          const done = await adminContractsRepository(tx).undoConfirm(parcelId);
          if (!done) throw new AppError('FOUND', fm.notSettled);
          if (done.kind === 'E-commerce' && done.orderId !== null) {
            // Rolled back whole: the parcel stays paid when its order is already being produced.
            if ((await orders(tx).unmarkPaid(done.orderId)) === 'in-production') {
              throw new AppError('FOUND', fm.orderInProduction);
            }
          }
          return done;
        },
        {
          studentId: row.studentId,
          graduationId: row.graduationId,
          detail: {
            parcelId,
            contractId: row.parcel.contractId,
            reason: body.motivo,
            before: toAdminParcel(row.parcel, day()),
          },
        },
      );
      return toAdminParcel(reopened, day());
    },

    /**
     * Cancels a manual payment (decision 61): the parcel is hidden, so it leaves the student's view and
     * totals, and kept with who cancelled it and why, so its receipt still answers, marked cancelled.
     */
    async cancelPayment(actor: Actor, parcelId: number, body: CancelPaymentInput): Promise<AdminParcel> {
      const row = await repo.parcelWithOwner(parcelId);
      if (!row) throw notFound();
      if (!isManualPayment(row.parcel)) throw new AppError('INVALID', fm.notManual);
      const cancelled = await uow.run(
        actor,
        async (tx) => {
          const done = await adminContractsRepository(tx).cancelManualParcel(parcelId, {
            userId: actor.userId,
            reason: body.motivo,
            origin: MANUAL_ORIGIN,
            methods: MANUAL_PAYMENT_METHODS,
          });
          // A refusal inside the transaction rolls it back: no audit row says it was cancelled twice.
          if (!done) throw new AppError('FOUND', fm.alreadyCancelled);
          return done;
        },
        {
          studentId: row.studentId,
          graduationId: row.graduationId,
          detail: {
            parcelId,
            contractId: row.parcel.contractId,
            motivo: body.motivo,
            valor: toReais(row.parcel.amountCents),
          },
        },
      );
      return toAdminParcel(cancelled, day());
    },
  };
}

export type AdminContractsService = ReturnType<typeof adminContractsService>;
