import type { Db } from '../../db/client';
import { type FacesVersion, facesRepository, type StoredFace } from './faces.repository';

/** Classes whose faces this process keeps in memory (20,000 faces ≈ 11 MB each); the oldest read goes first. */
const CACHED_CLASSES = 8;

type Entry = FacesVersion & { faces: StoredFace[] };
/** Per database (tests build several apps in one process), then per graduation, in order of last use. */
const caches = new WeakMap<object, Map<number, Entry>>();

/**
 * A graduation's indexed faces for the search (decision 138), of `eventIds` only if given. Kept in memory per
 * process and checked on every call against the faces' version (count and max id, one index-only read), so a
 * photo indexed, re-indexed or deleted on any node is seen at the next search. New faces only (photos being
 * indexed while students search) are read alone and appended; any delete reads the class again. Callers must
 * not modify the answer's descriptors.
 */
export async function facesOfGraduation(
  db: Db,
  graduationId: number,
  eventIds?: number[],
): Promise<StoredFace[]> {
  const repo = facesRepository(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const version = await repo.facesVersion(graduationId);
  let entry = cache.get(graduationId);
  if (entry?.count !== version.count || entry.top !== version.top) {
    const added = entry && version.top > entry.top ? await repo.facesAfter(graduationId, entry.top) : null;
    // Only appended if nothing went away meanwhile: the old faces plus the new ones make the count.
    entry =
      entry && added && entry.count + added.length === version.count
        ? { ...version, faces: entry.faces.concat(added) }
        : { ...version, faces: await repo.facesAfter(graduationId, 0) };
  }
  cache.delete(graduationId);
  if (version.count > 0) cache.set(graduationId, entry);
  while (cache.size > CACHED_CLASSES) cache.delete(cache.keys().next().value as number);
  if (!eventIds) return entry.faces;
  const wanted = new Set(eventIds);
  return entry.faces.filter((f) => wanted.has(f.eventId));
}
