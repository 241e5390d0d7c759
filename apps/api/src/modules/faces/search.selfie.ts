import { type FaceBox, faceSearchMessages as m, SELFIE_MAX_BYTES, sniffSelfieType } from '@portal/domain';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors';

/** How the engine sees a selfie: its upright size, shrunk to the engine's longest side (engine.ts). */
export type SelfieSize = { width: number; height: number };

/**
 * The selfie's bytes checked before any model runs (decision 139): its size, its type by content (JPEG,
 * PNG, WebP) and a readable header. `null` is a file the size limit cut. The bytes stay in memory only.
 */
export async function checkedSelfie(bytes: Buffer | null, longestSide: number): Promise<SelfieSize> {
  if (bytes === null || bytes.length > SELFIE_MAX_BYTES) throw new AppError('LIMIT', m.selfieTooLarge, 413);
  if (bytes.length === 0) throw new AppError('EMPTY', m.selfieMissing);
  if (sniffSelfieType(bytes.subarray(0, 12)) === null) throw new AppError('INVALID', m.selfieType, 415);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw new AppError('INVALID', m.selfieUnreadable, 422);
  }
  if (!meta.width || !meta.height) throw new AppError('INVALID', m.selfieUnreadable, 422);
  // EXIF orientations 5–8 turn the picture a quarter: the engine sees it upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A box relative to the image (0..1, engine.ts) in the pixels the engine read. */
export function boxInPixels(box: FaceBox, size: SelfieSize): FaceBox {
  return {
    x: box.x * size.width,
    y: box.y * size.height,
    width: box.width * size.width,
    height: box.height * size.height,
  };
}
