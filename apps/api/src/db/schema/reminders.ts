import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './students';

/**
 * The deadline reminders already sent (decision 56): one per student, deadline and date, so a reminder goes
 * once even when the daily run repeats, and again only if the producer moves the date.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    deadlineId: text('deadline_id').notNull(),
    deadlineDate: date('deadline_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deadline_reminders_once_idx').on(t.studentId, t.deadlineId, t.deadlineDate)],
);
