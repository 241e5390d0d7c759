import { type CartItem, kindGivesFile, lineMeasureKind, MEASURE_KINDS } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contracts,
  events,
  graduations,
  orderLines,
  orders,
  parcels,
  photos,
  students,
} from '../../db/schema/index';
import type { ChargeRow } from './order-view';

/** Unplaced reservations (GET /pedidos/novo) kept per student, the newest one included. */
export const KEPT_RESERVATIONS = 5;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** The columns an order's wire form is made of (toOrder): the list reads only these. */
export const ORDER_WIRE_COLUMNS = [
  'id',
  'placedOn',
  'shippingCents',
  'deliveryMode',
  'quantity',
  'printedUnits',
  'digitalOnly',
  'discountCents',
  'totalCents',
  'paidOn',
  'paymentMethod',
  'processingOn',
  'readyOn',
  'deliveredOn',
  'trackingCode',
  'document',
  'paidBy',
  'readyBy',
  'processingBy',
  'deliveredBy',
] as const satisfies readonly (keyof OrderRow)[];
export type OrderWireRow = Pick<OrderRow, (typeof ORDER_WIRE_COLUMNS)[number]>;
/** A row of the order list's JSON (listOfStudent): the wire columns, a photo sent as a file, the charge. */
export type OrderListRow = OrderWireRow & { digital: boolean; charge: ChargeRow | null };

/** The stamp columns of each stage the producer sets (spec A §4). */
export const STAGE_COLUMNS = {
  financeiro: { on: 'paidOn', by: 'paidBy', user: 'paidByUser' },
  processamento: { on: 'processingOn', by: 'processingBy', user: 'processingByUser' },
  ok: { on: 'readyOn', by: 'readyBy', user: 'readyByUser' },
  entregue: { on: 'deliveredOn', by: 'deliveredBy', user: 'deliveredByUser' },
} as const;
export type AdvanceableStage = keyof typeof STAGE_COLUMNS;

/** Measure kinds whose photos the student receives as files: the zip and Minhas fotos (decisions 78, 116). */
export const FILE_KINDS = MEASURE_KINDS.filter(kindGivesFile);

