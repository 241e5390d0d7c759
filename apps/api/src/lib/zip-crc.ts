import { createRequire } from 'node:module';
import zlib from 'node:zlib';

/**
 * yazl checksums every byte it stores with buffer-crc32, a table loop in JavaScript (~130 MB/s here), which
 * made a zip of originals several times slower than reading them (issue 11 bench 44). Node's zlib.crc32 is
 * the same CRC-32 in native code (~1.9 GB/s); this points yazl's copy of buffer-crc32 at it, once, when the
 * running Node has it. The zips the tests make are checked by Python's zipfile, which verifies every CRC.
 */
export function useNativeZipCrc(): boolean {
  const native = (zlib as { crc32?: (data: Buffer, value?: number) => number }).crc32;
  if (typeof native !== 'function') return false;
  const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const crc = fromYazl('buffer-crc32') as { unsigned: (buf: Buffer, previous?: number | Buffer) => number };
  crc.unsigned = (buf, previous) =>
    native(buf, Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : (previous ?? 0));
  return true;
}
