import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students';

/**
 * A file a student sent for the ceremony (spec A §3 Upload): music and photos per screen type. The id is
 * the spec's `_id` (a random UUID); the file lives in storage under a generated key, never its name.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    type: text('type', { enum: ['formatura', 'individual', 'complementar', 'certificado'] }).notNull(),
    /** The name the student's file had, cleaned, for display only. */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** Sniffed from the first bytes, never the browser's claim. */
    mimetype: text('mimetype').notNull(),
    label: text('label'),
    obs: text('obs'),
    /** Where a music should start, 'mm:ss'. */
    musicStart: text('music_start'),
    /** What the portal noticed in the file (a short music, a small photo), shown beside it. */
    warning: text('warning'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_student_type_idx').on(t.studentId, t.type, t.createdAt)],
);
