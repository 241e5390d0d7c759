import { Readable } from 'node:stream';

/** One file of a stored zip: its CRC-32 and size known before the first byte, its bytes opened in turn. */
export type StoredEntry = {
  name: string;
  size: number;
  crc32: number;
  /** The entry's bytes; called only when the entry before it has been sent in full. */
  open: () => Promise<Readable>;
};

export type StoredZipOptions = {
  /** The modification time every entry shows (default now). */
  date?: Date;
  /** Writes the ZIP64 extra fields and end records even when nothing needs them (tests of the format). */
  forceZip64?: boolean;
};

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const LOCAL = 30;
const CENTRAL = 46;
const END = 22;
const END64 = 56;
const LOCATOR64 = 20;
/** Bit 11: the name is UTF-8 (names keep their accents, 'Formatura João.jpg'). */
const UTF8 = 0x0800;
/** Made by Unix (3) with spec 4.5, so the external attributes below read as a mode: a plain file, rw-r--r--. */
const MADE_BY = (3 << 8) | 45;
const FILE_MODE = 0o100644 * 0x10000;

/**
 * MS-DOS date and time of `date` as a Brazilian sees it: zip has no time zone, and São Paulo keeps UTC−3
 * all year (no summer time since 2019).
 */
function dosDateTime(date: Date): { time: number; date: number } {
  const d = new Date(date.getTime() - 3 * 3600_000);
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

type Planned = StoredEntry & { nameBytes: Buffer; offset: number; local: Buffer };

/**
 * A zip of stored (not compressed) entries whose CRC-32 and sizes are known up front (decision
 * 88): each local header carries them, so no data descriptor follows the bytes and nothing is checksummed
 * while they stream; the exact length is known before the first byte. ZIP64 extra fields and end records
 * are written when a size or an offset reaches 4 GiB or there are 65 535 entries or more. Each entry is
 * opened only when its turn comes (one file open at a time), its bytes go out as they are read, and an
 * entry that gives more or fewer bytes than its size fails the stream rather than send a broken archive.
 */
export function storedZip(
  entries: readonly StoredEntry[],
  options: StoredZipOptions = {},
): { stream: Readable; size: number } {
  const force = options.forceZip64 === true;
  const when = dosDateTime(options.date ?? new Date());
  let offset = 0;
  const planned: Planned[] = entries.map((entry) => {
    if (!Number.isSafeInteger(entry.size) || entry.size < 0) throw new Error(`bad size for ${entry.name}`);
    const nameBytes = Buffer.from(entry.name, 'utf8');
    if (nameBytes.length > MAX16) throw new Error(`name too long: ${entry.name.slice(0, 40)}…`);
    const big = force || entry.size >= MAX32;
    const local = Buffer.alloc(LOCAL + nameBytes.length + (big ? 20 : 0));
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(big ? 45 : 20, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(when.time, 10);
    local.writeUInt16LE(when.date, 12);
    local.writeUInt32LE(entry.crc32 >>> 0, 14);
    local.writeUInt32LE(big ? MAX32 : entry.size, 18);
    local.writeUInt32LE(big ? MAX32 : entry.size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(big ? 20 : 0, 28);
    nameBytes.copy(local, LOCAL);
    if (big) {
      const at = LOCAL + nameBytes.length;
      local.writeUInt16LE(0x0001, at);
      local.writeUInt16LE(16, at + 2);
      local.writeBigUInt64LE(BigInt(entry.size), at + 4);
      local.writeBigUInt64LE(BigInt(entry.size), at + 12);
    }
    const p = { ...entry, nameBytes, offset, local };
    offset += local.length + entry.size;
    return p;
  });

  const directoryOffset = offset;
  const directory = Buffer.concat(
    planned.map((p) => {
      const bigSize = force || p.size >= MAX32;
      const bigOffset = force || p.offset >= MAX32;
      const extra = (bigSize ? 16 : 0) + (bigOffset ? 8 : 0);
      const extraLength = extra ? extra + 4 : 0;
      const h = Buffer.alloc(CENTRAL + p.nameBytes.length + extraLength);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(MADE_BY, 4);
      h.writeUInt16LE(extra ? 45 : 20, 6);
      h.writeUInt16LE(UTF8, 8);
      h.writeUInt16LE(0, 10);
      h.writeUInt16LE(when.time, 12);
      h.writeUInt16LE(when.date, 14);
      h.writeUInt32LE(p.crc32 >>> 0, 16);
      h.writeUInt32LE(bigSize ? MAX32 : p.size, 20);
      h.writeUInt32LE(bigSize ? MAX32 : p.size, 24);
      h.writeUInt16LE(p.nameBytes.length, 28);
      h.writeUInt16LE(extraLength, 30);
      // comment length, disk number, internal attributes: 0
      h.writeUInt32LE(FILE_MODE, 38);
      h.writeUInt32LE(bigOffset ? MAX32 : p.offset, 42);
      p.nameBytes.copy(h, CENTRAL);
      if (extra) {
        let at = CENTRAL + p.nameBytes.length;
        h.writeUInt16LE(0x0001, at);
        h.writeUInt16LE(extra, at + 2);
        at += 4;
        if (bigSize) {
          h.writeBigUInt64LE(BigInt(p.size), at);
          h.writeBigUInt64LE(BigInt(p.size), at + 8);
          at += 16;
        }
        if (bigOffset) h.writeBigUInt64LE(BigInt(p.offset), at);
      }
      return h;
    }),
  );

  const count = planned.length;
  const zip64End = force || count >= MAX16 || directory.length >= MAX32 || directoryOffset >= MAX32;
  const end = Buffer.alloc((zip64End ? END64 + LOCATOR64 : 0) + END);
  let at = 0;
  if (zip64End) {
    end.writeUInt32LE(0x06064b50, 0);
    end.writeBigUInt64LE(BigInt(END64 - 12), 4);
    end.writeUInt16LE(MADE_BY, 12);
    end.writeUInt16LE(45, 14);
    // this disk, the directory's disk: 0
    end.writeBigUInt64LE(BigInt(count), 24);
    end.writeBigUInt64LE(BigInt(count), 32);
    end.writeBigUInt64LE(BigInt(directory.length), 40);
    end.writeBigUInt64LE(BigInt(directoryOffset), 48);
    end.writeUInt32LE(0x07064b50, END64);
    end.writeBigUInt64LE(BigInt(directoryOffset + directory.length), END64 + 8);
    end.writeUInt32LE(1, END64 + 16);
    at = END64 + LOCATOR64;
  }
  // With ZIP64 end records, the fields that overflow (all of them when forced) point the reader to them.
  const mark16 = (n: number) => (force || n >= MAX16 ? MAX16 : n);
  const mark32 = (n: number) => (force || n >= MAX32 ? MAX32 : n);
  end.writeUInt32LE(0x06054b50, at);
  end.writeUInt16LE(mark16(count), at + 8);
  end.writeUInt16LE(mark16(count), at + 10);
  end.writeUInt32LE(mark32(directory.length), at + 12);
  end.writeUInt32LE(mark32(directoryOffset), at + 16);

  async function* bytes() {
    for (const p of planned) {
      yield p.local;
      let sent = 0;
      // Leaving the loop early (a throw, or the client gone) destroys the file's stream: nothing stays open.
      for await (const chunk of await p.open()) {
        sent += (chunk as Buffer).length;
        if (sent > p.size) throw new Error(`${p.name}: more bytes than its size ${p.size}`);
        yield chunk as Buffer;
      }
      if (sent !== p.size) throw new Error(`${p.name}: ${sent} bytes, its size is ${p.size}`);
    }
    yield Buffer.concat([directory, end]);
  }

  return {
    stream: Readable.from(bytes(), { objectMode: false }),
    size: directoryOffset + directory.length + end.length,
  };
}
