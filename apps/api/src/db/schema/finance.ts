import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students';
import { users } from './users';

/** A student's financial contract (spec A §3): its id is the ctid the screens show. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    totalTermCents: integer('total_term_cents').notNull(),
    pdfUrl: text('pdf_url'),
    signedOn: date('signed_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_student_idx').on(t.studentId)],
);

/** A parcel (parcela) of a contract: every parc* field of spec A §3. Money in centavos. */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    kind: text('kind', { enum: ['Contrato', 'Extras', 'Desconto', 'E-commerce'] }).notNull(),
    method: integer('method').notNull(),
    dueOn: date('due_on').notNull(),
    transaction: text('transaction'),
    admin: text('admin'),
    origin: text('origin').notNull().default('Portal'),
    title: text('title'),
    orderId: integer('order_id'),
    paidOn: date('paid_on'),
    paidCents: integer('paid_cents'),
    document: text('document'),
    cashDiscount: boolean('cash_discount').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    groupKey: text('group_key'),
    /** Card instalments chosen in the chooser; the interest in surcharge_cents was computed for them. */
    instalments: integer('instalments').notNull().default(1),
    /** The payment provider holding this parcel's charge (card checkout or dynamic PIX), and its id there. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    /** The administrator who recorded a manual payment (cash, cheque, deposit) in the back-office. */
    recordedBy: integer('recorded_by').references(() => users.id),
    /** A cancelled manual payment is kept, hidden, with when, by whom and why (decision 61). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parcels_contract_idx').on(t.contractId, t.dueOn),
    // A notification names the provider's charge: found by this index, never by a scan.
    index('parcels_provider_ref_idx').on(t.provider, t.providerRef),
    // An order's charge, read on every orders list and checkout (migration 0022; only e-commerce rows).
    index('parcels_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** An extra service on a contract (spec A §3: excodigo, exdescricao, exvalor). */
export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extras_contract_idx').on(t.contractId)],
);

/** A package item on a contract (spec A §3: pctItem*); the value is the unit price. */
export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    name: text('name').notNull(),
    description: text('description'),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    reserved: integer('reserved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_items_contract_idx').on(t.contractId)],
);
