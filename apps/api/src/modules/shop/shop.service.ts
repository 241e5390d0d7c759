import {
  authMessages,
  type CacheEntry,
  type CartItem,
  CartItemType,
  COMPLEMENTARY_TYPE_OPTIONS,
  type ComplementaryChoiceWire,
  type ComplementaryKind,
  type ComplementarySaveRequest,
  type CreditContext,
  cartItemToWire,
  complementaryWindowOpen,
  creditPoolFor,
  deadlineExpiredMessage,
  globalMessages,
  type IsoDate,
  lineMeasureKind,
  MeasureSlug,
  type MeasureWire,
  normaliseQuantity,
  type ProductWire,
  parseCart,
  shopApiMessages,
  todayInSaoPaulo,
  toReais,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AccessStudent, requirePermission, type StudentAccess } from '../../platform/access';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { PhotoAccessService } from '../photos';
import { uploadRecords } from '../uploads';
import { catalogueRepository, type MeasureRow, type ProductRow } from './catalogue.repository';
import { type ComplementaryKindRow, shopRepository } from './shop.repository';

/**
 * `access` is the photo-access rule (photos module, decision 97): a cart, a choice or a checkout that names a
 * photo passes it, and only the signer it hands out turns a saved photo into an address the browser loads.
 */
type Deps = { db: Db; uow: UnitOfWork; access: PhotoAccessService; today?: () => IsoDate };
type PhotoRef = { id: number; evento: number; caminho: string };
type Subject = AccessStudent;
type Signer = ((key: string) => string) | null;

const forbidden = () => new AppError('FORBIDDEN', authMessages.forbidden);
const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

/** The public, versioned address of a product's image; '' when it has none (spec B §3 product caminho). */
export function productImagePath(row: Pick<ProductRow, 'id' | 'imageKey' | 'updatedAt'>): string {
  return row.imageKey ? `/api/produtos/${row.id}/imagem/${row.updatedAt.getTime()}` : '';
}

/**
 * The measures a class is offered: its own rows win over the catalogue's of the same slug, and an inactive
 * own row hides the catalogue's (spec B §3 valores-fotos; docs/decisions/ 68).
 */
export function effectiveMeasures(rows: readonly MeasureRow[]): MeasureRow[] {
  const bySlug = new Map<string, MeasureRow>();
  for (const row of rows) {
    const earlier = bySlug.get(row.slug);
    if (!earlier || (earlier.graduationId === null && row.graduationId !== null)) bySlug.set(row.slug, row);
  }
  return rows.filter((r) => bySlug.get(r.slug) === r && r.active);
}

export const toProductWire = (row: ProductRow): ProductWire => ({
  id: row.id,
  nome: row.name,
  descricao: row.description,
  caminho: productImagePath(row),
  valor: toReais(row.priceCents),
  complementar: row.complementaryCount,
});

