import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * Each stage the producer sets on an order (decision 118), its e-mail held back until `mail_at`: 'pending'
 * while it may be undone, 'sent' once the e-mail left, 'undone' when the stamp was taken off in time.
 */
export const orderStageChanges = pgTable(
  'order_stage_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['financeiro', 'processamento', 'ok', 'entregue'] }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    mailAt: timestamp('mail_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['pending', 'sent', 'undone'] })
      .notNull()
      .default('pending'),
  },
  (t) => [
    index('order_stage_changes_order_idx').on(t.orderId, t.id),
    check('order_stage_changes_state_check', sql`${t.state} in ('pending', 'sent', 'undone')`),
  ],
);
