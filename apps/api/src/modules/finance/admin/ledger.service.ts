import {
  EVENT_OUTCOME_LABELS,
  type EventOutcomeKey,
  adminFinanceMessages as fm,
  type LedgerEvent,
  type LedgerPage,
  type LedgerQuery,
  MANUAL_ORIGIN,
  OVERPAYMENT_REASON_LABELS,
  type Overpayment,
  paymentMethodName,
  type Reconciliation,
  type ReconciliationQuery,
  type RefundOverpaymentInput,
  toReais,
} from '@portal/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Actor } from '../../../platform/sessions/actor';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import { type LedgerRow, ledgerRepository, type OverpaymentRow } from './ledger.repository';

/** Open charges per page of the reconciliation unless the call says otherwise (decision 127). */
const OPEN_PAGE = 50;

const money = (cents: number | null) => (cents === null ? null : toReais(cents));

function toEvent(r: LedgerRow): LedgerEvent {
  return {
    id: r.id,
    provedor: r.provider,
    evento: r.eventId,
    cobranca: r.chargeRef,
    status: r.status,
    valor: money(r.amountCents),
    pagoEm: r.paidOn,
    recebidoEm: r.receivedAt,
    processadoEm: r.processedAt,
    situacao: r.outcome,
    situacaoTexto: EVENT_OUTCOME_LABELS[r.outcome as EventOutcomeKey] ?? r.outcome,
    parcelaId: r.parcelId,
    cobrado: r.chargeCents === null ? null : toReais(Number(r.chargeCents)),
    aluno: r.studentId === null ? null : { id: r.studentId, nome: r.studentName ?? '' },
    formatura: r.graduationId === null ? null : { id: r.graduationId, nome: r.graduationName ?? '' },
  };
}

function toOverpayment(r: OverpaymentRow): Overpayment {
  return {
    id: r.id,
    motivo: r.reason,
    motivoTexto: OVERPAYMENT_REASON_LABELS[r.reason],
    valor: toReais(r.amountCents),
    situacao: r.status,
    parcelaId: r.parcelId,
    pedidoId: r.orderId,
    aluno: { id: r.studentId, nome: r.studentName },
    provedor: r.provider,
    evento: r.eventId,
    pagoEm: r.paidOn,
    registradoEm: r.createdAt,
    devolvidoEm: r.refundedAt,
    observacao: r.refundNote,
  };
}

/** The producer's ledger of provider notifications and its reconciliation per graduation (decision 62). */
export function ledgerService({ db, uow }: { db: Db; uow: UnitOfWork }) {
  const repo = ledgerRepository(db);
  return {
    /**
     * POST /admin/pagamentos/excesso/{id}/devolvido (decision 101): the producer gave an overpayment back,
     * and says how; audited. Marking one already refunded answers it as it is.
     */
    async refund(actor: Actor, id: number, input: RefundOverpaymentInput): Promise<Overpayment> {
      const found = await repo.overpayment(id);
      if (!found) throw new AppError('NOT_FOUND', fm.notFound);
      if (found.status === 'refunded') return toOverpayment(found);
      await uow.run(actor, (tx) => ledgerRepository(tx).markRefunded(id, input.observacao), {
        studentId: found.studentId,
        detail: { excesso: id, valor: found.amountCents, observacao: input.observacao },
      });
      const row = await repo.overpayment(id);
      return toOverpayment(row ?? found);
    },

    async events(q: LedgerQuery): Promise<LedgerPage> {
      const { rows, total } = await repo.events({
        graduationId: q.formatura,
        studentId: q.aluno,
        outcome: q.situacao,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: rows.map(toEvent), total, page: q.page, pageSize: q.pageSize };
    },

    /**
     * GET /admin/formaturas/{id}/conciliacao: the totals in one aggregate, the open charges a page at a time
     * (decision 127).
     */
    async reconciliation(graduationId: number, q: ReconciliationQuery = {}): Promise<Reconciliation> {
      const graduation = await repo.graduation(graduationId);
      if (!graduation) throw new AppError('NOT_FOUND', fm.notFound);
      const limit = q.limite ?? OPEN_PAGE;
      const [dueOn, id] = q.cursor?.split('.') ?? [];
      const after = dueOn && id ? { dueOn, id: Number(id) } : undefined;
      const [totals, open, manual, mismatches, orphans, overpaid] = await Promise.all([
        repo.chargeTotals(graduationId),
        repo.openCharges(graduationId, limit + 1, after),
        repo.manualTotals(graduationId, MANUAL_ORIGIN),
        repo.mismatches(graduationId),
        repo.orphanEvents(200),
        repo.overpayments(graduationId),
      ]);
      const page = open.slice(0, limit);
      const last = page.at(-1);
      return {
        formatura: { id: graduation.id, nome: graduation.name },
        resumo: {
          cobrancasCriadas: totals.created,
          valorCriado: toReais(totals.createdCents),
          confirmadas: totals.confirmed,
          valorConfirmado: toReais(totals.confirmedCents),
          semConfirmacao: totals.open,
          valorSemConfirmacao: toReais(totals.openCents),
          manuais: manual.count,
          valorManual: toReais(manual.cents),
        },
        semConfirmacao: page.map((c) => ({
          parcelaId: c.parcelId,
          aluno: { id: c.studentId, nome: c.studentName },
          forma: paymentMethodName(c.method) ?? String(c.method),
          tipo: c.kind,
          cobrado: toReais(c.chargeCents),
          vencimento: c.dueOn,
          criadaEm: c.createdAt,
        })),
        semConfirmacaoProximo: open.length > limit && last ? `${last.dueOn}.${last.parcelId}` : null,
        valoresDivergentes: mismatches.map(toEvent),
        semParcela: orphans.map(toEvent),
        aDevolver: overpaid.map(toOverpayment),
      };
    },
  };
}

export type LedgerService = ReturnType<typeof ledgerService>;
