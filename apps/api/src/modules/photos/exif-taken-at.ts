/**
 * When a photo was taken, from the EXIF block libvips hands over (sharp's metadata().exif): the Exif
 * sub-IFD's DateTimeOriginal, with OffsetTimeOriginal when the camera wrote it. Cameras write local time
 * without a zone; such a time is read as Brasília's (UTC−3, no summer time since 2019), which keeps an
 * event's photos in the order they were taken (decision 120). Null when the block is missing or unreadable.
 */
export function exifTakenAt(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  try {
    // The block may start with the APP1 marker's "Exif\0\0" before the TIFF header.
    const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
    const order = tiff.subarray(0, 2).toString('latin1');
    if (order !== 'II' && order !== 'MM') return null;
    const le = order === 'II';
    const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    /** The entries of the IFD at `at`: tag → the offset of its 4-byte value field. */
    const entries = (at: number) => {
      const found = new Map<number, number>();
      const n = u16(at);
      for (let i = 0; i < n; i++) found.set(u16(at + 2 + i * 12), at + 2 + i * 12);
      return found;
    };
    /** An ASCII value (count at +4, inline when 4 bytes or fewer, else at the offset at +8). */
    const ascii = (entry: number | undefined) => {
      if (entry === undefined) return null;
      const count = u32(entry + 4);
      const at = count <= 4 ? entry + 8 : u32(entry + 8);
      return tiff
        .subarray(at, at + count)
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim();
    };
    const ifd0 = entries(u32(4));
    const exifPointer = ifd0.get(0x8769);
    if (exifPointer === undefined) return null;
    const sub = entries(u32(exifPointer + 8));
    const when = ascii(sub.get(0x9003))?.match(/^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
    if (!when) return null;
    const offset = ascii(sub.get(0x9011));
    const zone = offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '-03:00';
    const date = new Date(`${when[1]}-${when[2]}-${when[3]}T${when[4]}:${when[5]}:${when[6]}${zone}`);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    // A truncated or malformed block reads past its end: the photo simply has no capture time.
    return null;
  }
}
