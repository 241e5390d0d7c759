import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, real, serial, timestamp } from 'drizzle-orm/pg-core';
import { graduations } from './graduations';
import { events } from './home';
import { photos } from './photos';

/**
 * The producer's switch and threshold live on `graduations` (columns `face_search_enabled`,
 * `face_match_threshold`, migration 0032), written through the graduations module's door (decision 131).
 */

/**
 * A face descriptor as 128 little-endian float32 in 512 bytes (decision 138): a quarter of real[]'s text on
 * the wire, and no per-number parse when 20,000 faces of a class are read for one search.
 */
export const descriptorBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A photo the engine has read (decision 138), with or without faces: what tells "no face" from "not read
 * yet" for the producer's pending count. Cascades with its photo.
 */
export const faceScans = pgTable(
  'face_scans',
  {
    photoId: integer('photo_id')
      .primaryKey()
      .references(() => photos.id, { onDelete: 'cascade' }),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id, { onDelete: 'cascade' }),
    faces: integer('faces').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('face_scans_graduation_idx').on(t.graduationId)],
);

/**
 * One face of an album photo (decision 138, LGPD art. 11: biometric data): its box relative to the upright
 * picture (0..1 of its width and height, so it holds on every derivative), the detector's score and its
 * descriptor. Deleted with its photo, its event and its graduation, and
 * all of a graduation's at once when the producer turns face search off.
 */
export const photoFaces = pgTable(
  'photo_faces',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id, { onDelete: 'cascade' }),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    score: real('score').notNull(),
    descriptor: descriptorBytes('descriptor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A class's faces in one read, and (count, max id) as their version for the in-process cache.
    index('photo_faces_graduation_idx').on(t.graduationId, t.id),
    index('photo_faces_photo_idx').on(t.photoId),
    index('photo_faces_event_idx').on(t.eventId),
    check('photo_faces_descriptor_check', sql`octet_length(${t.descriptor}) = 512`),
  ],
);
