import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, crc32OfStream } from './crc32';
import { type StoredEntry, storedZip } from './zip-writer';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zip-writer-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Bytes given in chunks of `chunk`, as a file's stream gives them. */
function chunked(bytes: Buffer, chunk = 1000): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  return Readable.from(parts, { objectMode: false });
}

const entry = (name: string, bytes: Buffer): StoredEntry => ({
  name,
  size: bytes.length,
  crc32: crc32(bytes),
  open: async () => chunked(bytes),
});

async function written(entries: StoredEntry[], options?: Parameters<typeof storedZip>[1]) {
  const zip = storedZip(entries, options);
  const bytes = Buffer.concat(await zip.stream.toArray());
  return { bytes, size: zip.size };
}

/**
 * Python's zipfile (an independent reader, which checks every CRC): each entry's name, size, whether its
 * name is flagged UTF-8 and its SHA-256; `unzip -t` tests the archive too when it holds entries.
 */
function readBack(bytes: Buffer) {
  const file = path.join(dir, `z-${Date.now()}-${Math.random()}.zip`);
  writeFileSync(file, bytes);
  const out = execFileSync('python3', [
    '-c',
    `import sys, json, zipfile, hashlib
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
assert all(i.compress_type == zipfile.ZIP_STORED for i in z.infolist())
print(json.dumps([[i.filename, i.file_size, bool(i.flag_bits & 0x800), hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()]))`,
    file,
  ]);
  const entries = JSON.parse(out.toString()) as [string, number, boolean, string][];
  if (entries.length > 0) execFileSync('unzip', ['-tq', file]);
  return entries;
}

describe('CRC-32', () => {
  it('decision 88 (zip): the CRC-32 check value, whole, in chunks and from a stream', async () => {
    const check = Buffer.from('123456789');
    expect(crc32(check)).toBe(0xcbf43926);
    expect(crc32(check.subarray(4), crc32(check.subarray(0, 4)))).toBe(0xcbf43926);
    const big = randomBytes(300_000);
    expect(await crc32OfStream(chunked(big, 65_536))).toEqual({
      crc32: (zlib as unknown as { crc32: (b: Buffer) => number }).crc32(big),
      size: big.length,
    });
  });
});

