import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students';
import { users } from './users';

/** What an administrator did while acting as a student, with the administrator's identity (spec B §6). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id').references(() => students.id),
    action: text('action').notNull(),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_log_student_idx').on(t.studentId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
  ],
);