/** Orders, their lines and what the downloads and the producer's board read (decision 79). */
export function ordersRepository(db: Db) {
  /**
   * GET /pedidos/consultar's statement, built on first use (listOfStudent): one row holding the orders as
   * JSON text (`rows`, keys as OrderListRow names them) and its md5 (`digest`), so a list that did not change
   * is recognised without reading a row (decision 86).
   */
  const prepareList = () => {
    const own = db
      .select({
        // Each column named as the row's key: the JSON below is read back as OrderListRow.
        ...(Object.fromEntries(ORDER_WIRE_COLUMNS.map((k) => [k, sql`${orders[k]}`.as(k)])) as {
          [K in (typeof ORDER_WIRE_COLUMNS)[number]]: SQL.Aliased<OrderRow[K]>;
        }),
        // Written out qualified: drizzle names a selected column without its table, which inside these
        // subqueries would read the inner table's own id.
        digital: sql<boolean>`exists (select 1 from order_lines l where l.order_id = "orders"."id"
        and l.photo_id is not null and l.measure_kind in (${sql.join(
          FILE_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )}))`.as('digital'),
        charge: sql<ChargeRow | null>`(select json_build_object('id', p.id, 'orderId', p.order_id,
          'method', p.method, 'transaction', p.transaction, 'paidOn', p.paid_on)
        from parcels p where p.order_id = "orders"."id" and p.kind = 'E-commerce' and p.visible
          and p.cancelled_at is null
        order by p.id desc limit 1)`.as('charge'),
      })
      .from(orders)
      .where(and(eq(orders.studentId, sql.placeholder('studentId')), isNotNull(orders.placedOn)))
      .orderBy(desc(orders.id))
      .limit(500)
      .as('o');
    const list = db
      .select({ rows: sql<string>`coalesce(json_agg("o" order by "o"."id" desc), '[]')::text`.as('rows') })
      .from(own)
      .as('list');
    return (
      db
        .select({ digest: sql<string>`md5("list"."rows")`, rows: sql<string>`"list"."rows"` })
        .from(list)
        // Prepared once: building this select with drizzle cost more CPU than PostgreSQL answering it.
        .prepare('orders_of_student')
    );
  };
  let listStatement: ReturnType<typeof prepareList> | undefined;
  return {
    /** The student's address, contact and class, as checkout and the e-mails need them. */
    async student(studentId: number) {
      const [row] = await db
        .select({
          id: students.id,
          graduationId: students.graduationId,
          firstName: students.firstName,
          surname: students.surname,
          email: students.email,
          cep: students.cep,
          street: students.street,
          number: students.number,
          complement: students.complement,
          district: students.district,
          city: students.city,
          uf: students.uf,
          addressReviewedAt: students.addressReviewedAt,
          graduationName: graduations.name,
          ceremonyDate: graduations.ceremonyDate,
        })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.id, studentId));
      return row;
    },

    /**
     * The student's credits, the row locked until the transaction ends: two checkouts of one student run
     * one after the other from here (PostgreSQL; PGlite runs one transaction at a time anyway).
     */
    async lockCredits(studentId: number) {
      const [row] = await db
        .select({ digital: students.digitalCredits, printed: students.printedCredits })
        .from(students)
        .where(eq(students.id, studentId))
        .for('update');
      return row;
    },

    /** GET /pedidos/novo: a reserved order, not yet placed. */
    async reserve(studentId: number, graduationId: number): Promise<number> {
      // A checkout opened and left keeps its reserved row; only the newest few of a student stay (two tabs
      // checking out at once keep theirs), so reloads of /cartpay never pile rows up.
      await db
        .delete(orders)
        .where(
          and(
            eq(orders.studentId, studentId),
            isNull(orders.placedOn),
            sql`${orders.id} not in (select id from orders where student_id = ${studentId} and placed_on is null order by id desc limit ${KEPT_RESERVATIONS - 1})`,
          ),
        );
      const [row] = await db.insert(orders).values({ studentId, graduationId }).returning({ id: orders.id });
      return row!.id;
    },

    /** The student's order placed from the same cart since `since`: a second submit answers it again. */
    async samePlacedCart(studentId: number, cartHash: string, since: Date) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.studentId, studentId),
            eq(orders.cartHash, cartHash),
            isNotNull(orders.placedOn),
            gte(orders.placedAt, since),
          ),
        )
        .orderBy(desc(orders.id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Places the reserved order `id` of the student, once: the conditional update finds it only while it is
     * still a draft. Null when it was placed already (or is not theirs).
     */
    async placeReserved(id: number, studentId: number, values: Partial<typeof orders.$inferInsert>) {
      const [row] = await db
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.studentId, studentId), isNull(orders.placedOn)))
        .returning({ id: orders.id });
      return row?.id ?? null;
    },

    async insertPlaced(values: typeof orders.$inferInsert): Promise<number> {
      const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
      return row!.id;
    },

    async insertLines(orderId: number, lines: readonly NewOrderLine[]) {
      if (lines.length === 0) return;
      // Each photo line keeps the kind the server stamped from the catalogue (decision 116).
      await db.insert(orderLines).values(
        lines.map((l) => ({
          ...l,
          measureKind: l.measureKind ?? lineMeasureKind(l.line as CartItem),
          orderId,
        })),
      );
    },

    /** An order of the student; undefined for anyone else's, and for a reservation never placed. */
    async placedOfStudent(id: number, studentId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.studentId, studentId), isNotNull(orders.placedOn)));
      return row;
    },

    /**
     * A placed order of the student, its row locked until the transaction ends: the calls that charge
     * it wait for one another, so an order gets one open parcel however many arrive at once (decision 101).
     */
    async lockPlacedOfStudent(id: number, studentId: number) {
      const [row] = await db
        .select({ id: orders.id, paidOn: orders.paidOn })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.studentId, studentId), isNotNull(orders.placedOn)))
        .for('update');
      return row;
    },

    /** An order's paid state, its row locked: a payment applied to it is decided against what is committed. */
    async lockForPayment(id: number) {
      const [row] = await db
        .select({ id: orders.id, paidOn: orders.paidOn })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row;
    },

    async reservedOfStudent(id: number, studentId: number) {
      const [row] = await db
        .select({ id: orders.id, placedOn: orders.placedOn })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.studentId, studentId)));
      return row;
    },

    /** The student's placed orders, newest first (spec A §2 order list). */
    placedOfStudentList(studentId: number) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.studentId, studentId), isNotNull(orders.placedOn)))
        .orderBy(desc(orders.id))
        .limit(500);
    },

    async order(id: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isNotNull(orders.placedOn)));
      return row;
    },

    lines(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([] as OrderLineRow[]);
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    },

    /** The newest visible E-commerce parcels of these orders (spec A §2 boleto and card links). */
    charges(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: parcels.id,
          orderId: parcels.orderId,
          method: parcels.method,
          transaction: parcels.transaction,
          paidOn: parcels.paidOn,
          contractId: parcels.contractId,
        })
        .from(parcels)
        .where(
          and(
            inArray(parcels.orderId, [...orderIds]),
            eq(parcels.kind, 'E-commerce'),
            eq(parcels.visible, true),
            isNull(parcels.cancelledAt),
          ),
        )
        .orderBy(desc(parcels.id));
    },

    /** The student's newest contract: an order's parcel is recorded on it (spec B §2.10). */
    async contractOf(studentId: number) {
      const [row] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.studentId, studentId))
        .orderBy(desc(contracts.id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Marks an order paid, once (conditional on pedFinanceiro being empty): true when this call paid it.
     * Called in the transaction that pays its parcel, so the parcel and the order commit together.
     */
    async markPaid(
      id: number,
      values: { paidOn: string; method: number; document: string | null; by: string; user: number | null },
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({
          paidOn: values.paidOn,
          paymentMethod: values.method,
          document: values.document,
          paidBy: values.by,
          paidByUser: values.user,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, id), isNull(orders.paidOn), isNotNull(orders.placedOn)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /**
     * Takes the payment stamps off an order whose parcel's 'baixa' is undone (decision 94), only while the
     * producer has not started on it.
     */
    async unmarkPaid(id: number): Promise<'undone' | 'in-production' | 'unpaid'> {
      const rows = await db
        .update(orders)
        .set({
          paidOn: null,
          paymentMethod: null,
          document: null,
          paidBy: null,
          paidByUser: null,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, id), isNotNull(orders.paidOn), isNull(orders.processingOn)))
        .returning({ id: orders.id });
      if (rows.length === 1) return 'undone';
      const [order] = await db
        .select({ processingOn: orders.processingOn })
        .from(orders)
        .where(eq(orders.id, id));
      return order?.processingOn ? 'in-production' : 'unpaid';
    },

    /**
     * Stamps one stage with a date and who set it, only while it is empty: two administrators pressing at
     * once stamp it once. True when this call stamped it.
     */
    async stamp(id: number, stage: AdvanceableStage, on: string, by: string, user: number | null) {
      const cols = STAGE_COLUMNS[stage];
      const rows = await db
        .update(orders)
        .set({ [cols.on]: on, [cols.by]: by, [cols.user]: user, updatedAt: new Date() })
        .where(and(eq(orders.id, id), isNull(orders[cols.on])))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    async setTracking(id: number, code: string | null) {
      const rows = await db
        .update(orders)
        .set({ trackingCode: code, updatedAt: new Date() })
        .where(and(eq(orders.id, id), isNotNull(orders.placedOn)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /**
     * The originals an order's digital lines name, ready in the order's class: what its zip holds, in the
     * order's line order, each photo once.
     */
    downloadablePhotos(orderIds: readonly number[], graduationId: number) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([photos.id], {
          photoId: photos.id,
          eventId: photos.eventId,
          eventName: events.name,
          orderId: orderLines.orderId,
          size: photos.size,
          originalName: photos.originalName,
          originalKey: sql<string>`${photos.originalKey}`,
          crc32: photos.crc32,
          thumbKey: photos.thumbKey,
        })
        .from(orderLines)
        .innerJoin(photos, eq(photos.id, orderLines.photoId))
        .innerJoin(events, eq(events.id, photos.eventId))
        .where(
          and(
            inArray(orderLines.orderId, [...orderIds]),
            inArray(orderLines.measureKind, [...FILE_KINDS]),
            eq(events.graduationId, graduationId),
            eq(photos.state, 'ready'),
            isNotNull(photos.originalKey),
          ),
        )
        .orderBy(photos.id, asc(orderLines.orderId));
    },

    async boardCard(id: number) {
      const [row] = await db
        .select({
          order: orders,
          studentName: sql<string>`${students.firstName} || ' ' || ${students.surname}`,
          studentEmail: students.email,
          graduationName: graduations.name,
          address: sql<
            string | null
          >`nullif(concat_ws(', ', ${students.street}, ${students.number}, ${students.complement}, ${students.district}, ${students.city} || '/' || ${students.uf}, ${students.cep}), '')`,
        })
        .from(orders)
        .innerJoin(students, eq(students.id, orders.studentId))
        .innerJoin(graduations, eq(graduations.id, orders.graduationId))
        .where(and(eq(orders.id, id), isNotNull(orders.placedOn)));
      return row;
    },

    async graduation(id: number) {
      const [row] = await db
        .select({ id: graduations.id, name: graduations.name })
        .from(graduations)
        .where(eq(graduations.id, id));
      return row;
    },

    /** Paid orders of a class not yet ready: what the producer still has to produce (picking list). */
    toProduce(graduationId: number) {
      return db
        .select({
          id: orders.id,
          studentName: sql<string>`${students.firstName} || ' ' || ${students.surname}`,
          deliveryMode: orders.deliveryMode,
          deliverySlug: orders.deliverySlug,
        })
        .from(orders)
        .innerJoin(students, eq(students.id, orders.studentId))
        .where(
          and(
            eq(orders.graduationId, graduationId),
            isNotNull(orders.placedOn),
            isNotNull(orders.paidOn),
            isNull(orders.readyOn),
            isNull(orders.deliveredOn),
          ),
        )
        .orderBy(asc(orders.id));
    },

    /** File name and thumbnail of photos of one class (the picking list, fresh thumbnails). */
    photoKeys(ids: readonly number[], graduationId: number) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: photos.id, name: photos.originalName, thumbKey: photos.thumbKey })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .where(and(inArray(photos.id, [...new Set(ids)]), eq(events.graduationId, graduationId)));
    },

    /**
     * GET /pedidos/consultar in one statement (bench 46): the student's placed orders, newest first, each with
     * whether a line is a photo received as a file and its newest visible E-commerce charge, as JSON text
     * (an array of OrderListRow) with its md5; one round trip and no per-order mapping of lines.
     */
    async listOfStudent(studentId: number): Promise<{ digest: string; rows: string }> {
      listStatement ??= prepareList();
      const [row] = await listStatement.execute({ studentId });
      return row!;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
