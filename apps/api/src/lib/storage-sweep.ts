import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Storage } from './storage';

/** A file this old that is still a .part, or that no row names, was left by a crash (decision 128). */
export const SWEEP_AGE_MS = 60 * 60 * 1000;
/**
 * In a bucket (decision 141), an object no row names is removed only after a day: its time is the store's
 * clock, not this node's, and a day leaves any clock skew and any slow commit far behind.
 */
export const BUCKET_SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
/** How often a running node sweeps again after its start. */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The folders whose every file a row names, and the columns that name them. A file under them that no row
 * names is one renamed into place before its row committed, when the process died in between. Files
 * elsewhere (the producer's logo, the demo's invitations) are never swept.
 */
const OWNED: { prefix: string; columns: string[] }[] = [
  {
    prefix: 'fotos/',
    columns: ['photos.original_key', 'photos.preview_key', 'photos.thumb_key', 'events.cover_key'],
  },
  { prefix: 'eventos/', columns: ['events.cover_key'] },
  { prefix: 'products/', columns: ['products.image_key'] },
  { prefix: 'uploads/', columns: ['uploads.storage_key'] },
];

/** Of `keys`, those a row still names. */
export type Referenced = (keys: string[]) => Promise<Set<string>>;

/** The database's answer to `Referenced`: one query per batch over every column of OWNED. */
export function referencedIn(database: Pick<Database, 'query'>): Referenced {
  const columns = [...new Set(OWNED.flatMap((o) => o.columns))];
  const union = columns
    .map((c) => {
      const [table, column] = c.split('.');
      return `select ${column} as key from ${table} where ${column} = any($1::text[])`;
    })
    .join(' union ');
  return async (keys) => {
    const found = new Set<string>();
    for (let i = 0; i < keys.length; i += 1000) {
      const { rows } = await database.query(union, [keys.slice(i, i + 1000)]);
      for (const row of rows) found.add(String(row.key));
    }
    return found;
  };
}

export type SweepReport = { parts: number; orphans: number };

/**
 * Removes what a crash left in the local files folder: .part files of writes cut short, and files of the
 * owned folders that no row names, both older than `olderThanMs` (a write in progress, or a row about to
 * commit, is younger). The S3 adapter leaves no .part: a PutObject is whole or absent.
 */
export async function sweepLocalFiles(
  root: string,
  referenced: Referenced,
  { olderThanMs = SWEEP_AGE_MS, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<SweepReport> {
  const report: SweepReport = { parts: 0, orphans: 0 };
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return report;
    throw err;
  }
  const candidates: string[] = [];
  for (const entry of entries) {
    const key = entry.split(path.sep).join('/');
    const file = path.join(root, entry);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    if (key.endsWith('.part')) {
      await rm(file, { force: true });
      report.parts++;
    } else if (OWNED.some((o) => key.startsWith(o.prefix))) candidates.push(key);
  }
  if (candidates.length === 0) return report;
  const named = await referenced(candidates);
  for (const key of candidates) {
    if (named.has(key)) continue;
    await rm(path.join(root, key), { force: true });
    report.orphans++;
  }
  return report;
}

/**
 * The same sweep in a store that lists its objects (S3, decision 141): the objects of the owned folders that
 * no row names, older than `olderThanMs` (a day by default). A put is whole or absent there, so there is no
 * .part to sweep. Several nodes sweeping together only delete the same orphans twice.
 */
export async function sweepListedObjects(
  storage: Required<Pick<Storage, 'list' | 'delete'>>,
  referenced: Referenced,
  { olderThanMs = BUCKET_SWEEP_AGE_MS, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<SweepReport> {
  const report: SweepReport = { parts: 0, orphans: 0 };
  const sweep = async (keys: string[]) => {
    const named = await referenced(keys);
    for (const key of keys) {
      if (named.has(key)) continue;
      await storage.delete(key);
      report.orphans++;
    }
  };
  for (const { prefix } of OWNED) {
    let batch: string[] = [];
    for await (const object of storage.list(prefix)) {
      if (now - object.modifiedAt.getTime() < olderThanMs) continue;
      batch.push(object.key);
      if (batch.length === 1000) {
        await sweep(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await sweep(batch);
  }
  return report;
}
