import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { parcels } from './finance';

/**
 * The ledger of provider notifications (DESIGN §4, §5): one row per provider event, whatever it said and
 * whatever became of it. The unique (provider, event_id) makes a repeated delivery a no-op; `outcome` is
 * what the job did with it (the producer reconciles from here), written in the transaction that pays the
 * parcel, so a payment and its record commit together.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The provider's charge the event is about (checkout, PIX charge or boleto reference). */
    chargeRef: text('charge_ref').notNull(),
    /** What the provider says: approved, refused or pending. */
    status: text('status', { enum: ['approved', 'refused', 'pending'] }).notNull(),
    amountCents: integer('amount_cents'),
    paidOn: date('paid_on'),
    /** The verified body as received, for reconciliation. */
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    parcelId: integer('parcel_id').references(() => parcels.id),
    /** queued until the job ran; then applied, already_paid, ignored, amount_mismatch, unknown_charge… */
    outcome: text('outcome').notNull().default('queued'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * The charge, while this event waits for the read-back that confirms it (providers whose notification
     * only names a payment); cleared when the job starts reading. Unique per provider: a burst of
     * notifications of one payment is one event and one read-back (decision 100).
     */
    unreadCharge: text('unread_charge'),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId),
    uniqueIndex('payment_events_unread_charge_idx').on(t.provider, t.unreadCharge),
    index('payment_events_parcel_idx').on(t.parcelId),
    index('payment_events_received_idx').on(t.receivedAt),
    // The reconciliation's totals: a parcel's applied notifications without the table (decision 144; the
    // migration adds INCLUDE (amount_cents), which drizzle cannot declare).
    index('payment_events_applied_parcel_idx').on(t.parcelId).where(sql`${t.outcome} = 'applied'`),
  ],
);

/**
 * How many notifications there are per outcome (decision 144), kept by statement triggers on payment_events
 * (migration 0038) in the same transaction as the rows: the sum of an outcome's shards is exactly its count
 * in any snapshot, so the notifications list reads its total here instead of counting every row.
 */
export const paymentEventTallies = pgTable(
  'payment_event_tallies',
  {
    outcome: text('outcome').notNull(),
    /** The writing backend's shard (pg_backend_pid() % 8), so concurrent webhooks rarely wait on one row. */
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'payment_event_tallies_pkey', columns: [t.outcome, t.shard] })],
);

/**
 * How many committed changes touched what the finance lists are built from (decision 159), per scope (a
 * graduation's id; 0 for what every class's reconciliation shows; -1 for any class) and per writing backend,
 * kept by migration 0043's statement triggers in the same transaction as the rows. A scope's sum grows with
 * every committed change and never otherwise: a node keeps a list's answer beside the sum it was built at.
 */
export const financeListVersions = pgTable(
  'finance_list_versions',
  {
    scope: integer('scope').notNull(),
    /** pg_backend_pid() of the writer, so no two live transactions write one row; 0 for folded rows. */
    backend: integer('backend').notNull(),
    v: bigint('v', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'finance_list_versions_pkey', columns: [t.scope, t.backend] })],
);

/**
 * Money that arrived for something already settled (decision 101): a second payment of a paid order or
 * parcel, or a contract payment beyond what was still open. Never applied silently: the producer sees it
 * on the reconciliation screen, to refund. One row per provider event at most.
 */
export const overpayments = pgTable(
  'overpayments',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id),
    paymentEventId: integer('payment_event_id').references(() => paymentEvents.id),
    reason: text('reason', {
      enum: ['order_already_paid', 'parcel_already_paid', 'beyond_balance'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['to_refund', 'refunded'] })
      .notNull()
      .default('to_refund'),
    /** When the producer recorded the refund, and how it was made (decision 101). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundNote: text('refund_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('overpayments_payment_event_idx').on(t.paymentEventId),
    index('overpayments_parcel_idx').on(t.parcelId),
  ],
);
