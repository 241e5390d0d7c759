/**
 * The producer's photo ingest (decision 65): limits and the texts of each refusal. The spec only says the album
 * shows photos (spec B §2.8); what a file must be to become one is ours (docs/decisions/ 65).
 */

/** Largest photo file accepted: a camera's JPEG at full size, with room; bounds memory per parallel job. */
export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;
/** Largest picture decoded (pixels): a decompression bomb is refused as corrupt. */
export const MAX_PHOTO_PIXELS = 100_000_000;
/** Files per event: an event of a few thousand photos, with room. */
export const MAX_EVENT_PHOTOS = 20_000;
/** The thumbnail's longest side, its byte budget (decision 65: at most 40 KB) and the preview's longest side. */
export const THUMB_MAX_SIDE = 400;
export const THUMB_MAX_BYTES = 40 * 1024;
export const PREVIEW_MAX_SIDE = 1280;

export const PHOTO_INGEST_STATES = ['pending', 'ready', 'refused'] as const;
export type PhotoIngestState = (typeof PHOTO_INGEST_STATES)[number];
export const PHOTO_REFUSAL_REASONS = ['not_image', 'corrupt', 'duplicate', 'too_large'] as const;
export type PhotoRefusalReason = (typeof PHOTO_REFUSAL_REASONS)[number];

/** What the producer reads beside a refused file. */
export const photoRefusalText: Record<PhotoRefusalReason, string> = {
  not_image: 'O arquivo não é uma imagem (JPEG, PNG ou WebP).',
  corrupt: 'A imagem está corrompida e não pôde ser lida.',
  duplicate: 'Esta foto já está no evento.',
  too_large: 'O arquivo passa de 40 MB.',
};

// 'ready' is processed, not published: students see it once its event is (decision 120).
export const photoStateText: Record<PhotoIngestState, string> = {
  pending: 'Processando',
  ready: 'Pronta',
  refused: 'Recusada',
};

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The image format from the first 12 bytes, never the file's name; null when it is not one we take. */
export function sniffImage(first: Uint8Array): ImageKind | null {
  if (startsWith(first, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(first, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // 'RIFF' size 'WEBP'
  if (startsWith(first, [0x52, 0x49, 0x46, 0x46]) && startsWith(first, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** A file name as the producer's list shows it: no folders, no control characters, at most 200 characters. */
export function cleanPhotoName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'foto').slice(0, 200);
}

/** Album order within one ingest: by file name as a person reads it ('foto2' before 'foto10'). */
export const compareFileNames = (a: string, b: string) =>
  a.localeCompare(b, 'pt-BR', { numeric: true, sensitivity: 'base' });
