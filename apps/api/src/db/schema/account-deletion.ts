import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students } from './students';
import { users } from './users';

/**
 * A student's request to delete their account (decision 140, migration 0034): confirmed by an e-mail link
 * whose SHA-256 alone is kept, decided by the producer. `pending_files` holds the storage keys an approval
 * left to delete after its commit.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['requested', 'confirmed', 'approved', 'done', 'refused', 'cancelled'],
    })
      .notNull()
      .default('requested'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    refuseReason: text('refuse_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    pendingFiles: jsonb('pending_files').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('account_deletion_open_idx')
      .on(t.studentId)
      .where(sql`${t.status} in ('requested', 'confirmed')`),
    uniqueIndex('account_deletion_token_idx').on(t.tokenHash),
    index('account_deletion_status_idx').on(t.status, t.id),
    index('account_deletion_student_idx').on(t.studentId, t.id),
    check(
      'account_deletion_status_check',
      sql`${t.status} in ('requested', 'confirmed', 'approved', 'done', 'refused', 'cancelled')`,
    ),
  ],
);
