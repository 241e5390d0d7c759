import { and, countDistinct, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, orderLines, photos } from '../../db/schema/index';

/** Archive, unarchive and delete of an event (decision 124). */
export function eventsArchiveRepository(db: Db) {
  return {
    /** The event's name, graduation, cover and archive mark, locked for the transaction; undefined if absent. */
    async lock(eventId: number) {
      const [row] = await db
        .select({
          id: events.id,
          name: events.name,
          graduationId: events.graduationId,
          coverKey: events.coverKey,
          archivedAt: events.archivedAt,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
      return row;
    },

    /** Sets or clears the archive mark; answers whether it changed (a repeated call changes nothing). */
    async mark(eventId: number, by: number | null): Promise<boolean> {
      const rows = await db
        .update(events)
        .set(
          by === null ? { archivedAt: null, archivedBy: null } : { archivedAt: new Date(), archivedBy: by },
        )
        .where(
          and(eq(events.id, eventId), by === null ? isNotNull(events.archivedAt) : isNull(events.archivedAt)),
        )
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /**
     * Orders with a line of this event or of one of its photos (index order_lines_photo_idx): any of them
     * keeps the event, whatever the order's state, so that what was bought can still be delivered.
     */
    async ordersHolding(eventId: number): Promise<number> {
      const ofEvent = db.select({ id: photos.id }).from(photos).where(eq(photos.eventId, eventId));
      const [row] = await db
        .select({ n: countDistinct(orderLines.orderId) })
        .from(orderLines)
        .where(or(eq(orderLines.eventId, eventId), inArray(orderLines.photoId, ofEvent)));
      return row?.n ?? 0;
    },

    /** The files of the event's photos, as their rows name them, before the rows go. */
    files(eventId: number) {
      return db
        .select({
          id: photos.id,
          state: photos.state,
          originalKey: photos.originalKey,
          previewKey: photos.previewKey,
          thumbKey: photos.thumbKey,
        })
        .from(photos)
        .where(eq(photos.eventId, eventId));
    },

    /** The event's row; its photos' rows go with it (photos.event_id cascades). */
    async remove(eventId: number) {
      await db.delete(events).where(eq(events.id, eventId));
    },
  };
}
