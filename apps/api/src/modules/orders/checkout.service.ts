import { createHash } from 'node:crypto';
import {
  authMessages,
  buildNewParcel,
  type CartItem,
  CartItemType,
  type Cents,
  cartItemFromWire,
  type DeliveryOption,
  deliveryOffers,
  type FillOrderRequest,
  type FillOrderResponse,
  type FreightAnswer,
  financeMessages,
  freightPackageSize,
  fullyDiscountedStamps,
  globalMessages,
  type IsoDate,
  isPortoAlegre,
  isShopPaymentMethodOffered,
  orderApiMessages,
  orderNet,
  type ParcelWire,
  PaymentMethod,
  parcelToWire,
  placeOrder,
  toCents,
  todayInSaoPaulo,
  toReais,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { StudentAccess } from '../../platform/access';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { orderCharges, type PaymentSettingsStore, toParcel } from '../finance';
import { assertAddressReviewed } from '../profile';
import type { SettingsService } from '../settings';
import { clearSavedCart, type ShopService } from '../shop';
import { studentRecords } from '../students';
import { type FreightPricing, orderSettings, sedexPriceFor } from './freight';
import { toDetail, toOrder } from './order-view';
import { orderMails } from './orders.mails';
import { type NewOrderLine, ordersRepository } from './orders.repository';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  mail: Mailer;
  shop: ShopService;
  /** The producer's settings (the finance e-mail of an order's notice), built once by the composition root. */
  settings: SettingsService;
  freight: FreightPricing;
  paymentSettings: PaymentSettingsStore;
  publicUrl: string;
  /** Refreshes a stored line's thumbnail address (the album's signed addresses expire). */
  freshLine: (
    caller: StudentAccess,
    studentGraduation: number,
    lines: readonly CartItem[],
  ) => Promise<(i: CartItem) => CartItem>;
  today?: () => IsoDate;
  /** How long a second submit of the same cart answers the order the first one placed (decision 79). */
  replayWindowMs?: number;
  sedexTimeoutMs?: number;
};

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);
const REPLAY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The cart's fingerprint: what is bought, in what quantity, with which complementary photos, and the
 * delivery chosen. Two submits of one cart have the same one, whatever ids the client generated.
 */