/** The student side of the shop (spec B §2.8–2.11, §4.1–4.2, §5.3, §7). */
export function shopService({ db, uow, access, today = () => todayInSaoPaulo(new Date()) }: Deps) {
  const repo = shopRepository(db);
  const catalogue = catalogueRepository(db);

  /**
   * The buyer of lines that name `photos`: with none, the cart permission is enough (products only); with
   * any, the photo-access rule must let them order photos, or its refusal (spec A §5 text) is the answer.
   * The route loaded the caller with the photo-access loader (`photoLoader`).
   */
  function buyerOf(caller: StudentAccess, photos: readonly unknown[]) {
    if (photos.length > 0) return access.orderingOf(caller);
    requirePermission(caller, 'cart');
    return { ...caller, sign: null as Signer };
  }

  /**
   * The signer for showing saved photos back to the student (a cart, the choices): null when the
   * photo-access rule no longer lets them see photos, so they get no address to load (decision 97).
   */
  function signerFor(caller: StudentAccess, photos: readonly unknown[]): Signer {
    if (photos.length === 0) return null;
    return access.viewerOf(caller).sign;
  }

  const windowOpen = (s: Subject) =>
    complementaryWindowOpen({ enabled: s.complementaryEnabled, deadline: s.complementaryDeadline }, today());
  const requireWindow = (s: Subject) => {
    if (!windowOpen(s)) throw new AppError('DEADLINE', deadlineExpiredMessage(s.complementaryDeadline));
  };

  /** Every album photo named by `refs` must be ready in that event of the student's class. */
  async function checkPhotos(s: Subject, refs: readonly { id: number; evento: number }[]) {
    const ids = [...new Set(refs.map((r) => r.id))];
    const found = new Map((await repo.photosOfGraduation(s.graduationId, ids)).map((p) => [p.id, p]));
    for (const ref of refs) if (found.get(ref.id)?.eventId !== ref.evento) throw notFound();
    return found;
  }

  /**
   * The album's thumbnails behind saved photos, signed afresh: the addresses a cart or a choice kept expire
   * (decision 69), the photo ids they carry do not. A photo gone from the album keeps what it had; without a
   * signer (the photo-access rule refused) no photo keeps an address.
   */
  async function freshPaths(s: Subject, sign: Signer, refs: readonly { id: number }[]) {
    const ids = [...new Set(refs.map((r) => r.id))];
    const rows = sign ? await repo.photosOfGraduation(s.graduationId, ids) : [];
    const keys = new Map(rows.flatMap((p) => (p.thumbKey ? [[p.id, p.thumbKey] as const] : [])));
    return <T extends { id: number; caminho: string }>(ref: T): T => {
      if (!sign) return { ...ref, caminho: '' };
      const key = keys.get(ref.id);
      return key ? { ...ref, caminho: sign(key) } : ref;
    };
  }

  /** The photos a cart names: its photo lines and every complementary photo. */
  const photoRefsOf = (items: readonly CartItem[]): PhotoRef[] =>
    items.flatMap((i) => [
      ...(i.evento === null ? [] : [{ id: i.id, evento: i.evento, caminho: i.caminho }]),
      ...i.detalhes.complementares,
    ]);

  /** A cart's photo lines and complementary photos with fresh thumbnail addresses; products untouched. */
  async function withFreshPaths(s: Subject, sign: Signer, items: readonly CartItem[]): Promise<CartItem[]> {
    const fresh = await freshPaths(s, sign, photoRefsOf(items));
    return items.map((i) => ({
      ...(i.tipo === CartItemType.product ? i : fresh(i)),
      detalhes: { ...i.detalhes, complementares: i.detalhes.complementares.map(fresh) },
    }));
  }

  /**
   * A cart as the student may keep it: every photo and product theirs to buy, prices and credit flags from
   * the catalogue and the album, never from the client (spec B §4.2; the order is priced again at checkout).
   */
  async function repriced(s: Subject, items: readonly CartItem[]): Promise<CartItem[]> {
    const album = await checkPhotos(s, photoRefsOf(items));
    const measures = new Map(
      effectiveMeasures(await catalogue.measures(s.graduationId)).map((m) => [m.slug, m]),
    );
    const products = new Map((await catalogue.products(s.graduationId, true)).map((p) => [p.id, p]));
    return items.map((item) => {
      if (item.tipo === CartItemType.product) {
        const product = products.get(item.id);
        if (!product) throw notFound();
        const valor = product.priceCents;
        // A dispensed product keeps 0 (spec B §4.2); otherwise the product's own count.
        const complementar = Math.min(item.complementar, product.complementaryCount);
        const complementares = item.detalhes.complementares.slice(0, product.complementaryCount);
        return {
          ...item,
          nome: product.name,
          descricao: product.description,
          caminho: productImagePath(product),
          valor,
          complementar,
          detalhes: { ...item.detalhes, valor, nome: product.name, complementares },
        };
      }
      const measure = measures.get(item.slug);
      if (!measure) throw new AppError('INVALID', shopApiMessages.measureUnavailable);
      if (measure.slug === MeasureSlug.complementary) requireWindow(s);
      const valor = measure.priceCents;
      // The kind is the producer's (decision 116): whatever the client kept, delivery and credits follow it.
      const { tipoMedida: _, ...rest } = item;
      const kind = item.tipo === CartItemType.photo ? { tipoMedida: measure.kind } : {};
      return {
        ...rest,
        ...kind,
        // A digital-only size is one file whatever the client asked (spec B §4.1 item 3).
        qt: normaliseQuantity({ ...rest, ...kind }, item.qt),
        valor,
        ignorarCreditos: album.get(item.id)?.ignoreCredits ?? false,
        detalhes: { ...item.detalhes, valor },
      };
    });
  }

  const toChoiceWire = (row: Awaited<ReturnType<typeof repo.choices>>[number]): ComplementaryChoiceWire => ({
    tipo: row.kind,
    content: row.content as ComplementaryChoiceWire['content'],
    relativo: row.relative === '' ? null : row.relative,
  });

  return {
    /**
     * The loader a route declares (`app.student(need, service.photoLoader)`) when its call may name photos:
     * the photo-access subject, the acting student with their contracts, in one statement.
     */
    photoLoader: access.load,

    /** GET /perfil/valores-fotos: the class's measures with the student's credits for each (spec B §5.3). */
    async measures({ student, can }: StudentAccess): Promise<MeasureWire[]> {
      const ctx: CreditContext = {
        digital: student.digitalCredits,
        printed: student.printedCredits,
        downImpressas: student.downloadPrinted ? 1 : 0,
        // A guest, and a restricted student (PIX only, decision 14), receive no credits.
        guest: !can.credits,
        ignoreCredits: student.ignoreCredits,
      };
      const open = windowOpen(student);
      return effectiveMeasures(await catalogue.measures(student.graduationId))
        .filter((m) => m.slug !== MeasureSlug.complementary || open)
        .map((m) => ({
          slug: m.slug,
          nome: m.name,
          valor: toReais(m.priceCents),
          descricao: m.description,
          complementar: m.complementaryCount,
          complementares: m.complementaryTypes.flatMap((k) => {
            const option = COMPLEMENTARY_TYPE_OPTIONS[k as ComplementaryKind];
            return option ? [option] : [];
          }),
          creditos: creditPoolFor(lineMeasureKind({ slug: m.slug, tipoMedida: m.kind }), ctx),
          tipoMedida: m.kind,
        }));
    },

    /** GET /produtos/listar: the active products of the catalogue and of the student's class. */
    async products({ student }: StudentAccess): Promise<ProductWire[]> {
      return (await catalogue.products(student.graduationId, true)).map(toProductWire);
    },

    /** GET /complementar: the student's complementary choices (spec B §7). */
    async choices(caller: StudentAccess): Promise<ComplementaryChoiceWire[]> {
      const { student } = caller;
      const choices = (await repo.choices(student.id))
        .filter((c) => (c.content as unknown[]).length > 0)
        .map(toChoiceWire);
      const refs = choices.flatMap((c) =>
        c.content.flatMap((p) => (p.id === undefined ? [] : [{ id: p.id }])),
      );
      const fresh = await freshPaths(student, signerFor(caller, refs), refs);
      return choices.map((c) => ({
        ...c,
        content: c.content.map((p) => (p.id === undefined ? p : fresh({ ...p, id: p.id }))),
      }));
    },

    /** POST /complementar: saves (or, with no photo, clears) the choice of a type (spec B §4.1 items 5–7). */
    async saveChoice(
      caller: StudentAccess,
      body: ComplementarySaveRequest,
    ): Promise<ComplementaryChoiceWire> {
      const { student, actor } = buyerOf(caller, body.content);
      requireWindow(student);
      const product = body.tipo === 'produto';
      const relative = product ? (body.relativo ?? '') : '';
      if (product && relative === '') throw new AppError('INVALID', shopApiMessages.productLineMissing);
      // A frame or an invitation takes one photo (spec B §3 photo types: 'Foto INDIVIDUAL').
      if (!product && body.content.length > 1) throw new AppError('LIMIT', shopApiMessages.onePhotoPerType);
      await checkPhotos(student, body.content);
      const content = body.content.map(({ caminho, nome, id, evento }) => ({
        caminho,
        id,
        evento,
        ...(nome === undefined ? {} : { nome }),
      }));
      const row = await uow.run(
        actor,
        (tx) =>
          shopRepository(tx).saveChoice(student.id, body.tipo as ComplementaryKindRow, relative, content),
        { detail: { tipo: body.tipo, relativo: relative, fotos: content.map((c) => c.id) } },
      );
      return toChoiceWire(row);
    },

    /** POST /complementar/tipo: a complementary upload is for the frame or the invitation (spec A §7). */
    async setUploadKind({ student, actor }: StudentAccess, uploadId: string, kind: 'quadro' | 'convite') {
      if (!student.complementaryEnabled) throw forbidden();
      requireWindow(student);
      // The uploads module owns the row (decision 131); the write keeps this unit of work and its audit.
      const row = await uow.run(
        actor,
        (tx) => uploadRecords(tx).setComplementaryKind(student.id, uploadId, kind),
        {
          detail: { upload: uploadId, tipo: kind },
        },
      );
      if (!row) throw notFound();
      return { message: shopApiMessages.uploadKindSaved };
    },

    /**
     * The cart repriced from the catalogue and the album for the buyer (the cart permission, and the
     * photo-access rule when it names photos): what an order is placed from (decision 79), never the client's
     * prices.
     */
    async pricedCart(caller: StudentAccess, items: readonly CartItem[]) {
      const { student, can } = buyerOf(caller, photoRefsOf(items));
      return { student, can, items: await repriced(student, items) };
    },

    /** GET /cache/{type}: the saved open cart, as a list whose first item is used (spec B §7). */
    async cache(caller: StudentAccess, type: 'cart'): Promise<CacheEntry[]> {
      const { student } = caller;
      const row = await repo.cache(student.id, type);
      if (!row) return [];
      // Saved in centavos after the checks; read back through the same gate in case the rules moved.
      const items = parseCart((row.content as CartItem[]).map(cartItemToWire));
      if (!items) return [];
      const sign = signerFor(caller, photoRefsOf(items));
      return [{ tipo: type, content: (await withFreshPaths(student, sign, items)).map(cartItemToWire) }];
    },

    /** POST /cache: saves the open cart, repriced, and answers what was kept. */
    async saveCache(
      caller: StudentAccess,
      entry: { tipo: 'cart'; content: readonly CartItem[] },
    ): Promise<CacheEntry> {
      const { student, sign, actor } = buyerOf(caller, photoRefsOf(entry.content));
      const items = await withFreshPaths(student, sign, await repriced(student, entry.content));
      await uow.run(actor, (tx) => shopRepository(tx).saveCache(student.id, entry.tipo, items), {
        detail: { linhas: items.length },
      });
      return { tipo: entry.tipo, content: items.map(cartItemToWire) };
    },

    /** DELETE /cache/{type}. */
    async deleteCache({ student, actor }: StudentAccess, type: 'cart') {
      await uow.run(actor, (tx) => shopRepository(tx).deleteCache(student.id, type));
      return { message: shopApiMessages.cacheDeleted };
    },
  };
}

export type ShopService = ReturnType<typeof shopService>;
