import {
  ADVANCEABLE_STAGES,
  type AdminOrderCard,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type CartItem,
  currentOrderStage,
  globalMessages,
  type IsoDate,
  isCorreiosTrackingCode,
  kindIsPrinted,
  normaliseTrackingCode,
  type OrderSettings,
  orderApiMessages,
  orderNet,
  orderProgress,
  orderToWire,
  type PickingList,
  STAGE_MAIL_DELAY_SECONDS,
  stageChangeMessages,
  type TrackingRequest,
  toCents,
  todayInSaoPaulo,
  toReais,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { answerMemo } from '../../lib/answer-memo';
import { AppError } from '../../lib/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { adminOrdersRepository, BOARD_STAGE_CODES, type BoardJsonRow } from './admin-orders.repository';
import { orderSettings } from './freight';
import { orderStagesRepository } from './order-stages.repository';
import { deliveryName, toDetail, toOrder } from './order-view';
import { STAGE_MAIL_QUEUE } from './orders.jobs';
import { orderMails } from './orders.mails';
import {
  type AdvanceableStage,
  type OrderRow,
  type OrderWireRow,
  ordersRepository,
} from './orders.repository';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  mail: Mailer;
  jobs: Jobs;
  publicUrl: string;
  today?: () => IsoDate;
  /** How long a stage's e-mail waits, and so the undo window (decision 118). */
  mailDelaySeconds?: number;
};
/** What a card shows of an order: a full row (the detail) or the board statement's JSON row. */
type BoardRow = {
  order: OrderWireRow & Pick<OrderRow, 'deliverySlug' | 'studentId' | 'graduationId'>;
  studentName: string;
  studentEmail: string;
  graduationName: string;
};
type Column = AdvanceableStage | 'concluido';

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);
const COLUMNS: readonly Column[] = [...ADVANCEABLE_STAGES, 'concluido'];
/** Cards per column unless the call says otherwise (decision 127). */
const BOARD_PAGE = 20;
/** Board answers a node keeps beside their digest (decision 143): ~57 kB each at 20 cards a column. */
const BOARD_MEMO = { count: 64, bytes: 8 * 1024 * 1024 };

function card(r: BoardRow): AdminOrderCard {
  const order = toOrder(r.order);
  const stage = currentOrderStage(order);
  return {
    pedido: orderToWire(order),
    aluno: { id: r.order.studentId, nome: r.studentName, email: r.studentEmail },
    formatura: { id: r.order.graduationId, nome: r.graduationName },
    // 'pedido' is never current: a placed order is done with it.
    etapa: stage === 'pedido' ? null : stage,
    entrega: r.order.deliveryMode ? deliveryName(r.order.deliverySlug) : null,
    liquido: toReais(orderNet(order)),
  };
}

