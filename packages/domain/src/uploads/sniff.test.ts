import { describe, expect, it } from 'vitest';
import { id3v2Bytes, mp3SurelyLasts, sniffContentType } from './sniff';

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string, ...tail: number[]) =>
  Uint8Array.from([...s].map((c) => c.charCodeAt(0)).concat(tail));

describe('sniffContentType', () => {
  it.each([
    ['PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34), 'image/jpeg'],
    ['PDF', ascii('%PDF-1.7\n'), 'application/pdf'],
    ['MP3 with an ID3v2.3 tag', ascii('ID3', 3, 0, 0, 0, 0, 0x1f, 0x76), 'audio/mpeg'],
    ['MP3 with an ID3v2.4 tag', ascii('ID3', 4, 0, 0x80, 0, 0, 2, 1), 'audio/mpeg'],
    ['MP3 frame, MPEG-1 Layer III 128 kbps 44.1 kHz', bytes(0xff, 0xfb, 0x90, 0x64), 'audio/mpeg'],
    ['MP3 frame, MPEG-2 Layer III', bytes(0xff, 0xf3, 0x48, 0xc4), 'audio/mpeg'],
    ['MP3 frame, MPEG-2.5 Layer III', bytes(0xff, 0xe3, 0x18, 0xc4), 'audio/mpeg'],
  ])('DESIGN §6: %s', (_name, input, expected) => {
    expect(sniffContentType(input)).toBe(expected);
  });

  it.each([
    ['empty', bytes()],
    ['too short for PNG', bytes(0x89, 0x50, 0x4e)],
    ['GIF', ascii('GIF89a', 1, 0, 1, 0)],
    ['an HTML page renamed .mp3', ascii('<html><bod')],
    ['AAC ADTS (layer 00)', bytes(0xff, 0xf1, 0x50, 0x80)],
    ['MP2 (Layer II)', bytes(0xff, 0xfd, 0x90, 0x64)],
    ['reserved MPEG version', bytes(0xff, 0xeb, 0x90, 0x64)],
    ['bad bitrate index', bytes(0xff, 0xfb, 0xf0, 0x64)],
    ['free-format bitrate', bytes(0xff, 0xfb, 0x00, 0x64)],
    ['reserved sample rate', bytes(0xff, 0xfb, 0x9c, 0x64)],
    ['broken sync', bytes(0xff, 0x1b, 0x90, 0x64)],
    ['frame header cut short', bytes(0xff, 0xfb, 0x90)],
    ['ID3 with an unknown version', ascii('ID3', 9, 0, 0, 0, 0, 0, 1)],
    ['ID3 with revision 0xFF', ascii('ID3', 3, 0xff, 0, 0, 0, 0, 1)],
    ['ID3 with a size that is not synchsafe', ascii('ID3', 3, 0, 0, 0x80, 0, 0, 1)],
    ['ID3 cut short', ascii('ID3', 3, 0)],
    ['a PDF without the dash', ascii('%PDF1.7')],
    ['ZIP', bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0)],
  ])('DESIGN §6: %s is not accepted', (_name, input) => {
    expect(sniffContentType(input)).toBeNull();
  });
});

describe('mp3SurelyLasts: when an MP3 need not be read to know it lasts a minute (decision 75)', () => {
  const frame = Uint8Array.from([0xff, 0xfb, 0x90, 0x00, 0, 0, 0, 0, 0, 0]);
  // ID3v2.4, no footer, a tag of 0x01 0x00 syncsafe = 128 bytes; then with the footer flag.
  const tagged = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 1, 0]);
  const footed = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0x10, 0, 0, 1, 0]);
  // 60 s at 448 kbit/s = 3 360 000 bytes, plus 256 KiB for trailing tags.
  const bound = 3_360_000 + 256 * 1024;

  it('the leading ID3v2 tag size, with its header and footer; 0 for a bare frame', () => {
    expect(id3v2Bytes(tagged)).toBe(10 + 128);
    expect(id3v2Bytes(footed)).toBe(10 + 128 + 10);
    expect(id3v2Bytes(frame)).toBe(0);
  });

  it('spec A §2 music help: a file with more audio than a minute at the highest bitrate surely lasts a minute', () => {
    expect(mp3SurelyLasts(frame, bound + 1, 60)).toBe(true);
    expect(mp3SurelyLasts(frame, bound, 60)).toBe(false);
    // The tag's bytes are not audio: the same size with a tag is no longer sure.
    expect(mp3SurelyLasts(tagged, bound + 1, 60)).toBe(false);
    expect(mp3SurelyLasts(tagged, bound + 1 + 138, 60)).toBe(true);
  });

  it('a short file, or one that is mostly a tag (a large cover), must still be read', () => {
    expect(mp3SurelyLasts(frame, 2_000_000, 60)).toBe(false);
    const bigCover = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0x02, 0, 0, 0]); // 4 MiB tag
    expect(mp3SurelyLasts(bigCover, 5_000_000, 60)).toBe(false);
  });
});
