import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

const native = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

let table: Uint32Array | undefined;
/** The same CRC-32 (IEEE, as zip and zlib use) in JavaScript, for a Node without zlib.crc32 (< 20.15). */
function slow(data: Uint8Array, value = 0): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = ~value >>> 0;
  for (let i = 0; i < data.length; i++) crc = table[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** CRC-32 of `data`, continuing from `value` (the CRC of what came before); Node's native one when it has it. */
export const crc32: (data: Uint8Array, value?: number) => number = native ?? slow;

/** CRC-32 and length of everything `stream` gives. */
export async function crc32OfStream(stream: Readable): Promise<{ crc32: number; size: number }> {
  let crc = 0;
  let size = 0;
  for await (const chunk of stream) {
    crc = crc32(chunk as Buffer, crc);
    size += (chunk as Buffer).length;
  }
  return { crc32: crc, size };
}
