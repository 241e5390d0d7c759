import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { graduations } from './graduations';
import { students } from './students';

/**
 * How many notices each class's wall holds (decision 154), kept by migration 0042's triggers on notices in
 * the same transaction as the rows: the home reads its class total here instead of counting the wall.
 */
export const noticeClassCounts = pgTable('notice_class_counts', {
  graduationId: integer('graduation_id').primaryKey(),
  notices: integer('notices').notNull(),
});

/** A notice (mural): class-wide when student_id is null, personal otherwise (spec A §2). HTML body. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id),
    studentId: integer('student_id').references(() => students.id),
    html: text('html').notNull(),
    /** Cleaned by the shared allow-list when saved: the home serves it as stored (older rows are cleaned on read). */
    htmlClean: boolean('html_clean').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown from this moment on: the producer may schedule a notice. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_graduation_idx').on(t.graduationId, t.createdAt),
    index('notices_graduation_published_idx').on(t.graduationId, t.publishedAt),
    index('notices_student_idx').on(t.studentId),
  ],
);

/** The orders an album can follow (decision 120). */
export const ALBUM_ORDERS = ['name', 'taken', 'manual'] as const;
export type AlbumOrder = (typeof ALBUM_ORDERS)[number];

/** An event the producer covered: photos (0), video (1) or a content link (2) (spec A §3). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id),
    name: text('name').notNull(),
    coverKey: text('cover_key'),
    heldOn: date('held_on'),
    mediaType: smallint('media_type').notNull().default(0),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When students may see the event (decision 120): null while it is a draft, a future time while it is
     * scheduled, a past one once published. The back-office's create writes null; the default (now) is for
     * rows written elsewhere (the seed) and for the events that were live before drafts existed.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /**
     * The album's order (decision 120): by file name (natural sort), by capture time, or the producer's
     * manual positions. The back-office's create writes 'name'; 'manual' keeps the upload's order of older rows.
     */
    albumOrder: text('album_order', { enum: ALBUM_ORDERS }).notNull().default('manual'),
    /**
     * Archived (decision 124, migration 0031): hidden from students exactly as a draft is, kept for the
     * orders that bought its photos. `archived_by` is a user (the foreign key is the migration's).
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: integer('archived_by'),
  },
  (t) => [
    index('events_graduation_idx').on(t.graduationId, t.heldOn),
    // The home's order: newest first, undated last (GET /perfil/fotos).
    index('events_graduation_order_idx').on(t.graduationId, t.heldOn.desc().nullsLast(), t.id.desc()),
    // What a class's students see now, counted without the rows (decision 160).
    index('events_graduation_visible_idx')
      .on(t.graduationId, t.publishedAt)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * The rule "students see this event now" (decision 120; packages/domain eventVisibleToStudents) as SQL:
 * published, or scheduled and its time has come, and not archived (decision 124). Every student-facing
 * read of events or their photos (the album, the home's events and covers, the cart, the checkout, the
 * downloads) adds it.
 */
export const eventVisibleSql = () => sql`(${events.publishedAt} <= now() and ${events.archivedAt} is null)`;
