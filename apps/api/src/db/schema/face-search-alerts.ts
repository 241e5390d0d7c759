import { integer, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { graduations } from './graduations';
import { students } from './students';
import { users } from './users';

/**
 * 'Avisar-me de novas fotos' (decision 139): the descriptor of a student's selfie, kept only while they ask
 * to be told of new photos of them. Never the selfie itself. Deleted when the student withdraws the face
 * search consent, stops the alert, or the producer turns face search off for the class (trigger in 0036);
 * and with the user, the student or the graduation (cascades).
 */
export const faceSearchAlerts = pgTable('face_search_alerts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  studentId: integer('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  graduationId: integer('graduation_id')
    .notNull()
    .references(() => graduations.id, { onDelete: 'cascade' }),
  descriptor: real('descriptor').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
