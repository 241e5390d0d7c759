import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deadlineReminders } from '../../db/schema/index';

/** The deadline reminders e-mailed to a student (decision 56), newest first, for their own data (decision 137). */
export function remindersPersonalData(db: Db) {
  return {
    ofStudent(studentId: number) {
      return db
        .select({
          deadlineId: deadlineReminders.deadlineId,
          deadlineDate: deadlineReminders.deadlineDate,
          sentAt: deadlineReminders.sentAt,
        })
        .from(deadlineReminders)
        .where(eq(deadlineReminders.studentId, studentId))
        .orderBy(desc(deadlineReminders.sentAt), desc(deadlineReminders.id))
        .limit(500);
    },
  };
}
