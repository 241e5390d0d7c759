import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { useNativeZipCrc } from '../../lib/zip-crc';
import type { PhotoOriginals } from '../photos/originals';

useNativeZipCrc();

export type ZipPhoto = {
  photoId: number;
  eventId: number;
  size: number;
  originalName: string;
  originalKey: string;
};

/** A file name every operating system takes: no separators, reserved or control characters. */
const safe = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The entry name of a photo: event and photo ids first, so two files of the same name never collide. */
export function zipEntryName(p: Pick<ZipPhoto, 'photoId' | 'eventId' | 'originalName'>): string {
  const name = safe(p.originalName) || 'foto.jpg';
  return `${p.eventId}-${p.photoId}-${name}`;
}

/**
 * Bought originals as one zip streamed to the student (spec A §5, issue 11): stored, not recompressed
 * (photos are already compressed), each original opened only when its turn comes, through the photos
 * module's gate, so a 300-photo order holds one file open at a time; the keys come with the order's photos,
 * not from a query per photo. The length is known before the first byte (sizes from the album), and yazl writes ZIP64 records by itself once an offset passes 4 GiB. An
 * original whose size changed since it was stored fails the stream rather than send a broken archive.
 */
export function ordersZip(
  originals: PhotoOriginals,
  photos: readonly ZipPhoto[],
): Promise<{ stream: Readable; size: number }> {
  const zip = new yazl.ZipFile();
  for (const photo of photos) {
    zip.addReadStreamLazy(zipEntryName(photo), { compress: false, size: photo.size }, (done) => {
      originals.openStored(photo.originalKey).then(
        (file) => {
          if (!file)
            return done(new Error(`original of photo ${photo.photoId} is missing`), undefined as never);
          if (file.size !== photo.size) {
            file.stream.destroy();
            return done(new Error(`original of photo ${photo.photoId} changed size`), undefined as never);
          }
          done(null, file.stream);
        },
        (err: Error) => done(err, undefined as never),
      );
    });
  }
  return new Promise((resolve) => {
    // yazl passes the total it calculated; its types declare a callback without it.
    const onSize = (size: number) => resolve({ stream: zip.outputStream as unknown as Readable, size });
    zip.end({ forceZip64Format: false, comment: '' }, onSize as unknown as () => void);
  });
}
