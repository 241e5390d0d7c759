import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcels_contract_idx').on(t.contractId, t.dueOn)],
);
