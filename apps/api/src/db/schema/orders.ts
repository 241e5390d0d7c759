import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { graduations } from './graduations';
import { MEASURE_KINDS } from './shop';
import { students } from './students';
import { users } from './users';

/**
 * A shop order (spec A §3 pedido; spec B §4.2). GET /pedidos/novo reserves a row (`placed_on` null, a
 * draft); POST /pedidos/preencher fills it once, priced by the server. Money in centavos: `total_cents` is
 * what the order costs before credits (gross + delivery, pedTotal), `discount_cents` the credits (pedDesconto).
 * Each stage keeps its date and who set it: a name as the screens show it ('Portal' or the administrator)
 * and, for a person, their user id.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id),
    /** pedData: null while the order is only reserved. */
    placedOn: date('placed_on'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** pedModalidadeFrete: 'entrega' or 'retirada'; null when nothing ships. */
    deliveryMode: text('delivery_mode', { enum: ['entrega', 'retirada'] }),
    /** The delivery method's slug (sedex, motoboy, retirada-matriz), for the producer's board. */
    deliverySlug: text('delivery_slug'),
    quantity: integer('quantity').notNull().default(0),
    printedUnits: integer('printed_units').notNull().default(0),
    digitalOnly: boolean('digital_only').notNull().default(false),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    /** The credits this order consumed, given back never (spec B §5.3): the audit of the conditional update. */
    digitalCreditsUsed: integer('digital_credits_used').notNull().default(0),
    printedCreditsUsed: integer('printed_credits_used').notNull().default(0),
    /** The stored checkout (spec B §3) in the domain's shape, in centavos. */
    checkout: jsonb('checkout'),
    /** Fingerprint of the cart the order was placed from: a second submit of the same cart finds this order. */
    cartHash: text('cart_hash'),
    /** pedPagamento: the payment method id (100 = credit). */
    paymentMethod: integer('payment_method'),
    /** pedDoc. */
    document: text('document'),
    /** pedRastreio. */
    trackingCode: text('tracking_code'),
    /** The tracking code is another carrier's or format, kept as typed, not a checked Correios code (decision 118). */
    trackingOtherFormat: boolean('tracking_other_format').notNull().default(false),
    paidOn: date('paid_on'),
    paidBy: text('paid_by'),
    paidByUser: integer('paid_by_user').references(() => users.id),
    processingOn: date('processing_on'),
    processingBy: text('processing_by'),
    processingByUser: integer('processing_by_user').references(() => users.id),
    readyOn: date('ready_on'),
    readyBy: text('ready_by'),
    readyByUser: integer('ready_by_user').references(() => users.id),
    deliveredOn: date('delivered_on'),
    deliveredBy: text('delivered_by'),
    deliveredByUser: integer('delivered_by_user').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_student_idx').on(t.studentId, t.id),
    index('orders_graduation_idx').on(t.graduationId, t.id),
    index('orders_cart_hash_idx').on(t.studentId, t.cartHash),
    check(
      'orders_money_check',
      sql`${t.totalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0`,
    ),
  ],
);

/**
 * An order's lines (spec A §3 detail: idCart, caminho, tipo, qt, detalhes), as priced by the server. The
 * line itself is kept whole in `line` (the domain's cart item, centavos); the columns beside it are what
 * the downloads and the producer's picking list search by. Photo ids carry no foreign key: the order keeps
 * what was bought even when the producer removes the photo from the album.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['produto', 'foto', 'complementar'] }).notNull(),
    slug: text('slug').notNull(),
    /** The photo's measure kind when bought (decision 116); null for products and complementary photos. */
    measureKind: text('measure_kind', { enum: MEASURE_KINDS }),
    photoId: integer('photo_id'),
    eventId: integer('event_id'),
    productId: integer('product_id'),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    line: jsonb('line').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_photo_idx').on(t.photoId),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1 and ${t.unitCents} >= 0`),
  ],
);
