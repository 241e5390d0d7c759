import { randomUUID } from 'node:crypto';
import {
  ContentType,
  producerIdentityMessages as m,
  PRODUCER_LOGO_MAX_BYTES,
  sniffContentType,
} from '@portal/domain';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** The settings key of the logo: where it is stored, and a version that changes its address. */
export const LOGO_KEY = 'producerLogo';
export type StoredLogo = { key: string; version: string };

export const isStoredLogo = (value: unknown): value is StoredLogo =>
  !!value &&
  typeof value === 'object' &&
  typeof Reflect.get(value, 'key') === 'string' &&
  typeof Reflect.get(value, 'version') === 'string';

/** Where a stored logo is served; the version makes a new logo a new address, so it may be cached long. */
export const logoPath = (logo: StoredLogo) => `/api/configuracoes/logo?v=${logo.version}`;

/**
 * The logo as it is kept (decision 122): the type read from its bytes, never from its name or the browser's
 * word; then drawn again as a PNG at most 480 × 160, which drops anything but the picture (metadata,
 * scripts of an SVG pretending to be a PNG) and keeps the e-mails light.
 */
export async function prepareLogo(
  bytes: Buffer | null,
): Promise<{ png: Buffer; key: string; version: string }> {
  if (!bytes) throw new AppError('INVALID', m.logoTooLarge);
  if (bytes.length > PRODUCER_LOGO_MAX_BYTES) throw new AppError('INVALID', m.logoTooLarge);
  const type = sniffContentType(bytes.subarray(0, 16));
  if (type !== ContentType.png && type !== ContentType.jpeg) throw new AppError('INVALID', m.logoType);
  let png: Buffer;
  try {
    png = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(480, 160, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('INVALID', m.logoType);
  }
  const version = randomUUID().replace(/-/g, '').slice(0, 16);
  return { png, key: `producer/logo-${version}.png`, version };
}
