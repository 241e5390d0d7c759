import type { Readable } from 'node:stream';
import {
  ContentType,
  MIN_MUSIC_SECONDS,
  MIN_PRINT_PIXELS,
  mp3SurelyLasts,
  uploadMessages,
} from '@portal/domain';
import { parseStream } from 'music-metadata';
import sharp from 'sharp';

/**
 * What a stored upload itself says (beyond the spec): an MP3 shorter than a minute, a photo too
 * small to print. Read from the file, never trusted from the browser; a file the readers cannot make out
 * gets no warning (the sniffer already accepted its type).
 */
export async function mediaWarning(
  open: () => Promise<Readable | null>,
  type: string,
  size: number,
  head: Uint8Array,
): Promise<string | null> {
  // Too long to be short whatever its bitrate: its frames are not read a second time (decision 75).
  if (type === ContentType.mp3 && mp3SurelyLasts(head, size, MIN_MUSIC_SECONDS)) return null;
  const stream = await open();
  if (!stream) return null;
  try {
    if (type === ContentType.mp3) {
      const meta = await parseStream(stream, { mimeType: type, size }, { skipCovers: true });
      const seconds = meta.format.duration;
      return seconds !== undefined && seconds < MIN_MUSIC_SECONDS
        ? uploadMessages.shortMusic(Math.round(seconds))
        : null;
    }
    if (type === ContentType.png || type === ContentType.jpeg) {
      const reader = sharp();
      stream.pipe(reader);
      const { width, height } = await reader.metadata();
      return width && height && Math.min(width, height) < MIN_PRINT_PIXELS
        ? uploadMessages.smallPhoto(width, height)
        : null;
    }
    return null;
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
}
