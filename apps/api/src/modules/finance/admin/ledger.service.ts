import {
  EVENT_OUTCOME_LABELS,
  type EventOutcomeKey,
  adminFinanceMessages as fm,
  type LedgerEvent,
  type LedgerPage,
  type LedgerQuery,
  ledgerPageSchema,
  MANUAL_ORIGIN,
  OVERPAYMENT_REASON_LABELS,
  type Overpayment,
  type OverpaymentPage,
  type OverpaymentPageQuery,
  paymentMethodName,
  type Reconciliation,
  type ReconciliationQuery,
  type RefundOverpaymentInput,
  reconciliationSchema,
  toReais,
} from '@portal/domain';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { answerMemo } from '../../../lib/answer-memo';
import { AppError } from '../../../lib/errors';
import type { Actor } from '../../../platform/sessions/actor';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import { type LedgerRow, ledgerRepository, type OverpaymentRow } from './ledger.repository';

/** Open charges per page of the reconciliation unless the call says otherwise (decision 127). */
const OPEN_PAGE = 50;
/** The first page of each other list of the reconciliation (decision 141); the rest on their own calls. */
const LIST_PAGE = 50;
/**
 * Answers of each list a node keeps beside the rows they were built from (decision 152): a notifications
 * page of 50 rows is ~25 kB, a reconciliation ~60 kB.
 */
const LIST_MEMO = { count: 64, bytes: 8 * 1024 * 1024 };

/**
 * The JSON text the route's response schema would send for `answer` (the serializer encodes with the
 * schema, then stringifies): built once per change of its rows and kept (decision 152).
 */
const wire = <S extends z.ZodType>(schema: S, answer: z.output<S>) =>
  Buffer.from(JSON.stringify(z.encode(schema, answer)));

/** The cursor of the next page: the last row's id when one more row than the page was found. */
const nextOf = <T extends { id: number }>(rows: T[], limit: number) =>
  rows.length > limit ? (rows[limit - 1]?.id ?? null) : null;

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
  const eventsMemo = answerMemo<string, string, Buffer>(LIST_MEMO);
  const reconciliationMemo = answerMemo<string, string, Buffer>(LIST_MEMO);
  const readEvents = (q: LedgerQuery) =>
    repo.events({
      graduationId: q.formatura,
      studentId: q.aluno,
      outcome: q.situacao,
      limit: q.pageSize + 1,
      after: q.cursor,
    });
  const pageOf = (q: LedgerQuery, { rows, total }: { rows: LedgerRow[]; total: number }): LedgerPage => ({
    items: rows.slice(0, q.pageSize).map(toEvent),
    total,
    proximo: nextOf(rows, q.pageSize),
  });

  /**
   * What a reconciliation is built from, read on every call: the charges' totals and open page and the
   * class's amount mismatches in one pass over its parcels (decisions 144, 152), the notifications without
   * a parcel and the refunds each their first page and count.
   */
  async function readReconciliation(graduation: { id: number; name: string }, q: ReconciliationQuery) {
    const graduationId = graduation.id;
    const limit = q.limite ?? OPEN_PAGE;
    const [dueOn, id] = q.cursor?.split('.') ?? [];
    const after = dueOn && id ? { dueOn, id: Number(id) } : undefined;
    const [charges, orphans, overpaid] = await Promise.all([
      repo.classCharges(graduationId, MANUAL_ORIGIN, limit + 1, after, LIST_PAGE + 1),
      repo.events({ outcome: 'unknown_parcel', limit: LIST_PAGE + 1 }),
      repo.overpayments(graduationId, LIST_PAGE + 1),
    ]);
    return { graduation, limit, charges, orphans, overpaid };
  }

  function reconciliationOf({
    graduation,
    limit,
    charges: { totals, open, mismatches },
    orphans,
    overpaid,
  }: Awaited<ReturnType<typeof readReconciliation>>): Reconciliation {
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
        manuais: totals.manual.count,
        valorManual: toReais(totals.manual.cents),
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
      valoresDivergentes: mismatches.rows.slice(0, LIST_PAGE).map(toEvent),
      semParcela: orphans.rows.slice(0, LIST_PAGE).map(toEvent),
      aDevolver: overpaid.rows.slice(0, LIST_PAGE).map(toOverpayment),
      listas: {
        valoresDivergentes: { total: mismatches.total, proximo: nextOf(mismatches.rows, LIST_PAGE) },
        semParcela: { total: orphans.total, proximo: nextOf(orphans.rows, LIST_PAGE) },
        aDevolver: { total: overpaid.total, proximo: nextOf(overpaid.rows, LIST_PAGE) },
      },
    };
  }

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

    /**
     * GET /admin/pagamentos/notificacoes, newest first, a page after `cursor` (keyset, decision 141), as the
     * JSON text the route sends (decision 152). Each call reads the lists' version (decision 159): the answer
     * this node built at the same version is sent again, so the rows are read only after something changed,
     * on any node.
     */
    async events(q: LedgerQuery): Promise<Buffer> {
      const version = await repo.listsVersion();
      const key = `${q.formatura ?? ''}|${q.aluno ?? ''}|${q.situacao ?? ''}|${q.cursor ?? ''}|${q.pageSize}`;
      const kept = eventsMemo.held(key, version);
      if (kept) return kept;
      // Read after the version: what is built is at least as new as the version it is kept beside.
      const read = await readEvents(q);
      return eventsMemo.answer(key, version, () => wire(ledgerPageSchema, pageOf(q, read)));
    },

    /** The daily fold of the lists' version rows (decision 159). */
    foldVersions: () => repo.foldVersions(),

    /** GET /admin/formaturas/{id}/conciliacao/a-devolver: the refunds a page at a time (decision 141). */
    async overpayments(graduationId: number, q: OverpaymentPageQuery = {}): Promise<OverpaymentPage> {
      const graduation = await repo.graduation(graduationId);
      if (!graduation) throw new AppError('NOT_FOUND', fm.notFound);
      const limit = q.limite ?? LIST_PAGE;
      const { rows, total } = await repo.overpayments(graduationId, limit + 1, q.cursor);
      return { items: rows.slice(0, limit).map(toOverpayment), total, proximo: nextOf(rows, limit) };
    },

    /**
     * GET /admin/formaturas/{id}/conciliacao: the totals and the open charges (a page at a time, decision 127)
     * in one pass over the graduation's parcels, each other list's first page counted as it is sorted or from
     * the notifications' tallies (decision 144), as the JSON text the route sends (decision 152). Each call
     * reads the class's version (decision 159): the answer this node built at the same version is sent again,
     * so the parcels are read only after something they answer changed, on any node.
     */
    async reconciliation(graduationId: number, q: ReconciliationQuery = {}): Promise<Buffer> {
      const graduation = await repo.reconciliationVersion(graduationId);
      if (!graduation) throw new AppError('NOT_FOUND', fm.notFound);
      const key = `${graduationId}|${q.cursor ?? ''}|${q.limite ?? OPEN_PAGE}`;
      const kept = reconciliationMemo.held(key, graduation.version);
      if (kept) return kept;
      // Read after the version: what is built is at least as new as the version it is kept beside.
      const read = await readReconciliation(graduation, q);
      return reconciliationMemo.answer(key, graduation.version, () =>
        wire(reconciliationSchema, reconciliationOf(read)),
      );
    },
  };
}

export type LedgerService = ReturnType<typeof ledgerService>;
