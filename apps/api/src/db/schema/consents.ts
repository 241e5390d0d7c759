import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The consent log (decision 137): a row per consent given, never deleted while the account lives; withdrawing
 * stamps withdrawn_at. Kinds and their text versions are in the domain (`consentKinds`).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    channel: text('channel').notNull().default('portal'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consents_in_force_idx').on(t.userId, t.kind).where(sql`${t.withdrawnAt} is null`),
    index('consents_user_idx').on(t.userId, t.givenAt),
  ],
);
