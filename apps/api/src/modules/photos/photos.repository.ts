import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, graduations, type PhotoRefusal, type PhotoState, photos } from '../../db/schema/index';

export type Page = { limit: number; offset: number };
export type NewPhoto = typeof photos.$inferInsert;

/** The photos of events and the events themselves, as the pipeline, the album and the back-office read them. */
export function photosRepository(db: Db) {
  // The album's two statements are built once, not per call: building them was most of Drizzle's share of
  // an album page (bench 41). Prepared lazily, on the first album call of this repository.
  let albumStatements: ReturnType<typeof albumQueries> | undefined;
  const album = () => {
    albumStatements ??= albumQueries(db);
    return albumStatements;
  };
  return {
    async event(eventId: number) {
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      return row;
    },

    /** An event with its ready photos counted in one statement: what the album checks before a page. */
    async albumEvent(eventId: number) {
      const [row] = await album().event.execute({ eventId });
      return row;
    },

    /** One page of the album in order, read off the partial index photos_album_idx (event, position, id). */
    albumPage(eventId: number, page: Page) {
      return album().page.execute({ eventId, limit: page.limit, offset: page.offset });
    },

    async photo(photoId: number) {
      const [row] = await db.select().from(photos).where(eq(photos.id, photoId));
      return row;
    },

    /** A photo with its event's graduation: what an authorised download checks. */
    async photoWithGraduation(photoId: number) {
      const [row] = await db
        .select({
          id: photos.id,
          eventId: photos.eventId,
          graduationId: events.graduationId,
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
      return (row?.last ?? 0) + 1;
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
      fields: Pick<NewPhoto, 'thumbKey' | 'previewKey' | 'width' | 'height' | 'thumbWidth' | 'thumbHeight'>,
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

    eventsOf(graduationId: number) {
      return db
        .select()
        .from(events)
        .where(eq(events.graduationId, graduationId))
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

function albumQueries(db: Db) {
  const eventId = sql.placeholder('eventId');
  return {
    event: db
      .select({
        graduationId: events.graduationId,
        mediaType: events.mediaType,
        // Written out: inside a select of one table Drizzle names columns without their table, and the
        // subquery's own columns would shadow the event's.
        total: sql<number>`(select count(*) from photos p where p.event_id = "events"."id" and p.state = 'ready')::int`,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .prepare('album_event'),
    page: db
      .select({
        id: photos.id,
        thumbKey: photos.thumbKey,
        previewKey: photos.previewKey,
        thumbWidth: photos.thumbWidth,
        thumbHeight: photos.thumbHeight,
        ignoreCredits: photos.ignoreCredits,
      })
      .from(photos)
      // 'ready' written in the statement, not bound: a generic plan can then use the partial index.
      .where(and(eq(photos.eventId, eventId), sql`${photos.state} = 'ready'`))
      .orderBy(asc(photos.position), asc(photos.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('album_page'),
  };
}

export type PhotosRepository = ReturnType<typeof photosRepository>;
