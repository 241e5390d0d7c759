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
  type OrderSettings,
  orderApiMessages,
  orderNet,
  orderProgress,
  orderToWire,
  type PickingList,
  PRINTED_MEASURES,
  toCents,
  todayInSaoPaulo,
  toReais,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { orderSettings } from './freight';
import { deliveryName, toDetail, toOrder } from './order-view';
import { orderMails } from './orders.mails';
import { type AdvanceableStage, type OrderRow, ordersRepository } from './orders.repository';

type Deps = { db: Db; uow: UnitOfWork; mail: Mailer; publicUrl: string; today?: () => IsoDate };
type BoardRow = { order: OrderRow; studentName: string; studentEmail: string; graduationName: string };
type Column = AdvanceableStage | 'concluido';

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);
const COLUMNS: readonly Column[] = [...ADVANCEABLE_STAGES, 'concluido'];

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

/** The producer's order board (issue 11): by stage, per class, each stage stamped with who set it. */
export function adminOrdersService({
  db,
  uow,
  mail,
  publicUrl,
  today = () => todayInSaoPaulo(new Date()),
}: Deps) {
  const repo = ordersRepository(db);
  const mails = orderMails(publicUrl);

  async function detail(id: number): Promise<AdminOrderDetail> {
    const r = await repo.boardCard(id);
    if (!r) throw notFound();
    const lines = await repo.lines([id]);
    const view = toDetail(r.order, lines, undefined);
    const o = r.order;
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
    };
  }

  return {
    /** GET /admin/pedidos: the board, grouped by the stage each order waits on. */
    async board(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const cards = (await repo.board(query.formatura)).map(card);
      const columns = query.etapa ? [query.etapa] : COLUMNS;
      return {
        etapas: columns.map((etapa) => ({
          etapa,
          pedidos: cards.filter((c) => (c.etapa ?? 'concluido') === etapa),
        })),
      };
    },

    detail,

    /**
     * POST /admin/pedidos/{id}/etapa: stamps the stage the order waits on with today and the administrator;
     * the student is told by e-mail in the same transaction. Any other stage is refused (409).
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
          const after = await r.order(id);
          const student = await r.student(row.studentId);
          if (after && student) await mail.send(mails.stageChanged(student, toOrder(after)), tx);
        },
        { studentId: row.studentId, graduationId: row.graduationId, detail: { pedido: id, etapa: stage } },
      );
      return detail(id);
    },

    /** PUT /admin/pedidos/{id}/rastreio: the carrier's code, '' clears it. */
    async tracking(actor: Actor, id: number, code: string): Promise<AdminOrderDetail> {
      const row = await repo.order(id);
      if (!row) throw notFound();
      const value = code.trim().toUpperCase() || null;
      await uow.run(actor, (tx) => ordersRepository(tx).setTracking(id, value), {
        studentId: row.studentId,
        graduationId: row.graduationId,
        detail: { pedido: id, before: row.trackingCode, after: value },
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
            pedId: l.orderId,
            aluno: students.get(l.orderId) ?? '',
            quantidade: l.quantity,
            complementares: item.detalhes.complementares.map((c) => ({ foto: c.id, evento: c.evento })),
          });
          products.set(l.productId, p);
        } else if (l.photoId !== null && l.eventId !== null && PRINTED_MEASURES.has(l.slug)) {
          const key = `${l.slug}:${l.photoId}`;
          const p = prints.get(key) ?? {
            medida: l.slug,
            nome: item.nome,
            foto: l.photoId,
            evento: l.eventId,
            arquivo: '',
            quantidade: 0,
            pedidos: [],
          };
          p.quantidade += l.quantity;
          if (!p.pedidos.includes(l.orderId)) p.pedidos.push(l.orderId);
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
