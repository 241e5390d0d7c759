import {
  type CartItem,
  canDownloadOrder,
  globalMessages,
  type IsoDate,
  type MyPhotosResponse,
  mediaRetentionDate,
  type OrderDetail,
  type OrderListItem,
  orderApiMessages,
  todayInSaoPaulo,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StudentAccess } from '../../platform/access';
import type { PhotoAccessService, PhotoOriginals } from '../photos';
import { toDetail, toListItem, toOrder } from './order-view';
import { ordersZip } from './order-zip';
import { type OrderListRow, ordersRepository } from './orders.repository';
import { ordersListMemo } from './orders-list-memo';

type Deps = {
  db: Db;
  originals: PhotoOriginals;
  /** The photo-access rule (decision 97): bought photos are shown and handed out only to whom it lets see. */
  access: PhotoAccessService;
  today?: () => IsoDate;
};

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

/** Following an order and downloading what was bought (spec A §2, §4, §5; decisions 78 and 82). */
export function ordersService({ db, originals, access, today = () => todayInSaoPaulo(new Date()) }: Deps) {
  const repo = ordersRepository(db);
  const listMemo = ordersListMemo();

  /**
   * A stored line's thumbnail signed afresh when the photo still has one and the photo-access rule lets the
   * student see photos; otherwise the line keeps no address (the one it was saved with may still work).
   */
  async function freshener(caller: StudentAccess, graduationId: number, items: readonly CartItem[]) {
    const ids = items.flatMap((i) => [
      ...(i.evento === null ? [] : [i.id]),
      ...i.detalhes.complementares.map((c) => c.id),
    ]);
    const sign = ids.length === 0 ? null : access.viewerOf(caller).sign;
    const keys = new Map(
      (sign ? await repo.photoKeys(ids, graduationId) : []).flatMap((p) =>
        p.thumbKey ? [[p.id, p.thumbKey] as const] : [],
      ),
    );
    const fresh = <T extends { id: number; caminho: string }>(ref: T): T => {
      if (!sign) return { ...ref, caminho: '' };
      const key = keys.get(ref.id);
      return key ? { ...ref, caminho: sign(key) } : ref;
    };
    return (item: CartItem): CartItem => ({
      ...(item.evento === null ? item : fresh(item)),
      detalhes: { ...item.detalhes, complementares: item.detalhes.complementares.map(fresh) },
    });
  }

  async function ownOrder({ student }: StudentAccess, id: number) {
    const row = await repo.placedOfStudent(id, student.id);
    if (!row) throw notFound();
    return { student, row };
  }

  /** Every photo the student bought as a file in an order that is paid or free (spec A §5; decision 78). */
  async function bought(studentId: number, graduationId: number) {
    const rows = await repo.placedOfStudentList(studentId);
    const ids = rows.filter((r) => canDownloadOrder(toOrder(r))).map((r) => r.id);
    return repo.downloadablePhotos(ids, graduationId);
  }

  return {
    freshener,

    /** The loader the photo routes of orders declare (`app.student('cart', orders.photoLoader)`). */
    photoLoader: access.load,

    /**
     * GET /pedidos/consultar (spec A §2): the student's orders, newest first, as the JSON of an
     * OrderListItem[] in UTF-8; built again only when the rows' digest changed (decision 86).
     */
    async list({ student }: StudentAccess): Promise<Buffer> {
      const { digest, rows } = await repo.listOfStudent(student.id);
      return listMemo.answer(student.id, digest, () => {
        const items: OrderListItem[] = (JSON.parse(rows) as OrderListRow[]).map((r) =>
          toListItem(r, r.digital, r.charge),
        );
        return Buffer.from(JSON.stringify(items));
      });
    },

    /** GET /pedidos/detalhar/{id} (spec A §2 detail); another student's order reads as not found. */
    async detail(caller: StudentAccess, id: number): Promise<OrderDetail> {
      const { student, row } = await ownOrder(caller, id);
      const lines = await repo.lines([id]);
      const [charge] = await repo.charges([id]);
      const fresh = await freshener(
        caller,
        student.graduationId,
        lines.map((l) => l.line as CartItem),
      );
      return toDetail(row, lines, charge, fresh);
    },

    /**
     * POST /empacotar (spec A §5, §7): the order's bought photos as a zip, or null (204) when it holds none;
     * refused unless paid or free, and only the student's own order.
     */
    async pack(caller: StudentAccess, id: number) {
      const { student, row } = await ownOrder(caller, id);
      if (!canDownloadOrder(toOrder(row)))
        throw new AppError('FORBIDDEN', orderApiMessages.downloadNotAllowed);
      const photos = await repo.downloadablePhotos([id], student.graduationId);
      if (photos.length === 0) return null;
      access.seeingOf(caller);
      return { ...(await ordersZip(originals, photos)), name: `pedido-${id}.zip` };
    },

    /** GET /minhas-fotos: every bought photo until the retention date (spec A §1), with that date. */
    async myPhotos(caller: StudentAccess): Promise<MyPhotosResponse> {
      const { student } = caller;
      const info = await repo.student(student.id);
      const retencao = mediaRetentionDate(info?.ceremonyDate ?? null);
      if (retencao !== null && today() > retencao) return { retencao, fotos: [] };
      const { sign } = access.seeingOf(caller);
      const photos = await bought(student.id, student.graduationId);
      return {
        retencao,
        fotos: photos.map((p) => ({
          id: p.photoId,
          evento: p.eventId,
          eventoNome: p.eventName,
          pedId: p.orderId,
          caminho: p.thumbKey ? sign(p.thumbKey) : '',
          nome: p.originalName,
        })),
      };
    },

    /** POST /minhas-fotos/zip: all of them in one zip; null (204) when there are none or the date passed. */
    async myPhotosZip(caller: StudentAccess) {
      const { student } = caller;
      const info = await repo.student(student.id);
      const retencao = mediaRetentionDate(info?.ceremonyDate ?? null);
      if (retencao !== null && today() > retencao) {
        throw new AppError('DEADLINE', orderApiMessages.retentionOver);
      }
      const photos = await bought(student.id, student.graduationId);
      if (photos.length === 0) return null;
      access.seeingOf(caller);
      return { ...(await ordersZip(originals, photos)), name: 'minhas-fotos.zip' };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
