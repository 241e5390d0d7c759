import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What an administrator did (acting as a student or in the back-office), with the administrator's identity
 * (spec B §6); `detail` holds what a back-office change was before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // Not foreign keys (decision 124): the trail keeps the number of a student or graduation deleted since.
    studentId: integer('student_id'),
    /** The graduation a back-office change concerns, so its trail can be read per graduation. */
    graduationId: integer('graduation_id'),
    /** The call as it arrived (method and route); rows written before decision 126 have only this. */
    action: text('action').notNull(),
    /** The stable action code the route declares (decision 126), such as `pedido.etapa.avancar`. */
    code: text('code'),
    /** 'leitura' (deduplicated, kept for a set number of days) or 'escrita' (kept forever), decision 126. */
    kind: text('kind').notNull().default('escrita'),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_log_student_idx').on(t.studentId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_graduation_idx').on(t.graduationId, t.at),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_code_idx').on(t.code, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
