import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AlbumOrder,
  events,
  eventVisibleSql,
  graduations,
  type PhotoRefusal,
  type PhotoState,
  photos,
} from '../../db/schema/index';

export type Page = { limit: number; offset: number };
export type NewPhoto = typeof photos.$inferInsert;

/** The step between manual positions (decision 120): a move takes the middle of a gap, one row written. */
export const POSITION_GAP = 1024;

/** The album's order as SQL over the photos table, tie-broken by id (decision 120; each has its index). */
const orderBy = (order: AlbumOrder) =>
  order === 'manual'
    ? [asc(photos.position), asc(photos.id)]
    : order === 'name'
      ? [asc(photos.nameKey), asc(photos.id)]
      : [sql`${photos.takenAt} asc nulls last`, asc(photos.nameKey), asc(photos.id)];

/** The photos of events and the events themselves, as the pipeline, the album and the back-office read them. */
export function photosRepository(db: Db) {
  // The album's statement is built once, on the first album call of this repository, not per call:
  // building statements was most of Drizzle's share of an album page (bench 41).
  let albumStatement: ReturnType<typeof albumQuery> | undefined;
  return {
    async event(eventId: number) {
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      return row;
    },

    /**
     * The event (its graduation and media type), its ready photos counted, and one page of them in album
     * order as the database's JSON text (`[[id, thumbKey, previewKey, ignoreCredits, thumbWidth,
     * thumbHeight], …]`), in one statement; undefined for an unknown event. See albumQuery for the plan.
     */
    async albumPage(eventId: number, page: Page): Promise<AlbumPageRow | undefined> {
      albumStatement ??= albumQuery(db);
      const [row] = await albumStatement.execute({ eventId, limit: page.limit, offset: page.offset });
      return row;
    },

    async photo(photoId: number) {
      const [row] = await db.select().from(photos).where(eq(photos.id, photoId));
      return row;
    },

    /** A photo with its event's graduation and whether students see the event: what a download checks. */
    async photoWithGraduation(photoId: number) {
      const [row] = await db
        .select({
          id: photos.id,
          eventId: photos.eventId,
          graduationId: events.graduationId,
          eventVisible: sql<boolean>`coalesce(${eventVisibleSql()}, false)`,
          state: photos.state,
          originalKey: photos.originalKey,
          originalName: photos.originalName,
        })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .where(eq(photos.id, photoId));
      return row;
    },

    /** The live (pending or ready) photo of an event with this content, if any. */
    async liveByHash(eventId: number, hash: string) {
      const [row] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.eventId, eventId), eq(photos.contentHash, hash), ne(photos.state, 'refused')));
      return row;
    },

    /** A refused row for the same file name and content: sending it again answers the same refusal. */
    async refusedAgain(eventId: number, name: string, hash: string) {
      const [row] = await db
        .select()
        .from(photos)
        .where(
          and(
            eq(photos.eventId, eventId),
            eq(photos.contentHash, hash),
            eq(photos.originalName, name),
            eq(photos.state, 'refused'),
          ),
        )
        .limit(1);
      return row;
    },

    async nextPosition(eventId: number): Promise<number> {
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${photos.position}), 0)::int` })
        .from(photos)
        .where(eq(photos.eventId, eventId));
      return (row?.last ?? 0) + POSITION_GAP;
    },

    /** The event's ready photos in its album order, one page (the back-office's reorder list). */
    adminAlbum(eventId: number, order: AlbumOrder, page: Page) {
      return db
        .select({
          id: photos.id,
          originalName: photos.originalName,
          thumbKey: photos.thumbKey,
          thumbWidth: photos.thumbWidth,
          thumbHeight: photos.thumbHeight,
          takenAt: photos.takenAt,
        })
        .from(photos)
        .where(and(eq(photos.eventId, eventId), eq(photos.state, 'ready')))
        .orderBy(...orderBy(order))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Photos of the event received before names had a sort key (migration 0023). */
    withoutNameKey(eventId: number) {
      return db
        .select({ id: photos.id, name: photos.originalName })
        .from(photos)
        .where(and(eq(photos.eventId, eventId), isNull(photos.nameKey)));
    },

    /** Saves many sort keys, one statement per 5,000 (well under PostgreSQL's 65,535 parameters). */
    async saveNameKeys(rows: { id: number; key: string }[]) {
      for (let at = 0; at < rows.length; at += 5000) {
        const values = sql.join(
          rows.slice(at, at + 5000).map((r) => sql`(${r.id}::int, ${r.key}::text)`),
          sql`, `,
        );
        await db.execute(
          sql`update photos set name_key = v.key from (values ${values}) as v(id, key) where photos.id = v.id`,
        );
      }
    },

    /**
     * The event's manual positions laid out again, POSITION_GAP apart, in `order` (one statement): when the
     * producer turns to the manual order it starts from the one they saw, and when a gap is used up.
     */
    async renumber(eventId: number, order: AlbumOrder) {
      const ranked = db
        .select({
          id: photos.id,
          rank: sql<number>`row_number() over (order by ${sql.join(orderBy(order), sql`, `)})`.as('rank'),
        })
        .from(photos)
        .where(and(eq(photos.eventId, eventId), ne(photos.state, 'refused')))
        .as('ranked');
      await db
        .update(photos)
        .set({ position: sql`(${ranked.rank} * ${POSITION_GAP})::int` })
        .from(ranked)
        .where(eq(photos.id, ranked.id));
    },

    /**
     * The manual positions on either side of place `place` (1 = first) once `photoId` is taken out: the
     * photo before it and the one after (index photos_album_idx), undefined at either end.
     */
    async gapAt(eventId: number, photoId: number, place: number) {
      const rows = await db
        .select({ position: photos.position })
        .from(photos)
        .where(and(eq(photos.eventId, eventId), eq(photos.state, 'ready'), ne(photos.id, photoId)))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(place === 1 ? 1 : 2)
        .offset(Math.max(0, place - 2));
      return place === 1
        ? { before: undefined, after: rows[0]?.position }
        : { before: rows[0]?.position, after: rows[1]?.position };
    },

    async setPosition(photoId: number, position: number) {
      await db.update(photos).set({ position }).where(eq(photos.id, photoId));
    },

    async countOf(eventId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.eventId, eventId));
      return row?.n ?? 0;
    },

    async insert(values: NewPhoto) {
      const [row] = await db.insert(photos).values(values).returning();
      return row!;
    },

    /** Ready only from pending: a second run of the same job changes nothing (idempotent). */
    async markReady(
      photoId: number,
      fields: Pick<
        NewPhoto,
        'thumbKey' | 'previewKey' | 'width' | 'height' | 'thumbWidth' | 'thumbHeight' | 'takenAt'
      >,
    ) {
      const rows = await db
        .update(photos)
        .set({ ...fields, state: 'ready', processedAt: new Date() })
        .where(and(eq(photos.id, photoId), eq(photos.state, 'pending')))
        .returning({ id: photos.id });
      return rows.length > 0;
    },

    /** The CRC-32 of a photo stored before the column had it, computed once from its original (decision 88). */
    async saveCrc32(photoId: number, crc32: number) {
      await db
        .update(photos)
        .set({ crc32 })
        .where(and(eq(photos.id, photoId), isNull(photos.crc32)));
    },

    async markRefused(photoId: number, reason: PhotoRefusal) {
      await db
        .update(photos)
        .set({ state: 'refused', refusal: reason, originalKey: null, processedAt: new Date() })
        .where(and(eq(photos.id, photoId), eq(photos.state, 'pending')));
    },

    /** The event's cover becomes this key only if it has none yet. */
    async coverIfMissing(eventId: number, key: string) {
      await db
        .update(events)
        .set({ coverKey: key })
        .where(and(eq(events.id, eventId), isNull(events.coverKey)));
    },

    /** The back-office's list of an event's files, newest first, optionally of one state. */
    adminList(eventId: number, page: Page, state?: PhotoState) {
      return db
        .select()
        .from(photos)
        .where(and(eq(photos.eventId, eventId), state ? eq(photos.state, state) : undefined))
        .orderBy(desc(photos.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async adminTotal(eventId: number, state?: PhotoState) {
      const [row] = await db
        .select({ n: count() })
        .from(photos)
        .where(and(eq(photos.eventId, eventId), state ? eq(photos.state, state) : undefined));
      return row?.n ?? 0;
    },

    /** Files the event holds (not refused): an interrupted upload skips them when it resumes. */
    sent(eventId: number) {
      return db
        .select({ nome: photos.originalName, tamanho: photos.size, hash: photos.contentHash })
        .from(photos)
        .where(and(eq(photos.eventId, eventId), ne(photos.state, 'refused')))
        .orderBy(asc(photos.id));
    },

    /** Photos per state of each event (index photos_event_idx). */
    async stateCounts(eventIds: number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({ eventId: photos.eventId, state: photos.state, n: count() })
        .from(photos)
        .where(inArray(photos.eventId, eventIds))
        .groupBy(photos.eventId, photos.state);
    },

    /** The states of these photos (the ingest command's progress). */
    statesOf(ids: number[]) {
      return db.select({ state: photos.state }).from(photos).where(inArray(photos.id, ids));
    },

    /** These photos' rows (the ingest command's summary). */
    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(photos).where(inArray(photos.id, ids));
    },

    async deletePhoto(photoId: number) {
      const [row] = await db.delete(photos).where(eq(photos.id, photoId)).returning();
      return row;
    },

    /** Another live photo still holds this original (same event and content): its file must stay. */
    async originalInUse(key: string) {
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.originalKey, key))
        .limit(1);
      return row !== undefined;
    },

    async graduationExists(graduationId: number) {
      const [row] = await db
        .select({ id: graduations.id })
        .from(graduations)
        .where(eq(graduations.id, graduationId));
      return row !== undefined;
    },

    /** The graduation's events, newest first; archived ones only when asked (decision 124). */
    eventsOf(graduationId: number, archived = false) {
      return db
        .select()
        .from(events)
        .where(and(eq(events.graduationId, graduationId), archived ? undefined : isNull(events.archivedAt)))
        .orderBy(sql`${events.heldOn} desc nulls last`, desc(events.id));
    },

    async insertEvent(values: typeof events.$inferInsert) {
      const [row] = await db.insert(events).values(values).returning();
      return row!;
    },

    async updateEvent(eventId: number, values: Partial<typeof events.$inferInsert>) {
      const [row] = await db.update(events).set(values).where(eq(events.id, eventId)).returning();
      return row;
    },
  };
}

/** A photo of an album page as the statement writes it: compact, and read as text by both drivers. */
export type AlbumPhotoRow = [
  id: number,
  thumbKey: string,
  previewKey: string,
  ignoreCredits: boolean,
  thumbWidth: number,
  thumbHeight: number,
];
export type AlbumPageRow = { graduationId: number; mediaType: number; total: number; photos: string };

/**
 * One album page, whichever page it is, costs the same: the ready photos' ids are read once off a partial
 * index in the event's album order (decision 120: photos_album_idx for the manual order, photos_album_name_idx
 * by file name, photos_album_taken_idx by capture time; index-only), counted and cut at the page in that
 * one pass, and only the page's rows are then read by primary key. LIMIT/OFFSET over the rows themselves
 * read every row before the page (page 100 of 5,000 read 5,000 rows; the count read them all again).
 * The three orders are three lateral subqueries, each behind its own test of the event's order, which the
 * plan evaluates once (a one-time filter): only the chosen one reads its index. The page's rows are sorted
 * as the array holds them. An event students may not see (a draft, a schedule not due, decision 120; an
 * archived event, decision 124) gives no row, as an unknown one does.
 * 'ready' is written in the statement, not bound, so that a generic plan can use the partial indexes.
 */
function albumQuery(db: Db) {
  const eventId = sql.placeholder('eventId');
  const offset = sql.placeholder('offset');
  const limit = sql.placeholder('limit');
  const pick = (order: AlbumOrder, by: string) =>
    sql`(select count(*)::int as total, (array_agg(s.id))[${offset}::int + 1 : ${offset}::int + ${limit}::int] as ids
        from (select id from photos where event_id = ${eventId} and state = 'ready'
          and e.album_order = ${sql.raw(`'${order}'`)} order by ${sql.raw(by)}) s)`;
  return db
    .select({
      graduationId: sql<number>`e.graduation_id`,
      mediaType: sql<number>`e.media_type`,
      total: sql<number>`m.total + n.total + d.total`,
      photos: sql<string>`(select coalesce(json_agg(json_build_array(p.id, p.thumb_key, p.preview_key,
          p.ignore_credits, p.thumb_width, p.thumb_height) order by array_position(page.ids, p.id)), '[]')::text
        from photos p where p.id = any(page.ids))`,
    })
    .from(
      sql`events e
      cross join lateral ${pick('manual', 'position, id')} m
      cross join lateral ${pick('name', 'name_key, id')} n
      cross join lateral ${pick('taken', 'taken_at nulls last, name_key, id')} d
      cross join lateral (select coalesce(m.ids, n.ids, d.ids) as ids) page`,
    )
    .where(sql`e.id = ${eventId} and e.published_at <= now() and e.archived_at is null`)
    .prepare('album_page');
}

export type PhotosRepository = ReturnType<typeof photosRepository>;