/** The producer's order board (decision 82): by stage, per class, each stage stamped with who set it. */
export function adminOrdersService({
  db,
  uow,
  mail,
  jobs,
  publicUrl,
  today = () => todayInSaoPaulo(new Date()),
  mailDelaySeconds = STAGE_MAIL_DELAY_SECONDS,
}: Deps) {
  const repo = ordersRepository(db);
  const board = adminOrdersRepository(db);
  const mails = orderMails(publicUrl);
  const boardMemo = answerMemo<string, string, Buffer>(BOARD_MEMO);

  async function detail(id: number): Promise<AdminOrderDetail> {
    const r = await repo.boardCard(id);
    if (!r) throw notFound();
    const lines = await repo.lines([id]);
    const view = toDetail(r.order, lines, undefined);
    const o = r.order;
    const last = await orderStagesRepository(db).undoable(id);
    return {
      ...card(r),
      cart: view.cart,
      checkout: view.checkout,
      historico: orderProgress(toOrder(o)),
      carimbos: [
        { etapa: 'financeiro', data: o.paidOn, por: o.paidBy },
        { etapa: 'processamento', data: o.processingOn, por: o.processingBy },
        { etapa: 'ok', data: o.readyOn, por: o.readyBy },
        { etapa: 'entregue', data: o.deliveredOn, por: o.deliveredBy },
      ],
      endereco: o.deliveryMode === 'entrega' ? r.address : null,
      rastreioOutroFormato: o.trackingOtherFormat,
      desfazer:
        last?.state === 'pending' && !last.due ? { etapa: last.stage, ate: last.mailAt.toISOString() } : null,
    };
  }

  return {
    /**
     * GET /admin/pedidos: the board, grouped by the stage each order waits on, as the JSON of an
     * AdminOrdersResponse in UTF-8 (decision 143).
     */
    async board(query: AdminOrdersQuery): Promise<Buffer> {
      // One page per column and the count of each: nothing is hidden, each column says how many it holds
      // and where its next page starts (decision 127). One statement answers both, with its digest; the
      // answer this node built from the same rows is sent again as it was (decision 143).
      const limit = query.limite ?? BOARD_PAGE;
      const columns = query.etapa ? [query.etapa] : COLUMNS;
      const key = `${query.formatura ?? ''}|${columns.join(',')}|${query.cursor ?? ''}|${limit}`;
      const ask = (kept?: string) =>
        board.board({ columns, limit: limit + 1, graduationId: query.formatura, before: query.cursor, kept });
      let read = await ask(boardMemo.digestOf(key));
      // The held answer left the memo while the statement ran (another call replaced it): read the text.
      if (read.body === null && boardMemo.digestOf(key) !== read.digest) read = await ask();
      const { body } = read;
      return boardMemo.answer(key, read.digest, () => {
        const { counts, rows } = JSON.parse(body ?? '') as {
          counts: Record<string, number>;
          rows: BoardJsonRow[];
        };
        const answer: AdminOrdersResponse = {
          etapas: columns.map((etapa, i) => {
            const all = rows.filter((r) => r.col === i + 1);
            const more = all.length > limit;
            const kept = more ? all.slice(0, limit) : all;
            return {
              etapa,
              total: counts[String(BOARD_STAGE_CODES[etapa])] ?? 0,
              pedidos: kept.map((r) => card({ ...r, order: r })),
              proximo: more ? (kept.at(-1)?.id ?? null) : null,
            };
          }),
        };
        return Buffer.from(JSON.stringify(answer));
      });
    },

    detail,

    /**
     * POST /admin/pedidos/{id}/etapa: stamps the stage the order waits on with today and the administrator.
     * The student's e-mail is a job due `mailDelaySeconds` later, so the stage can be undone until then
     * (decision 118). Any other stage is refused (409).
     */
    async advance(actor: Actor, id: number, stage: AdvanceableStage): Promise<AdminOrderDetail> {
      const row = await repo.order(id);
      if (!row) throw notFound();
      if (currentOrderStage(toOrder(row)) !== stage) {
        throw new AppError('INVALID', orderApiMessages.stageNotCurrent, 409);
      }
      await uow.run(
        actor,
        async (tx) => {
          const r = ordersRepository(tx);
          if (!(await r.stamp(id, stage, today(), actor.name, actor.userId))) {
            throw new AppError('INVALID', orderApiMessages.stageNotCurrent, 409);
          }
          const change = await orderStagesRepository(tx).record(id, stage, actor.userId, mailDelaySeconds);
          await jobs.send(STAGE_MAIL_QUEUE, { change: change.id }, tx, { startAfter: change.mailAt });
        },
        {
          studentId: row.studentId,
          graduationId: row.graduationId,
          detail: { pedido: id, etapa: stage, emailEmSegundos: mailDelaySeconds },
        },
      );
      return detail(id);
    },

    /**
     * POST /admin/pedidos/{id}/etapa/desfazer: takes the last stage off while its e-mail has not left; the
     * e-mail is called off with it (decision 118). Later, or with nothing to undo, 409.
     */
    async undo(actor: Actor, id: number): Promise<AdminOrderDetail> {
      const row = await repo.order(id);
      if (!row) throw notFound();
      const last = await orderStagesRepository(db).undoable(id);
      if (!last || last.state === 'undone')
        throw new AppError('INVALID', stageChangeMessages.nothingToUndo, 409);
      const expired = () => new AppError('INVALID', stageChangeMessages.undoExpired, 409);
      if (last.state === 'sent' || last.due) throw expired();
      await uow.run(
        actor,
        async (tx) => {
          const stages = orderStagesRepository(tx);
          if (!(await stages.undo(last.id)) || !(await stages.unstamp(id, last.stage))) throw expired();
        },
        {
          studentId: row.studentId,
          graduationId: row.graduationId,
          detail: { pedido: id, etapa: last.stage, desfeita: true },
        },
      );
      return detail(id);
    },

    /** The 'orders.stage-mail' job: the stage's e-mail, unless the stage was undone first (decision 118). */
    async sendStageMail(changeId: number): Promise<void> {
      const sent = await uow.run(null, async (tx) => {
        const orderId = await orderStagesRepository(tx).takeForMail(changeId);
        if (orderId === undefined) return false;
        const r = ordersRepository(tx);
        const order = await r.order(orderId);
        const student = order && (await r.student(order.studentId));
        if (!order || !student) return false;
        await mail.send(mails.stageChanged(student, toOrder(order)), tx);
        return true;
      });
      if (sent) jobs.wake('mail.send');
    },

    /**
     * PUT /admin/pedidos/{id}/rastreio: the carrier's code, '' clears it. The contract checked a Correios
     * code; another format is kept as typed, marked as such (decision 118).
     */
    async tracking(actor: Actor, id: number, body: TrackingRequest): Promise<AdminOrderDetail> {
      const row = await repo.order(id);
      if (!row) throw notFound();
      const typed = body.codigo.trim();
      const correios = normaliseTrackingCode(typed);
      const other = Boolean(body.outroFormato) && !isCorreiosTrackingCode(correios);
      const value = typed ? (other ? typed.toUpperCase() : correios) : null;
      await uow.run(actor, (tx) => orderStagesRepository(tx).setTracking(id, value, other), {
        studentId: row.studentId,
        graduationId: row.graduationId,
        detail: { pedido: id, before: row.trackingCode, after: value, outroFormato: other },
      });
      return detail(id);
    },

    /**
     * GET /admin/pedidos/separacao?formatura=: what to produce for the class's paid orders not yet ready:
     * each printed photo with its measure and quantity, each product with the complementary photos chosen.
     */
    async picking(graduationId: number): Promise<PickingList> {
      const graduation = await repo.graduation(graduationId);
      if (!graduation) throw notFound();
      const pending = await repo.toProduce(graduationId);
      const students = new Map(pending.map((o) => [o.id, o.studentName]));
      // Who ordered and how it leaves, on every line of the list (decision 123): the producer sorts by it.
      const deliveries = new Map(
        pending.map((o) => [o.id, o.deliveryMode ? (deliveryName(o.deliverySlug) ?? '') : 'Sem envio']),
      );
      const orderOf = (orderId: number, quantity: number) => ({
        pedId: orderId,
        aluno: students.get(orderId) ?? '',
        entrega: deliveries.get(orderId) ?? '',
        quantidade: quantity,
      });
      const lines = await repo.lines(pending.map((o) => o.id));
      const prints = new Map<string, PickingList['impressas'][number]>();
      const products = new Map<number, PickingList['produtos'][number]>();
      for (const l of lines) {
        const item = l.line as CartItem;
        if (l.productId !== null) {
          const p = products.get(l.productId) ?? {
            produto: l.productId,
            nome: item.nome,
            quantidade: 0,
            itens: [],
          };
          p.quantidade += l.quantity;
          p.itens.push({
            ...orderOf(l.orderId, l.quantity),
            complementares: item.detalhes.complementares.map((c) => ({ foto: c.id, evento: c.evento })),
          });
          products.set(l.productId, p);
        } else if (
          l.photoId !== null &&
          l.eventId !== null &&
          l.measureKind &&
          kindIsPrinted(l.measureKind)
        ) {
          // The kind the photo was bought in, not its slug, sends it to production (decision 116).
          const key = `${l.slug}:${l.photoId}`;
          const p = prints.get(key) ?? {
            medida: l.slug,
            nome: item.nome,
            foto: l.photoId,
            evento: l.eventId,
            arquivo: '',
            quantidade: 0,
            pedidos: [],
            itens: [],
          };
          p.quantidade += l.quantity;
          if (!p.pedidos.includes(l.orderId)) p.pedidos.push(l.orderId);
          const same = p.itens.find((i) => i.pedId === l.orderId);
          if (same) same.quantidade += l.quantity;
          else p.itens.push(orderOf(l.orderId, l.quantity));
          prints.set(key, p);
        }
      }
      const names = new Map(
        (
          await repo.photoKeys(
            [...prints.values()].map((p) => p.foto),
            graduationId,
          )
        ).map((p) => [p.id, p.name]),
      );
      return {
        formatura: { id: graduation.id, nome: graduation.name },
        pedidos: pending.map((o) => o.id),
        impressas: [...prints.values()]
          .map((p) => ({ ...p, arquivo: names.get(p.foto) ?? '' }))
          .sort((a, b) => a.medida.localeCompare(b.medida) || a.evento - b.evento || a.foto - b.foto),
        produtos: [...products.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
      };
    },

    async settings(): Promise<OrderSettings> {
      return { freteReserva: toReais(await orderSettings(db).sedexFallback()) };
    },

    async saveSettings(actor: Actor, values: OrderSettings): Promise<OrderSettings> {
      const before = await orderSettings(db).sedexFallback();
      await uow.run(actor, (tx) => orderSettings(tx).saveSedexFallback(toCents(values.freteReserva)), {
        studentId: null,
        detail: { before: toReais(before), after: values.freteReserva },
      });
      return this.settings();
    },
  };
}

export type AdminOrdersService = ReturnType<typeof adminOrdersService>;
