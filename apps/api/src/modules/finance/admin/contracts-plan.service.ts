import {
  type AdminContract,
  type AdminParcel,
  type ContractPlanBody,
  type ContractPlanPreview,
  contractPlanMessages as cm,
  adminFinanceMessages as fm,
  formatBRL,
  formatDateBR,
  type IsoDate,
  instalmentPlan,
  instalmentPlanError,
  isScheduledParcel,
  type ParcelNumber,
  parcelNumberLabel,
  type ScheduledParcelInput,
  toCents,
  toReais,
} from '@portal/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Actor } from '../../../platform/sessions/actor';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import { numberFacts, numbersOf, toAdminContract, toAdminParcel } from './contracts.mapper';
import { adminContractsRepository, type ParcelRecord } from './contracts.repository';

type Deps = { db: Db; uow: UnitOfWork; today: () => IsoDate };

const notFound = () => new AppError('NOT_FOUND', fm.notFound);
const scheduled = (p: ParcelRecord) => isScheduledParcel(numberFacts(p));
const label = (n: ParcelNumber | undefined, p: ParcelRecord) =>
  n
    ? parcelNumberLabel(n)
    : `parcela de ${formatBRL(p.amountCents)} com vencimento em ${formatDateBR(p.dueOn)}`;

/**
 * Why a new plan cannot replace the contract's schedule (decision 125), or null: anything of the contract
 * paid (a payment kept visible), or an open scheduled parcel whose charge the student may already be paying.
 */
function planBlock(list: readonly ParcelRecord[]): string | null {
  // A shop order's parcel pays the order, not the contract (apply-payment's SETTLES_CONTRACT).
  const paid = list.find(
    (p) => p.paidOn !== null && p.visible && p.cancelledAt === null && p.kind !== 'E-commerce',
  );
  if (paid) {
    const n = numbersOf(list).get(paid.id);
    const what = n
      ? `${parcelNumberLabel(n)} paga em ${formatDateBR(paid.paidOn!)}`
      : `${formatBRL(paid.paidCents ?? paid.amountCents)} em ${formatDateBR(paid.paidOn!)}`;
    return cm.somethingPaid(what);
  }
  const charged = list.find((p) => scheduled(p) && (p.provider !== null || p.transaction !== null));
  if (charged) return cm.chargeIssued(label(numbersOf(list).get(charged.id), charged).toLowerCase());
  return null;
}