describe('stored zip writer', () => {
  const files = [
    ['Formatura João — Colação.jpg', randomBytes(5000)],
    ['vazia.jpg', Buffer.alloc(0)],
    ['IMG_0001.JPG', randomBytes(123_457)],
  ] as const;

  it('decision 88 (zip): entries stored as given, accents kept (UTF-8 flag), the announced size exact', async () => {
    const { bytes, size } = await written(files.map(([n, b]) => entry(n, b)));
    expect(bytes.length).toBe(size);
    expect(readBack(bytes)).toEqual(files.map(([n, b]) => [n, b.length, true, sha(b)]));
    // Sizes and CRC in the local headers: no data descriptor follows an entry.
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x07, 0x08]))).toBe(false);
    // Nothing needs ZIP64 here, so no ZIP64 end record is written.
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
  });

  it('decision 88 (zip): ZIP64 extra fields and end records, forced with small files, read by both readers', async () => {
    const { bytes, size } = await written(
      files.map(([n, b]) => entry(n, b)),
      { forceZip64: true },
    );
    expect(bytes.length).toBe(size);
    expect(readBack(bytes)).toEqual(files.map(([n, b]) => [n, b.length, true, sha(b)]));
    const end = bytes.subarray(bytes.length - 22);
    // The end record's fields all point to the ZIP64 records, which readers must then use.
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(0xffff);
    expect(end.readUInt32LE(12)).toBe(0xffffffff);
    expect(end.readUInt32LE(16)).toBe(0xffffffff);
    const locator = bytes.subarray(bytes.length - 42, bytes.length - 22);
    expect(locator.readUInt32LE(0)).toBe(0x07064b50);
    const record = bytes.subarray(Number(locator.readBigUInt64LE(8)));
    expect(record.readUInt32LE(0)).toBe(0x06064b50);
    expect(record.readBigUInt64LE(32)).toBe(BigInt(files.length));
  });

  it('decision 88 (zip): an entry of 4 GiB or more gets ZIP64 sizes by itself, and the length counts its records', async () => {
    const size = 2 ** 32 + 5;
    const zip = storedZip([
      { name: 'grande.mov', size, crc32: 1, open: async () => chunked(Buffer.alloc(0)) },
      { name: 'depois.jpg', size: 3, crc32: 2, open: async () => chunked(Buffer.alloc(3)) },
    ]);
    const name = (n: string) => Buffer.byteLength(n);
    // Local headers (the big one with its 20-byte ZIP64 extra), the data, the central directory (the second
    // entry's offset past 4 GiB, so a 12-byte extra), the ZIP64 end record and locator, the end record.
    const locals = 30 + name('grande.mov') + 20 + size + 30 + name('depois.jpg');
    const central = 46 + name('grande.mov') + 20 + 46 + name('depois.jpg') + 12;
    expect(zip.size).toBe(locals + 3 + central + 56 + 20 + 22);
    const [first] = (await zip.stream.take(1).toArray()) as Buffer[];
    zip.stream.destroy();
    expect(first!.readUInt32LE(18)).toBe(0xffffffff);
    expect(first!.readUInt32LE(22)).toBe(0xffffffff);
    const extra = 30 + name('grande.mov');
    expect(first!.readUInt16LE(extra)).toBe(0x0001);
    expect(first!.readBigUInt64LE(extra + 4)).toBe(BigInt(size));
  });

  it('decision 88 (zip): an empty list is a valid empty zip of 22 bytes', async () => {
    const { bytes, size } = await written([]);
    expect(size).toBe(22);
    expect(bytes.length).toBe(22);
    expect(readBack(bytes)).toEqual([]);
  });

  it('decision 88 (zip): an entry that gives fewer or more bytes than its size fails the stream', async () => {
    const bytes = randomBytes(4000);
    for (const given of [bytes.subarray(0, 3999), Buffer.concat([bytes, Buffer.from('x')])]) {
      const zip = storedZip([
        entry('a.jpg', randomBytes(10)),
        { name: 'b.jpg', size: bytes.length, crc32: crc32(bytes), open: async () => chunked(given) },
      ]);
      await expect(zip.stream.toArray()).rejects.toThrow(/b\.jpg/);
    }
  });

  it('decision 88 (zip): each entry is opened only when its turn comes, one open at a time, and closed', async () => {
    let open = 0;
    let most = 0;
    let opened = 0;
    const entries = Array.from({ length: 6 }, (_, i) => {
      const bytes = randomBytes(20_000 + i);
      return {
        name: `${i}.jpg`,
        size: bytes.length,
        crc32: crc32(bytes),
        open: async () => {
          opened++;
          most = Math.max(most, ++open);
          const s = chunked(bytes, 4096);
          s.once('close', () => open--);
          return s;
        },
      };
    });
    const zip = storedZip(entries);
    expect(opened).toBe(0);
    const bytes = Buffer.concat(await zip.stream.toArray());
    expect(readBack(bytes)).toHaveLength(6);
    expect(opened).toBe(6);
    expect(most).toBe(1);
    expect(open).toBe(0);
  });

  it('decision 88 (zip): a reader that stops midway closes the entry being sent', async () => {
    let closed = false;
    const bytes = randomBytes(50_000);
    const zip = storedZip([
      {
        name: 'a.jpg',
        size: bytes.length,
        crc32: crc32(bytes),
        open: async () => {
          const s = chunked(bytes, 1000);
          s.once('close', () => {
            closed = true;
          });
          return s;
        },
      },
    ]);
    for await (const _ of zip.stream) break;
    await new Promise((r) => setImmediate(r));
    expect(closed).toBe(true);
  });
});
