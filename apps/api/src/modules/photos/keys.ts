/**
 * Where a photo's files live. The original's key is the event and its content hash, so storing the same
 * file again writes the same object; thumbnails and previews are named by the photo, so a re-run replaces
 * them. Only the `t/` and `p/` folders may ever be served (media.routes.ts).
 */
export const photoKeys = {
  original: (eventId: number, hash: string, ext: string) => `fotos/${eventId}/o/${hash}.${ext}`,
  thumb: (eventId: number, photoId: number) => `fotos/${eventId}/t/${photoId}.jpg`,
  preview: (eventId: number, photoId: number) => `fotos/${eventId}/p/${photoId}.jpg`,
  cover: (eventId: number, id: string) => `eventos/${eventId}-${id}.jpg`,
};

/** Keys a signed media address may name: thumbnails, previews and event covers, never an original. */
export const SERVABLE_KEY = /^(fotos\/\d+\/[tp]\/\d+\.jpg|eventos\/[a-z0-9-]+\.jpg)$/;
