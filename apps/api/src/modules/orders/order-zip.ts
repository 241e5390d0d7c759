import type { Readable } from 'node:stream';
import { safeFileName } from '@portal/domain';
import { storedZip } from '../../lib/zip-writer';
import type { PhotoOriginals } from '../photos';

export type ZipPhoto = {
  photoId: number;
  eventId: number;
  size: number;
  originalName: string;
  originalKey: string;
  /** Of the original, taken when it was stored; null for a photo stored before that (decision 88). */
  crc32: number | null;
};

/** The entry name of a photo: event and photo ids first, so two files of the same name never collide. */
export function zipEntryName(p: Pick<ZipPhoto, 'photoId' | 'eventId' | 'originalName'>): string {
  const name = safeFileName(p.originalName) || 'foto.jpg';
  return `${p.eventId}-${p.photoId}-${name}`;
}

/**
 * Bought originals as one zip streamed to the student (spec A §5, decisions 78 and 88): stored,
 * not recompressed (photos are already compressed), with the CRC-32 each original got when it was stored,
 * so the bytes go from the file to the socket without being checksummed again. A photo stored before
 * that has its CRC computed from its original and saved first, once, before the first byte. Each original
 * is opened only when its turn comes, through the photos module, so a 300-photo order holds one file open
 * at a time; the length is known before the first byte, ZIP64 records when the zip needs them. An original
 * missing or whose size changed since it was stored fails the stream rather than send a broken archive.
 */
export async function ordersZip(
  originals: PhotoOriginals,
  photos: readonly ZipPhoto[],
): Promise<{ stream: Readable; size: number }> {
  const crcs: number[] = [];
  for (const photo of photos) crcs.push(photo.crc32 ?? (await originals.saveCrc32(photo)));
  return storedZip(
    photos.map((photo, i) => ({
      name: zipEntryName(photo),
      size: photo.size,
      crc32: crcs[i]!,
      open: async () => {
        const file = await originals.openStored(photo.originalKey);
        if (!file) throw new Error(`original of photo ${photo.photoId} is missing`);
        return file.stream;
      },
    })),
  );
}
