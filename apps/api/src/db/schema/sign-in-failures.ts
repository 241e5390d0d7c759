import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account, and per account from one address, in a window (decision 27), shared by every
 * node (decision 141). `key` is a hash: the table holds no e-mail or address. Unlogged (migration 0035).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_window_ends_idx').on(t.windowEnds)],
);
