import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useNativeZipCrc } from './zip-crc';

describe('native CRC-32 for yazl', () => {
  it('gives the CRC-32 check value, whole and in chunks, as buffer-crc32 did', () => {
    expect(useNativeZipCrc()).toBe(true);
    const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
    const crc = fromYazl('buffer-crc32') as { unsigned: (b: Buffer, p?: number) => number };
    expect(crc.unsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc.unsigned(Buffer.from('56789'), crc.unsigned(Buffer.from('1234')))).toBe(0xcbf43926);
  });
});
