import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students } from './students';

/**
 * A portal login. A student user is linked to the registration with the same e-mail, once the e-mail is
 * proven (`email_confirmed_at`). `session_version` is in every token: raising it ends every session.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'admin'] })
      .notNull()
      .default('student'),
    studentId: integer('student_id').references(() => students.id),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(0),
    /** A removed administrator (decision 115): kept for the audit trail it signs, never signed in again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Closed because its registration or graduation is archived (decision 124): reopened by the unarchive. */
    closedByArchive: boolean('closed_by_archive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_student_idx').on(t.studentId),
  ],
);

/**
 * Single-use secrets sent to a user: password resets and automatic-login links. Only a SHA-256 of the
 * token is kept, so a database leak does not hand out working links.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'autologin', 'confirm'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The administrator who issued an automatic-login link: sessions opened with it are audited as theirs. */
    issuedBy: integer('issued_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
    index('one_time_tokens_issued_by_idx').on(t.issuedBy),
  ],
);

/**
 * The first administrator's setup link (decision 114): one row at most, so two nodes starting together
 * cannot each hand out a live link; only the SHA-256 of the token is kept.
 */
export const setupTokens = pgTable(
  'setup_tokens',
  {
    id: smallint('id').primaryKey().default(1),
    tokenHash: text('token_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [check('setup_tokens_single_row', sql`${t.id} = 1`)],
);
