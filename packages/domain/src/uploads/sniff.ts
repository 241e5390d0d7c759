import { ContentType } from './types';

/** Bytes the sniffer needs to decide: the ID3 header is the longest check. */
export const SNIFF_BYTES = 10;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const ID3 = [0x49, 0x44, 0x33]; // 'ID3'

/** An ID3v2 tag header: version 2–4, and a 28-bit size written as four 7-bit (synchsafe) bytes. */
function isId3(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ID3) || bytes.length < SNIFF_BYTES) return false;
  const version = bytes[3]!;
  if (version < 2 || version > 4 || bytes[4] === 0xff) return false;
  return [6, 7, 8, 9].every((i) => bytes[i]! < 0x80);
}

/**
 * An MPEG audio Layer III frame header: 11 sync bits, a known version, layer III, a real bitrate and sample
 * rate. Layer III alone keeps out AAC (layer 00) and JPEG (FF D8: sync broken).
 */
function isMp3Frame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1]!;
  const b2 = bytes[2]!;
  const syncOk = (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0b11; // 01 is reserved
  const layer = (b1 >> 1) & 0b11; // 01 is Layer III
  const bitrate = b2 >> 4; // 1111 is invalid; 0000 (free format) is too rare to trust
  const sampleRate = (b2 >> 2) & 0b11; // 11 is reserved
  return (
    syncOk && version !== 0b01 && layer === 0b01 && bitrate !== 0 && bitrate !== 0xf && sampleRate !== 0b11
  );
}

/**
 * The content type of a file from its first bytes (DESIGN §6: never the name or the browser's MIME):
 * MP3 (ID3 tag or frame sync), PNG, JPEG or PDF; null for anything else or too few bytes.
 */
export function sniffContentType(firstBytes: Uint8Array): ContentType | null {
  if (startsWith(firstBytes, PNG)) return ContentType.png;
  if (startsWith(firstBytes, JPEG)) return ContentType.jpeg;
  if (startsWith(firstBytes, PDF)) return ContentType.pdf;
  if (isId3(firstBytes) || isMp3Frame(firstBytes)) return ContentType.mp3;
  return null;
}

/** The highest bitrate of any MPEG audio stream (MPEG-1 Layer I, 448 kbit/s). */
export const MAX_MPEG_BITS_PER_SECOND = 448_000;
/** Room for tags at the end of an MP3 (ID3v1, APE, Lyrics3) that are not audio either. */
const TRAILING_TAG_BYTES = 256 * 1024;

/** The bytes of a leading ID3v2 tag, read from the file's first 10 bytes (header, syncsafe size, footer); 0 when none. */
export function id3v2Bytes(head: Uint8Array): number {
  if (!isId3(head)) return 0;
  const size = ((head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!) >>> 0;
  const footer = (head[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Whether an MP3 of `size` bytes whose first bytes are `head` lasts at least `seconds` whatever its bitrate:
 * what is left after its tags, played at the highest MPEG bitrate, still takes that long. Then its frames
 * need not be read to know it (a 25 MB song would be read twice otherwise: the upload bench, decision 75).
 */
export function mp3SurelyLasts(head: Uint8Array, size: number, seconds: number): boolean {
  const audio = size - id3v2Bytes(head) - TRAILING_TAG_BYTES;
  return audio > (seconds * MAX_MPEG_BITS_PER_SECOND) / 8;
}
