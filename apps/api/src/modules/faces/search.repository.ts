import { EVENT_MEDIA_TYPES } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventVisibleSql, faceSearchAlerts, graduations, photos } from '../../db/schema/index';

/** A ready photo as the album answers it (album.service), with its event. */
export type FoundPhotoRow = {
  id: number;
  eventId: number;
  thumbKey: string;
  previewKey: string | null;
  ignoreCredits: boolean;
  thumbWidth: number | null;
  thumbHeight: number | null;
};

/**
 * What face search reads besides the faces (decision 139): the class's visible photo events, the photos found
 * as the album shows them, and the alert descriptor a student asked to keep ('Avisar-me de novas fotos').
 */
export function faceSearchRepository(db: Db) {
  return {
    /** The producer's face-search settings of the class (decision 138): on or off, and the match threshold. */
    async settings(graduationId: number): Promise<{ enabled: boolean; threshold: number } | undefined> {
      const [row] = await db
        .select({
          enabled: graduations.faceSearchEnabled,
          threshold: graduations.faceMatchThreshold,
        })
        .from(graduations)
        .where(eq(graduations.id, graduationId));
      return row;
    },

    /** The class's events a student sees in the album: photo events, published and not archived. */
    async visibleEventIds(graduationId: number): Promise<number[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(
          and(
            eq(events.graduationId, graduationId),
            eq(events.mediaType, EVENT_MEDIA_TYPES.photo),
            eventVisibleSql(),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** The ready photos among `ids` of the class's visible photo events (the album's own conditions). */
    async foundPhotos(graduationId: number, ids: readonly number[]): Promise<FoundPhotoRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: photos.id,
          eventId: photos.eventId,
          thumbKey: sql<string>`${photos.thumbKey}`,
          previewKey: photos.previewKey,
          ignoreCredits: photos.ignoreCredits,
          thumbWidth: photos.thumbWidth,
          thumbHeight: photos.thumbHeight,
        })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .where(
          and(
            inArray(photos.id, [...ids]),
            eq(photos.state, 'ready'),
            eq(events.graduationId, graduationId),
            eq(events.mediaType, EVENT_MEDIA_TYPES.photo),
            eventVisibleSql(),
          ),
        );
    },

    async hasAlert(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: faceSearchAlerts.userId })
        .from(faceSearchAlerts)
        .where(eq(faceSearchAlerts.userId, userId));
      return row !== undefined;
    },

    /** Keeps (or replaces) the student's alert descriptor: the selfie itself is never kept. */
    async saveAlert(alert: {
      userId: number;
      studentId: number;
      graduationId: number;
      descriptor: number[];
    }) {
      await db
        .insert(faceSearchAlerts)
        .values(alert)
        .onConflictDoUpdate({
          target: faceSearchAlerts.userId,
          set: {
            studentId: alert.studentId,
            graduationId: alert.graduationId,
            descriptor: alert.descriptor,
            createdAt: new Date(),
          },
        });
    },

    /** Every alert descriptor of a class: the producer turned face search off (decision 139). */
    async deleteAlertsOf(graduationId: number): Promise<number> {
      const rows = await db
        .delete(faceSearchAlerts)
        .where(eq(faceSearchAlerts.graduationId, graduationId))
        .returning({ userId: faceSearchAlerts.userId });
      return rows.length;
    },

    /** Deletes the student's alert descriptor, if any; true when one was deleted. */
    async deleteAlert(userId: number): Promise<boolean> {
      const rows = await db
        .delete(faceSearchAlerts)
        .where(eq(faceSearchAlerts.userId, userId))
        .returning({ userId: faceSearchAlerts.userId });
      return rows.length > 0;
    },
  };
}

export type FaceSearchRepository = ReturnType<typeof faceSearchRepository>;
