import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff';

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
