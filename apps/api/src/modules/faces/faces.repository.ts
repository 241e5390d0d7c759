import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, faceScans, graduations, photoFaces, photos } from '../../db/schema/index';
import type { DetectedFace } from './engine';

export type FacesVersion = { count: number; top: number };
type AggregatedFaces = { n: number; photos: string; events: string; descriptors: string; boxes: string };

export type StoredFace = {
  photoId: number;
  eventId: number;
  box: DetectedFace['box'];
  descriptor: Float32Array;
};

/** 128 float32 as the 512 bytes of `photo_faces.descriptor` (little-endian, as every host we run on). */
export const descriptorToBytes = (d: Float32Array) => Buffer.from(d.buffer, d.byteOffset, d.byteLength);

/** Copied out of the driver's buffer, which may be a view of a larger one at any alignment. */
export const bytesToDescriptor = (b: Uint8Array) => {
  const out = new Float32Array(b.byteLength / 4);
  new Uint8Array(out.buffer).set(b);
  return out;
};

/**
 * Face search's tables (decision 138): the faces module alone writes them; the graduation's two columns are
 * written through the graduations module's door (decision 131).
 */
export function facesRepository(db: Db) {
  return {
    /** The producer's settings of a graduation; undefined for an unknown one. */
    async settings(graduationId: number) {
      const [row] = await db
        .select({
          enabled: graduations.faceSearchEnabled,
          threshold: graduations.faceMatchThreshold,
        })
        .from(graduations)
        .where(eq(graduations.id, graduationId));
      return row;
    },

    /** A photo as indexing needs it: its event, graduation, original and whether face search is on. */
    async photoToIndex(photoId: number) {
      const [row] = await db
        .select({
          photoId: photos.id,
          eventId: photos.eventId,
          graduationId: events.graduationId,
          state: photos.state,
          originalKey: photos.originalKey,
          enabled: graduations.faceSearchEnabled,
        })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .innerJoin(graduations, eq(graduations.id, events.graduationId))
        .where(eq(photos.id, photoId));
      return row;
    },

    /**
     * Inside the writing transaction: the photo still there and face search still on, the graduation's
     * row shared-locked so that turning the feature off waits for this write (and deletes it) or goes first.
     */
    async stillIndexable(photoId: number) {
      const [row] = await db
        .select({ eventId: photos.eventId, graduationId: events.graduationId })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .innerJoin(graduations, eq(graduations.id, events.graduationId))
        .where(and(eq(photos.id, photoId), eq(graduations.faceSearchEnabled, true)))
        .for('share', { of: graduations });
      return row;
    },

    /** A photo's faces replaced whole (decision 138): indexing twice leaves one set. Call inside a transaction. */
    async replacePhotoFaces(
      photo: { photoId: number; eventId: number; graduationId: number },
      faces: DetectedFace[],
    ) {
      await db.delete(photoFaces).where(eq(photoFaces.photoId, photo.photoId));
      if (faces.length > 0) {
        await db.insert(photoFaces).values(
          faces.map((f) => ({
            photoId: photo.photoId,
            eventId: photo.eventId,
            graduationId: photo.graduationId,
            x: f.box.x,
            y: f.box.y,
            width: f.box.width,
            height: f.box.height,
            score: f.score,
            descriptor: descriptorToBytes(f.descriptor),
          })),
        );
      }
      await db
        .insert(faceScans)
        .values({ photoId: photo.photoId, graduationId: photo.graduationId, faces: faces.length })
        .onConflictDoUpdate({
          target: faceScans.photoId,
          set: { faces: faces.length, scannedAt: sql`now()` },
        });
    },

    /** Every face and scan of a graduation, at once (LGPD art. 11: the producer turned the feature off). */
    async deleteOfGraduation(graduationId: number) {
      const gone = await db
        .delete(photoFaces)
        .where(eq(photoFaces.graduationId, graduationId))
        .returning({ id: photoFaces.id });
      await db.delete(faceScans).where(eq(faceScans.graduationId, graduationId));
      return gone.length;
    },

    /** The next ready photos of a graduation the engine has not read, by id after `afterId`. */
    async unscannedPhotos(graduationId: number, afterId: number, limit: number) {
      const rows = await db
        .select({ id: photos.id })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .leftJoin(faceScans, eq(faceScans.photoId, photos.id))
        .where(
          and(
            eq(events.graduationId, graduationId),
            eq(photos.state, 'ready'),
            gt(photos.id, afterId),
            isNull(faceScans.photoId),
          ),
        )
        .orderBy(asc(photos.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Faces stored, photos read, and ready photos not read yet, for the producer's screen. */
    async progress(graduationId: number) {
      const [faces] = await db
        .select({ n: count() })
        .from(photoFaces)
        .where(eq(photoFaces.graduationId, graduationId));
      const [scanned] = await db
        .select({ n: count() })
        .from(faceScans)
        .where(eq(faceScans.graduationId, graduationId));
      const [pending] = await db
        .select({ n: count() })
        .from(photos)
        .innerJoin(events, eq(events.id, photos.eventId))
        .leftJoin(faceScans, eq(faceScans.photoId, photos.id))
        .where(
          and(eq(events.graduationId, graduationId), eq(photos.state, 'ready'), isNull(faceScans.photoId)),
        );
      return { faces: faces?.n ?? 0, scanned: scanned?.n ?? 0, pending: pending?.n ?? 0 };
    },

    /**
     * What changes whenever the graduation's faces do (decision 138): an insert raises the max id (serial),
     * a delete lowers the count; read off photo_faces_graduation_idx without touching the rows.
     */
    async facesVersion(graduationId: number): Promise<FacesVersion> {
      const [row] = await db
        .select({ count: count(), top: sql<number | null>`max(${photoFaces.id})` })
        .from(photoFaces)
        .where(eq(photoFaces.graduationId, graduationId));
      return { count: Number(row?.count ?? 0), top: Number(row?.top ?? 0) };
    },

    /**
     * A graduation's faces with an id above `afterId`, in id order, as one row of aggregates: ids as text and
     * descriptors and boxes as base64 of their bytes. 20,000 faces as 20,000 rows of bytea cost seconds to
     * decode on PGlite and a hex parse each on pg; one base64 string is one decode (bench 51).
     */
    async facesAfter(graduationId: number, afterId: number): Promise<StoredFace[]> {
      const res = await db.execute(sql`
        select count(*)::int as n,
          string_agg(${photoFaces.photoId}::text, ',' order by ${photoFaces.id}) as photos,
          string_agg(${photoFaces.eventId}::text, ',' order by ${photoFaces.id}) as events,
          encode(string_agg(${photoFaces.descriptor}, '' order by ${photoFaces.id}), 'base64') as descriptors,
          encode(string_agg(float4send(${photoFaces.x}) || float4send(${photoFaces.y})
            || float4send(${photoFaces.width}) || float4send(${photoFaces.height}), '' order by ${photoFaces.id}),
            'base64') as boxes
        from ${photoFaces}
        where ${photoFaces.graduationId} = ${graduationId} and ${photoFaces.id} > ${afterId}`);
      const [row] = (res as unknown as { rows: AggregatedFaces[] }).rows;
      const n = Number(row?.n ?? 0);
      if (!row || n === 0) return [];
      const photoIds = row.photos.split(',');
      const eventIds = row.events.split(',');
      // One aligned copy of every descriptor; each face's is a view of it.
      const all = bytesToDescriptor(Buffer.from(row.descriptors, 'base64'));
      const boxes = Buffer.from(row.boxes, 'base64');
      const faces: StoredFace[] = new Array(n);
      for (let i = 0; i < n; i++) {
        // float4send is big-endian.
        const at = i * 16;
        faces[i] = {
          photoId: Number(photoIds[i]),
          eventId: Number(eventIds[i]),
          box: {
            x: boxes.readFloatBE(at),
            y: boxes.readFloatBE(at + 4),
            width: boxes.readFloatBE(at + 8),
            height: boxes.readFloatBE(at + 12),
          },
          descriptor: all.subarray(i * 128, (i + 1) * 128),
        };
      }
      return faces;
    },
  };
}
