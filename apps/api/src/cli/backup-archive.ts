import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded store's backup (decision 132): one `.tar.gz` any `tar` can list, holding
 *   pglite.tar      PGlite's own dump of its data folder (`dumpDataDir`, read back with `loadDataDir`);
 *   data/…          every other file of DATA_DIR: the files folder and the secrets (JWT, webhook), without
 *                   which the restored portal's sessions and signed links would not verify;
 *   manifest.json   last: format, date, and each entry's size and SHA-256, checked before anything is restored.
 * Streamed both ways: the files folder can be far larger than memory.
 */

export const BACKUP_FORMAT = 'portal-do-formando-backup';
export const BACKUP_VERSION = 1;
const BLOCK = 512;

/** What DATA_DIR holds that is not copied as files: the database (dumped) and the live lock. */
const SKIPPED = new Set(['pglite', 'portal.lock']);

export type ManifestEntry = { path: string; size: number; sha256: string };
export type Manifest = { format: string; version: number; createdAt: string; entries: ManifestEntry[] };

function tarHeader(name: string, size: number, mtime: Date): Buffer {
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar: a path up to 255 bytes, split at a slash into prefix (155) and name (100).
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`path too long for the archive: ${name}`);
    }
  }
  const h = Buffer.alloc(BLOCK);
  const put = (value: string, offset: number, length: number) => h.write(value, offset, length, 'utf8');
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
  put(base, 0, 100);
  put(`${octal(0o644, 8)}\0`, 100, 8);
  put(`${octal(0, 8)}\0`, 108, 8);
  put(`${octal(0, 8)}\0`, 116, 8);
  put(`${octal(size, 12)}\0`, 124, 12);
  put(`${octal(Math.floor(mtime.getTime() / 1000), 12)}\0`, 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  put(prefix, 345, 155);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(`${octal(sum, 7)}\0`, 148, 8);
  return h;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Every file under `dir`, as paths relative to it with forward slashes, `skip` left out at the top. */
async function listFiles(dir: string, skip: Set<string>, sub = ''): Promise<string[]> {
  const out: string[] = [];
  let names: import('node:fs').Dirent[];
  try {
    names = await readdir(path.join(dir, sub), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return out;
    throw err;
  }
  for (const d of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = sub ? `${sub}/${d.name}` : d.name;
    if (!sub && skip.has(d.name)) continue;
    if (d.isDirectory()) out.push(...(await listFiles(dir, skip, rel)));
    else if (d.isFile() && !d.name.endsWith('.part')) out.push(rel);
  }
  return out;
}

/**
 * Writes the backup of `dataDir` to `archive`. The caller holds the data folder's lock (the server is
 * stopped): PGlite admits one process, and a folder copied under a running server would not match its dump.
 */
export async function writeBackup(
  dataDir: string,
  archive: string,
  extraSkip: string[] = [],
): Promise<Manifest> {
  const pg = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  let dump: Blob;
  try {
    dump = await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
  const skip = new Set([...SKIPPED, ...extraSkip]);
  const files = await listFiles(dataDir, skip);
  const entries: ManifestEntry[] = [];

  async function* tar(): AsyncGenerator<Buffer> {
    const db = Buffer.from(await dump.arrayBuffer());
    entries.push({
      path: 'pglite.tar',
      size: db.length,
      sha256: createHash('sha256').update(db).digest('hex'),
    });
    yield tarHeader('pglite.tar', db.length, new Date());
    yield db;
    yield padding(db.length);
    for (const rel of files) {
      const file = path.join(dataDir, rel);
      const st = await stat(file);
      const hash = createHash('sha256');
      yield tarHeader(`data/${rel}`, st.size, st.mtime);
      let size = 0;
      for await (const chunk of createReadStream(file, { end: Math.max(0, st.size - 1) })) {
        if (st.size === 0) break;
        size += (chunk as Buffer).length;
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
      if (size !== st.size) throw new Error(`${rel} changed while it was copied: is the portal stopped?`);
      entries.push({ path: `data/${rel}`, size, sha256: hash.digest('hex') });
      yield padding(size);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      entries,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield tarHeader('manifest.json', text.length, new Date());
    yield text;
    yield padding(text.length);
    yield Buffer.alloc(BLOCK * 2);
  }

  await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
  const partial = `${archive}.part`;
  await pipeline(Readable.from(tar()), createGzip(), createWriteStream(partial));
  await rename(partial, archive);
  return JSON.parse(await readTextEntry(archive, 'manifest.json')) as Manifest;
}

/** Streams the archive's entries to `onEntry`, one at a time, in order. */
async function readTar(
  archive: string,
  onEntry: (name: string, size: number) => Promise<(chunk: Buffer) => Promise<void> | void>,
): Promise<void> {
  let buf: Buffer = Buffer.alloc(0);
  let sink: ((chunk: Buffer) => Promise<void> | void) | undefined;
  let remaining = 0;
  let pad = 0;
  let ended = false;
  for await (const chunk of createReadStream(archive).pipe(createGunzip())) {
    buf = buf.length ? Buffer.concat([buf, chunk as Buffer]) : (chunk as Buffer);
    for (;;) {
      if (ended) break;
      if (remaining > 0) {
        if (buf.length === 0) break;
        const take = Math.min(remaining, buf.length);
        await sink?.(buf.subarray(0, take));
        buf = buf.subarray(take);
        remaining -= take;
        continue;
      }
      if (pad > 0) {
        if (buf.length < pad) break;
        buf = buf.subarray(pad);
        pad = 0;
        continue;
      }
      if (buf.length < BLOCK) break;
      const h = buf.subarray(0, BLOCK);
      buf = buf.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const field = (o: number, l: number) => h.toString('utf8', o, o + l).replace(/\0.*$/s, '');
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      const size = Number.parseInt(field(124, 12).trim() || '0', 8);
      sink = await onEntry(name, size);
      remaining = size;
      pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (size === 0) await sink(Buffer.alloc(0));
    }
  }
  if (!ended) throw new Error('the archive is cut short (no end-of-archive blocks)');
}

async function readTextEntry(archive: string, wanted: string): Promise<string> {
  const parts: Buffer[] = [];
  let found = false;
  await readTar(archive, async (name) => {
    if (name !== wanted) return () => {};
    found = true;
    return (chunk) => {
      if (chunk.length) parts.push(chunk);
    };
  });
  if (!found) throw new Error(`${wanted} is not in the archive: is it a portal backup?`);
  return Buffer.concat(parts).toString('utf8');
}

/** What DATA_DIR holds that a restore would replace: empty means it can restore without --substituir. */
export async function restoreTargets(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  return names.filter(
    (n) => n !== 'portal.lock' && !n.startsWith('.restauracao-') && !n.startsWith('antes-da-restauracao-'),
  );
}

/**
 * Restores `archive` into `dataDir` (the caller holds its lock). Everything is unpacked into a staging
 * folder and checked against the manifest first; only then is what DATA_DIR held moved aside (kept, never
 * deleted) and the backup put in its place, the database through PGlite's `loadDataDir`.
 */
export async function restoreBackup(
  dataDir: string,
  archive: string,
): Promise<{ manifest: Manifest; movedAsideTo?: string }> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(dataDir, `.restauracao-${stamp}`);
  await mkdir(staging, { recursive: true });
  try {
    const seen = new Map<string, { size: number; hash: ReturnType<typeof createHash> }>();
    let manifestText = '';
    await readTar(archive, async (name, size) => {
      if (name === 'manifest.json') {
        return (chunk) => {
          manifestText += chunk.toString('utf8');
        };
      }
      if (name !== 'pglite.tar' && !name.startsWith('data/')) throw new Error(`unexpected entry ${name}`);
      if (name.split('/').includes('..')) throw new Error(`unsafe path ${name}`);
      const target = path.join(staging, name);
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(target);
      const hash = createHash('sha256');
      const entry = { size: 0, hash };
      seen.set(name, entry);
      let written = 0;
      return async (chunk) => {
        if (chunk.length) {
          hash.update(chunk);
          entry.size += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        written += chunk.length;
        if (written >= size) {
          out.end();
          await once(out, 'finish');
        }
      };
    });
    const manifest = JSON.parse(manifestText) as Manifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new Error(`not a backup this version can restore (${manifest.format} v${manifest.version})`);
    }
    for (const e of manifest.entries) {
      const got = seen.get(e.path);
      if (!got || got.size !== e.size || got.hash.digest('hex') !== e.sha256) {
        throw new Error(`${e.path} does not match the manifest: the archive is damaged`);
      }
    }
    if (seen.size !== manifest.entries.length)
      throw new Error('the archive holds entries the manifest does not list');

    const existing = await restoreTargets(dataDir);
    let movedAsideTo: string | undefined;
    if (existing.length > 0) {
      movedAsideTo = path.join(dataDir, `antes-da-restauracao-${stamp}`);
      await mkdir(movedAsideTo);
      for (const n of existing) await rename(path.join(dataDir, n), path.join(movedAsideTo, n));
    }
    const dump = await readFile(path.join(staging, 'pglite.tar'));
    const pg = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([dump]),
      extensions: { pg_trgm },
    });
    await pg.exec('CHECKPOINT');
    await pg.close();
    const data = path.join(staging, 'data');
    for (const n of await readdir(data).catch(() => [] as string[])) {
      await rename(path.join(data, n), path.join(dataDir, n));
    }
    return { manifest, ...(movedAsideTo ? { movedAsideTo } : {}) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The default archive name: `backups/portal-2026-11-26T15-04-05Z.tar.gz` under the working folder. */
export function defaultArchiveName(now = new Date()): string {
  return path.join(
    'backups',
    `portal-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}.tar.gz`,
  );
}