/** The producer's instalment plan of a contract and the edit of one open parcel (decision 125). */
export function contractPlanService({ db, uow, today }: Deps) {
  const repo = adminContractsRepository(db);

  async function owned(actor: Actor | null, studentId: number, contractId: number) {
    // An administrator acting as a student acts as the student (spec B §6): the schedule is not theirs.
    if (actor?.acting) throw new AppError('FORBIDDEN', cm.actingRefused);
    const student = await repo.student(studentId);
    if (!student || !(await repo.contractOf(studentId, contractId))) throw notFound();
    return student;
  }

  async function plan(studentId: number, body: ContractPlanBody) {
    const valorPrazo = await repo.termPrice(studentId);
    const input = {
      totalCents: body.total === undefined ? valorPrazo : toCents(body.total),
      count: body.parcelas,
      firstDue: body.primeiroVencimento,
      dayOfMonth: body.diaDoMes,
    };
    const error = instalmentPlanError(input);
    if (error) throw new AppError('INVALID', error);
    return { valorPrazo, totalCents: input.totalCents, parcels: instalmentPlan(input) };
  }

  return {
    /** What a plan would write, and why it could not be applied now; nothing is written. */
    async previewPlan(
      actor: Actor,
      studentId: number,
      contractId: number,
      body: ContractPlanBody,
    ): Promise<ContractPlanPreview> {
      await owned(actor, studentId, contractId);
      const p = await plan(studentId, body);
      const list = await repo.parcelsOf(contractId);
      return {
        total: toReais(p.totalCents),
        valorPrazo: toReais(p.valorPrazo),
        parcelas: p.parcels.map((x) => ({
          numero: x.number,
          de: p.parcels.length,
          valor: toReais(x.amountCents),
          vencimento: x.dueOn,
        })),
        substitui: list.filter((x) => scheduled(x) && x.paidOn === null).length,
        bloqueio: planBlock(list),
      };
    },

    /**
     * Replaces the contract's open scheduled parcels with a new plan (decision 125), only while nothing of
     * the contract is paid (a shop order's parcel aside). The contract row is locked first, as every payment
     * of the contract takes it (a provider's, a manual one, a 'baixa'), so a payment and a plan are decided
     * one after the other and a paid parcel is never replaced.
     */
    async applyPlan(
      actor: Actor,
      studentId: number,
      contractId: number,
      body: ContractPlanBody,
    ): Promise<AdminContract> {
      const student = await owned(actor, studentId, contractId);
      const p = await plan(studentId, body);
      await uow.run(
        actor,
        async (tx) => {
          const r = adminContractsRepository(tx);
          await r.lockContract(studentId, contractId);
          const before = await r.parcelsOf(contractId);
          const block = planBlock(before);
          if (block) throw new AppError('FOUND', block);
          const open = before.filter((x) => scheduled(x) && x.paidOn === null).map((x) => x.id);
          // A parcel paid between the check and the delete (a 'baixa' commits without the contract's lock)
          // is kept by the delete's own condition; the plan is then refused whole.
          if ((await r.deleteOpenParcels(contractId, open)) !== open.length) {
            throw new AppError('FOUND', planBlock(await r.parcelsOf(contractId)) ?? cm.parcelPaid);
          }
          await r.insertPlanParcels(
            p.parcels.map((x) => ({
              contractId,
              amountCents: x.amountCents,
              method: body.forma,
              dueOn: x.dueOn,
              title: parcelNumberLabel({ numero: x.number, de: p.parcels.length }),
              admin: actor.name.slice(0, 120),
            })),
          );
          const after = planBlock(await r.parcelsOf(contractId));
          if (after) throw new AppError('FOUND', after);
        },
        {
          studentId,
          graduationId: student.graduationId,
          detail: {
            contractId,
            plan: { ...body, total: toReais(p.totalCents) },
            replaced: (await repo.parcelsOf(contractId))
              .filter((x) => scheduled(x) && x.paidOn === null)
              .map((x) => ({ id: x.id, valor: toReais(x.amountCents), vencimento: x.dueOn })),
          },
        },
      );
      const row = (await repo.contractsOf(studentId)).find((c) => c.id === contractId);
      if (!row) throw notFound();
      return toAdminContract(row, today());
    },

    /** An open scheduled parcel's value and due date (decision 125); a paid or cancelled one is refused. */
    async editParcel(
      actor: Actor,
      studentId: number,
      contractId: number,
      parcelId: number,
      body: ScheduledParcelInput,
    ): Promise<AdminParcel> {
      const student = await owned(actor, studentId, contractId);
      const amountCents = toCents(body.valor);
      const list = await repo.parcelsOf(contractId);
      const before = list.find((x) => x.id === parcelId);
      if (!before) throw notFound();
      const saved = await uow.run(
        actor,
        async (tx) => {
          const r = adminContractsRepository(tx);
          await r.lockContract(studentId, contractId);
          const current = (await r.parcelsOf(contractId)).find((x) => x.id === parcelId);
          if (!current) throw notFound();
          if (current.paidOn !== null) throw new AppError('FOUND', cm.parcelPaid);
          if (current.cancelledAt !== null || !current.visible)
            throw new AppError('FOUND', cm.parcelCancelled);
          if (!scheduled(current)) throw new AppError('INVALID', cm.notScheduled);
          // A charge issued for this value (boleto, PIX, card) would be paid at the old value.
          const charged = current.provider !== null || current.transaction !== null;
          if (charged && amountCents !== current.amountCents) throw new AppError('FOUND', cm.parcelCharged);
          const done = await r.updateOpenParcel(contractId, parcelId, {
            amountCents,
            dueOn: body.vencimento,
          });
          if (!done) throw new AppError('FOUND', cm.parcelPaid);
          return done;
        },
        {
          studentId,
          graduationId: student.graduationId,
          detail: {
            contractId,
            parcelId,
            before: { valor: toReais(before.amountCents), vencimento: before.dueOn },
            after: body,
          },
        },
      );
      const numbers = numbersOf(await repo.parcelsOf(contractId));
      return toAdminParcel(saved, today(), numbers.get(saved.id) ?? null);
    },
  };
}

export type ContractPlanService = ReturnType<typeof contractPlanService>;
