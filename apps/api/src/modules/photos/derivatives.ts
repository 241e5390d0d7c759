import { MAX_PHOTO_PIXELS, PREVIEW_MAX_SIDE, THUMB_MAX_BYTES, THUMB_MAX_SIDE } from '@portal/domain';
import sharp, { type Sharp } from 'sharp';
import { exifTakenAt } from './exif-taken-at';

// Parallelism comes from running several jobs at once (one per core), not from libvips threads inside one
// job: memory then grows with the number of jobs and nothing else (decision 65).
sharp.concurrency(1);
sharp.cache(false);

/** What a photo's bytes become: a thumbnail and a watermarked preview, with the sizes the album reserves. */
export type Derivatives = {
  thumb: Buffer;
  preview: Buffer;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  /** When the picture was taken, from its EXIF (decision 120); null when the file does not say. */
  takenAt: Date | null;
};

/** The file could not be decoded as an image: the photo is refused as corrupt, never retried. */
export class CorruptImageError extends Error {}

/** The longest side brought down to `max`, the proportions kept, never enlarged. */
function fit(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const watermarks = new Map<string, Promise<Buffer>>();

/** The watermark as SVG text (see `watermark`). */
export function watermarkSvg(width: number, height: number): Buffer {
  const size = Math.max(14, Math.round(Math.min(width, height) / 12));
  const rows: string[] = [];
  for (let y = size * 2; y < height + width; y += size * 5) {
    rows.push(
      `<text x="${-width / 2}" y="${y}" font-size="${size}">PORTAL DO FORMANDO · PRÉVIA · PORTAL DO FORMANDO · PRÉVIA · PORTAL DO FORMANDO</text>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" fill="#ffffff" fill-opacity="0.35" stroke="#000000" stroke-opacity="0.25" stroke-width="1">${rows.join('')}</g>
</svg>`,
  );
}

/**
 * The preview's watermark (spec B §2.8: the images are protected against copying): the producer's name
 * repeated across the picture, light with a dark edge so it reads on any photo. Rendered once per size
 * as a PNG (an event's photos share a few sizes), so each preview only composites it.
 */
function watermark(width: number, height: number): Promise<Buffer> {
  const id = `${width}x${height}`;
  let png = watermarks.get(id);
  if (!png) {
    if (watermarks.size >= 32) watermarks.clear();
    png = sharp(watermarkSvg(width, height)).png({ compressionLevel: 1 }).toBuffer();
    watermarks.set(id, png);
  }
  return png;
}

/** A thumbnail within the byte budget: the quality steps down until it fits (decision 65: at most 40 KB). */
async function thumbnail(image: Sharp, box: { width: number; height: number }) {
  let quality = 74;
  for (;;) {
    const data = await image
      .clone()
      .resize(box.width, box.height, { fit: 'fill' })
      .jpeg({ quality, progressive: true })
      .toBuffer();
    if (data.length <= THUMB_MAX_BYTES || quality <= 30) return data;
    quality -= 12;
  }
}

/**
 * The thumbnail and the watermarked preview of a photo, oriented as the camera held it (EXIF). Anything
 * libvips cannot decode (a truncated file, garbage after a valid header) is a CorruptImageError.
 */
export async function makeDerivatives(original: Buffer): Promise<Derivatives> {
  try {
    const image = sharp(original, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new CorruptImageError('no size');
    // Orientations 5–8 turn the picture a quarter: width and height swap once rotated.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const t = fit(width, height, THUMB_MAX_SIDE);
    const p = fit(width, height, PREVIEW_MAX_SIDE);
    // Before the two pipelines start: an await between them would leave a rejection unhandled for a tick.
    const mark = await watermark(p.width, p.height);
    const [thumb, preview] = await Promise.all([
      thumbnail(image, t),
      image
        .clone()
        .resize(p.width, p.height, { fit: 'fill' })
        .composite([{ input: mark }])
        .jpeg({ quality: 80, progressive: true })
        .toBuffer(),
    ]);
    return {
      thumb,
      preview,
      width,
      height,
      thumbWidth: t.width,
      thumbHeight: t.height,
      takenAt: exifTakenAt(meta.exif),
    };
  } catch (err) {
    if (err instanceof CorruptImageError) throw err;
    throw new CorruptImageError(err instanceof Error ? err.message : String(err));
  }
}
