import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The producer's settings the specs leave to the producer (store and contact URLs, DPO e-mail, finance
 * mailbox, shirt size chart, course markers…), one row per key, edited in the back-office (decision 49).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
