/** Upload screens (spec A §2, §3). */
export const UploadType = {
  graduation: 'formatura',
  individual: 'individual',
  complementary: 'complementar',
  certificate: 'certificado',
} as const;
export type UploadType = (typeof UploadType)[keyof typeof UploadType];
export const UPLOAD_TYPES = Object.values(UploadType) as [UploadType, ...UploadType[]];

/** The content types the portal accepts, as sniffed from the file's first bytes. */
export const ContentType = {
  mp3: 'audio/mpeg',
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

/** Kinds that share a size limit and a counting rule. */
export const ContentKind = { audio: 'audio', image: 'image', pdf: 'pdf' } as const;
export type ContentKind = (typeof ContentKind)[keyof typeof ContentKind];

/** The kind of a content type: music, picture or document. */
export function contentKind(type: ContentType): ContentKind {
  if (type === ContentType.mp3) return ContentKind.audio;
  if (type === ContentType.pdf) return ContentKind.pdf;
  return ContentKind.image;
}
