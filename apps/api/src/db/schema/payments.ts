import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
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
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId),
    index('payment_events_parcel_idx').on(t.parcelId),
    index('payment_events_received_idx').on(t.receivedAt),
  ],
);