export function cartFingerprint(items: readonly CartItem[], deliverySlug: string | null): string {
  const lines = items.map((i) => [
    i.tipo,
    i.slug,
    i.id,
    i.evento,
    i.qt,
    i.complementar,
    i.detalhes.complementares.map((c) => [c.id, c.evento]),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([lines, deliverySlug]))
    .digest('base64url');
}

/** Delivery, finalise and payment of a shop order (spec B §2.9–2.10, §4.2–4.4; spec A §4, §7). */
export function checkoutService(deps: Deps) {
  const { db, uow, mail, shop, freight } = deps;
  const today = deps.today ?? (() => todayInSaoPaulo(new Date()));
  const repo = ordersRepository(db);
  const fallback = orderSettings(db);
  const mails = orderMails(deps.publicUrl);

  /**
   * The buyer (the route declared the cart permission: no guest, no restricted student, no bare admin) and
   * their delivery details.
   */
  async function buyer(caller: StudentAccess) {
    const info = await repo.student(caller.student.id);
    if (!info) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
    return { ...caller, info };
  }

  const sedexPrice = (cep: string, units: number) =>
    sedexPriceFor(freight, () => fallback.sedexFallback(), { cep, units }, deps.sedexTimeoutMs);

  /**
   * The delivery the server charges for the option the client named (spec B §3, §4.3): pick-up free,
   * motoboy 50 only in Porto Alegre, Sedex quoted for the student's own CEP. Null when the cart ships
   * nothing or the option is not offered for it (placing then asks for a delivery).
   */
  async function serverDelivery(
    items: readonly CartItem[],
    named: { id?: number; slug?: string } | undefined,
    address: { cep: string | null; city: string | null; uf: string | null },
  ): Promise<DeliveryOption | null> {
    if (!named) return null;
    const addr = { cidade: address.city, uf: address.uf };
    const base = deliveryOffers({ items, address: addr, sedexPrice: 0 });
    const wanted = base.find((o) => o.slug === named.slug || o.id === named.id);
    if (!wanted) {
      if ((named.slug === 'motoboy' || named.id === 1) && !isPortoAlegre(addr)) {
        throw new AppError('INVALID', orderApiMessages.motoboyOnlyPortoAlegre);
      }
      return null;
    }
    const { calculating: _, ...option } = wanted;
    if (option.slug !== 'sedex') return option;
    const cep = (address.cep ?? '').replace(/\D/g, '');
    if (cep.length !== 8) throw new AppError('INVALID', orderApiMessages.addressNeeded);
    const price = await sedexPrice(cep, freightPackageSize(items));
    if (!price) throw new AppError('INVALID', orderApiMessages.freightUnavailable);
    return { ...option, valor: price.valor };
  }

  function orderLines(items: readonly CartItem[]): NewOrderLine[] {
    return items.map((item, position) => ({
      position,
      kind: item.tipo,
      slug: item.slug,
      photoId: item.tipo === CartItemType.product ? null : item.id,
      eventId: item.evento,
      productId: item.tipo === CartItemType.product ? item.id : null,
      quantity: item.qt,
      unitCents: item.valor,
      line: item,
    }));
  }

  async function answer(caller: StudentAccess, orderId: number, studentId: number, graduationId: number) {
    const row = await repo.placedOfStudent(orderId, studentId);
    if (!row) throw notFound();
    const lines = await repo.lines([orderId]);
    const [charge] = await repo.charges([orderId]);
    const fresh = await deps.freshLine(
      caller,
      graduationId,
      lines.map((l) => l.line as CartItem),
    );
    return toDetail(row, lines, charge, fresh);
  }

  return {
    /**
     * POST /perfil/frete (spec B §7): the Sedex price for a CEP and package size, in the spec's answer
     * shape ('45,90'); the producer's fallback when the provider takes over 5 seconds.
     */
    async freight(caller: StudentAccess, body: { cep: string; tamanho: number }): Promise<FreightAnswer> {
      await buyer(caller);
      const price = await sedexPrice(body.cep, body.tamanho);
      if (!price) return { error: orderApiMessages.freightUnavailable };
      const Valor = toReais(price.valor).toFixed(2).replace('.', ',');
      return [{ Valor, ...(price.prazo === null ? {} : { PrazoEntrega: price.prazo }) }];
    },

    /** GET /perfil/frete/padrao: the fallback price the cart shows after 5 seconds (spec B §4.3). */
    async freightFallback(caller: StudentAccess): Promise<{ valor: number }> {
      await buyer(caller);
      return { valor: toReais(await fallback.sedexFallback()) };
    },

    /** GET /pedidos/novo (spec A §7): reserves an order id for the checkout about to be filled. */
    async reserve(caller: StudentAccess): Promise<{ pedId: number }> {
      const { student, actor } = await buyer(caller);
      const pedId = await uow.run(actor, (tx) =>
        ordersRepository(tx).reserve(student.id, student.graduationId),
      );
      return { pedId };
    },

    /**
     * POST /pedidos/preencher (spec A §7, spec B §4.2): the order placed from the cart as the server prices
     * it, in one transaction with its lines: the credits it uses taken once (conditional update), a free
     * order stamped (spec A §4), the saved cart cleared and the confirmation e-mail queued. A second submit
     * of the same cart, or of the same reserved id, answers the order already placed.
     */
    async fill(caller: StudentAccess, body: FillOrderRequest): Promise<FillOrderResponse> {
      const { actor } = caller;
      const { student, can, items } = await shop.pricedCart(caller, body.order.cart.map(cartItemFromWire));
      const info = await repo.student(student.id);
      if (!info) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      const delivery = await serverDelivery(items, body.order.checkout.frete[0], info);
      if (delivery?.modalidade === 'entrega') assertAddressReviewed(info.addressReviewedAt);
      const hash = cartFingerprint(items, delivery?.slug ?? null);
      const clientNet: Cents = toCents(body.order.checkout.liquido);
      const pedId = body.pedido.pedId;
      const day = today();

      const placed = await uow.run(
        actor,
        async (tx) => {
          const r = ordersRepository(tx);
          const credits = await r.lockCredits(student.id);
          if (!credits) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
          if (pedId !== undefined) {
            const reserved = await r.reservedOfStudent(pedId, student.id);
            if (!reserved) throw notFound();
            if (reserved.placedOn) return pedId;
          } else {
            const since = new Date(Date.now() - (deps.replayWindowMs ?? REPLAY_WINDOW_MS));
            const earlier = await r.samePlacedCart(student.id, hash, since);
            if (earlier !== null) return earlier;
          }
          const result = placeOrder(
            items,
            { delivery },
            {
              digital: credits.digital,
              printed: credits.printed,
              downImpressas: student.downloadPrinted ? 1 : 0,
              guest: !can.credits,
              ignoreCredits: student.ignoreCredits,
            },
          );
          if (!result.ok) throw new AppError('INVALID', result.error);
          // The client's totals are never used; a different net means the student saw another price.
          if (clientNet !== result.checkout.liquido) {
            throw new AppError('INVALID', orderApiMessages.priceChanged, 409);
          }
          const { digital, printed } = result.creditsUsed;
          // The same conditional UPDATE, through the students module that owns the row (decision 131).
          if (!(await studentRecords(tx).takeCredits(student.id, digital, printed))) {
            throw new AppError('INVALID', orderApiMessages.creditsChanged, 409);
          }
          const f = result.fields;
          const stamps = fullyDiscountedStamps(f, day);
          const values: Partial<typeof orders.$inferInsert> = {
            placedOn: day,
            placedAt: new Date(),
            shippingCents: f.pedFrete,
            deliveryMode: f.pedModalidadeFrete,
            deliverySlug: result.deliverySlug,
            quantity: f.pedQuantidade,
            printedUnits: f.pedImpressa,
            digitalOnly: f.pedSoDigital === 1,
            discountCents: f.pedDesconto,
            totalCents: f.pedTotal,
            digitalCreditsUsed: digital,
            printedCreditsUsed: printed,
            checkout: result.checkout,
            cartHash: hash,
            ...(stamps && {
              paidOn: stamps.pedFinanceiro ?? null,
              paymentMethod: stamps.pedPagamento ?? null,
              document: stamps.pedDoc ?? null,
              paidBy: stamps.pedAdmFinanceiro ?? null,
              processingOn: stamps.pedProcessamento ?? null,
              processingBy: stamps.pedProcessamento ? (stamps.pedAdmin ?? null) : null,
              readyOn: stamps.pedOk ?? null,
              readyBy: stamps.pedOk ? (stamps.pedAdmin ?? null) : null,
              deliveredOn: stamps.pedEntregue ?? null,
              deliveredBy: stamps.pedAdmEntrega ?? null,
            }),
          };
          let id: number;
          if (pedId !== undefined) {
            const filled = await r.placeReserved(pedId, student.id, values);
            if (filled === null) return pedId;
            id = filled;
          } else {
            id = await r.insertPlaced({
              studentId: student.id,
              graduationId: student.graduationId,
              ...values,
            } as typeof orders.$inferInsert);
          }
          await r.insertLines(id, orderLines(items));
          await clearSavedCart(tx, student.id);
          const row = await r.placedOfStudent(id, student.id);
          await mail.send(
            mails.placed(
              info,
              toOrder(row!),
              items.map((i) => ({ nome: i.nome, qt: i.qt })),
            ),
            tx,
          );
          return id;
        },
        { detail: { pedido: pedId ?? null, linhas: items.length } },
      );
      const detail = await answer(caller, placed, student.id, student.graduationId);
      return { ...detail, pedId: placed, message: financeMessages.orderPlaced };
    },

    /** POST /notificar/pedido/{orderId} (spec A §7): tells the producer's finance mailbox of the order. */
    async notify(caller: StudentAccess, orderId: number): Promise<{ message: string }> {
      const { student, info, actor } = await buyer(caller);
      const row = await repo.placedOfStudent(orderId, student.id);
      if (!row) throw notFound();
      const { financeEmail } = await deps.settings.current();
      // Without a finance mailbox configured there is no one to tell; the order is on the board anyway.
      if (financeEmail) {
        await uow.run(actor, (tx) =>
          mail.send(
            mails.producerNotice(financeEmail, `${info.firstName} ${info.surname}`, toOrder(row)),
            tx,
          ),
        );
      }
      return { message: orderApiMessages.notified };
    },

    /**
     * POST /pedidos/{id}/parcela (spec B §2.10): the E-commerce parcel that charges the order's net with the
     * chosen method, on the student's contract. An order has one open charge (decision 101): the same method
     * answers the same unpaid parcel, another method turns that parcel to the new form, and calls at the
     * same moment wait on the order's row lock, so none adds a second. The card is then paid through
     * POST /pagamentos/linkCheckout with its parcid.
     */
    async parcel(caller: StudentAccess, orderId: number, method: number): Promise<ParcelWire> {
      const { student, can, info, actor } = await buyer(caller);
      const row = await repo.placedOfStudent(orderId, student.id);
      if (!row) throw notFound();
      const order = toOrder(row);
      if (order.pedFinanceiro) throw new AppError('FOUND', orderApiMessages.orderAlreadyPaid, 409);
      const net = orderNet(order);
      if (net === 0) throw new AppError('INVALID', orderApiMessages.orderNotPayable);
      if (!isShopPaymentMethodOffered(method, net))
        throw new AppError('INVALID', orderApiMessages.methodNotOffered);
      const allowed =
        method === PaymentMethod.pix
          ? can.payByPix
          : method === PaymentMethod.cartao
            ? can.payByCard
            : method === PaymentMethod.boleto
              ? can.payByBoleto
              : false;
      if (!allowed) throw new AppError('INVALID', orderApiMessages.methodNotOffered);
      assertAddressReviewed(info.addressReviewedAt);
      const contractId = await repo.contractOf(student.id);
      if (contractId === null) throw new AppError('NOT_FOUND', orderApiMessages.noContract);
      const settings = await deps.paymentSettings.get();
      const day = today();
      const id = await uow.run(
        actor,
        async (tx) => {
          const r = ordersRepository(tx);
          const locked = await r.lockPlacedOfStudent(orderId, student.id);
          if (!locked) throw notFound();
          // Paid while this call waited for the lock (a notification, the producer).
          if (locked.paidOn) throw new AppError('FOUND', orderApiMessages.orderAlreadyPaid, 409);
          const open = (await r.charges([orderId])).filter((c) => !c.paidOn);
          const same = open.find((c) => c.method === method);
          if (same) return same.id;
          const fields = {
            ...buildNewParcel(
              { method, type: 'E-commerce', amount: net },
              { contractId, today: day, settings, orderId },
            ),
            instalments: 1,
          };
          const charges = orderCharges(tx);
          // Re-choosing the form reuses the open parcel: the student never holds two charges of one order.
          const current = open[0];
          if (current && (await charges.recharge(current.id, fields))) return current.id;
          return charges.insert(fields);
        },
        { detail: { pedido: orderId, forma: method } },
      );
      const created = await orderCharges(db).ofStudent(id, student.id);
      return parcelToWire(toParcel({ ...created!, createdAt: created!.createdAt.toISOString() }));
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
