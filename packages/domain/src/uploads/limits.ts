import type { ErrorType } from '../contract/common';
import { uploadMessages } from '../messages';
import { type ContentKind, ContentType, contentKind, UploadType } from './types';

/** Largest file per kind, exported once for the API's stream limit and the web's dropzone (STYLE 4). */
export const MAX_UPLOAD_BYTES: Readonly<Record<ContentKind, number>> = {
  audio: 25 * 1024 * 1024,
  image: 20 * 1024 * 1024,
  pdf: 10 * 1024 * 1024,
};

/** Accepted content types per screen (spec A §5 Uploads). */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<UploadType, readonly ContentType[]>> = {
  formatura: [ContentType.mp3],
  individual: [ContentType.mp3, ContentType.png, ContentType.jpeg],
  complementar: [ContentType.png, ContentType.jpeg],
  certificado: [ContentType.png, ContentType.jpeg, ContentType.pdf],
};

/** Files per screen where the spec gives a number (spec A §9); formatura is our choice: 6 music types, room for repeats. */
export const MAX_UPLOAD_FILES = { complementar: 3, certificado: 2, formatura: 20 } as const;

/** True when screen `tipo` takes files of `type`. */
export function acceptsContentType(tipo: UploadType, type: string): type is ContentType {
  return (UPLOAD_CONTENT_TYPES[tipo] as readonly string[]).includes(type);
}

/** The size limit of one file of `type`. */
export function maxBytesFor(type: ContentType): number {
  return MAX_UPLOAD_BYTES[contentKind(type)];
}

/** The largest file screen `tipo` can take: the stream limit before the content is known. */
export function maxUploadBytes(tipo: UploadType): number {
  return Math.max(...UPLOAD_CONTENT_TYPES[tipo].map(maxBytesFor));
}

/** Photo entitlements of the graduation (spec A §3 AlFormDados). */
export interface PhotoEntitlements {
  FormFtInfancia: number;
  FormFtHomenagem: number;
  FormFtLed: number;
}

/** Most files a student may keep on screen `tipo` (spec A §9): individual = photo entitlements + 1 music. */
export function maxUploadCount(tipo: UploadType, dados: PhotoEntitlements): number {
  if (tipo === UploadType.individual) {
    return Math.max(0, dados.FormFtInfancia + dados.FormFtHomenagem + dados.FormFtLed) + 1;
  }
  return MAX_UPLOAD_FILES[tipo];
}

/**
 * Most images on screen `tipo` (spec A §5 "Images: maximum minus one"). We read the minus one as the slot kept
 * for the single music file, so it applies where music is accepted with images (individual); on complementar
 * and certificado, which take no music, images may fill the maximum, or it could never be reached.
 */
export function maxImageCount(tipo: UploadType, maxCount: number): number {
  const takesMusic = acceptsContentType(tipo, ContentType.mp3);
  return takesMusic ? Math.max(0, maxCount - 1) : maxCount;
}

/** Only formatura takes several music files (spec A §5). */
export function allowsSeveralMusicFiles(tipo: UploadType): boolean {
  return tipo === UploadType.graduation;
}

/** A refused upload action: the pt-BR text and the error type the API answers with. */
export type UploadRefusal = { ok: false; error: string; type: ErrorType };
export type UploadCheck = { ok: true } | UploadRefusal;

const refuse = (type: ErrorType, error: string): UploadRefusal => ({ ok: false, error, type });

/**
 * Whether one more file fits screen `tipo` (spec A §5, §8), checked in this order: content type, size, the
 * maximum (allFilesUploaded), one music outside formatura (onlyOneMusic), images (noMoreImages).
 */
export function checkUploadFits(input: {
  tipo: UploadType;
  type: string | null;
  size: number;
  existing: readonly { mimetype: string }[];
  maxCount: number;
}): UploadCheck {
  const { tipo, type, existing, maxCount } = input;
  if (!type || !acceptsContentType(tipo, type)) return refuse('INVALID', uploadMessages.dropzoneRejected);
  if (input.size > maxBytesFor(type)) {
    return refuse('LIMIT', uploadMessages.fileTooLarge(`${maxBytesFor(type) / 1024 / 1024} MB`));
  }
  if (existing.length >= maxCount) return refuse('LIMIT', uploadMessages.allFilesUploaded);
  const count = (kind: ContentKind) =>
    existing.filter((f) => acceptsContentType(tipo, f.mimetype) && contentKind(f.mimetype) === kind).length;
  const kind = contentKind(type);
  if (kind === 'audio' && !allowsSeveralMusicFiles(tipo) && count('audio') >= 1) {
    return refuse('LIMIT', uploadMessages.onlyOneMusic);
  }
  if (kind === 'image' && count('image') >= maxImageCount(tipo, maxCount)) {
    return refuse('LIMIT', uploadMessages.noMoreImages);
  }
  return { ok: true };
}

/** Music shorter than this is flagged (spec A §2 help text: music of at least one minute). */
export const MIN_MUSIC_SECONDS = 60;
/** A photo whose shorter side has fewer pixels is flagged as too small to print well. */
export const MIN_PRINT_PIXELS = 1000;
