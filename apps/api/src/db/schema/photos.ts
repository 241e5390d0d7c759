import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './home';

/** Where a photo is in the pipeline: received, made into preview and thumbnail, or refused with a reason. */
export const PHOTO_STATES = ['pending', 'ready', 'refused'] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];
/** Why a file was refused (spec B §2.8 album of images only). */
export const PHOTO_REFUSALS = ['not_image', 'corrupt', 'duplicate', 'too_large'] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];

/**
 * A photo of an event's album (spec B §2.8, §3 photo). The original stays private in storage; the
 * preview (watermarked) and the thumbnail are what students see. Refused files keep their row so the
 * producer sees why.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /**
     * The manual album order (decision 120): after what the event already holds, with gaps (POSITION_GAP) so
     * that moving a photo writes one row.
     */
    position: integer('position').notNull(),
    /** The file's name as sent (cleaned), for the producer's list and for resuming an upload. */
    originalName: text('original_name').notNull(),
    /** SHA-256 of the original bytes: the same photo twice in an event is refused as a duplicate. */
    contentHash: text('content_hash').notNull(),
    size: integer('size').notNull(),
    /**
     * CRC-32 of the original bytes, taken when it is stored: an order's zip writes it in each entry's header
     * instead of checksumming 1.5 GB while it streams (decision 88). Null for a photo stored before the
     * column; the first zip that holds it computes and saves it.
     */
    crc32: bigint('crc32', { mode: 'number' }),
    originalKey: text('original_key'),
    previewKey: text('preview_key'),
    thumbKey: text('thumb_key'),
    /** Of the original, once read. */
    width: integer('width'),
    height: integer('height'),
    /** Of the thumbnail: the album reserves this box before the image arrives (no layout shift). */
    thumbWidth: integer('thumb_width'),
    thumbHeight: integer('thumb_height'),
    state: text('state', { enum: PHOTO_STATES }).notNull().default('pending'),
    refusal: text('refusal', { enum: PHOTO_REFUSALS }),
    ignoreCredits: boolean('ignore_credits').notNull().default(false),
    /**
     * The file name's natural-sort key (domain fileNameSortKey), compared byte by byte (the column is
     * COLLATE "C" in migration 0023): the album ordered by name reads it off photos_album_name_idx.
     */
    nameKey: text('name_key'),
    /** When the picture was taken (EXIF DateTimeOriginal), if the file says; the album ordered by date. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // The album page: the ready photos of an event in order, read straight off the index.
    index('photos_album_idx').on(t.eventId, t.position, t.id).where(sql`${t.state} = 'ready'`),
    // The same page by file name and by capture time (decision 120).
    index('photos_album_name_idx').on(t.eventId, t.nameKey, t.id).where(sql`${t.state} = 'ready'`),
    index('photos_album_taken_idx')
      .on(t.eventId, t.takenAt.asc().nullsLast(), t.nameKey, t.id)
      .where(sql`${t.state} = 'ready'`),
    // The producer's list of an event, every state.
    index('photos_event_idx').on(t.eventId, t.id),
    // One live copy of a content per event; refused rows may repeat it.
    uniqueIndex('photos_event_hash_idx').on(t.eventId, t.contentHash).where(sql`${t.state} <> 'refused'`),
  ],
);
