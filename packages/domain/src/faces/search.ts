/**
 * Face search's pure rules (decision 139): which selfie may be searched with, and how the class's faces
 * are ranked against it. The portal's engine gives faces as a box and a 128-number descriptor; two
 * descriptors of one person lie close in Euclidean distance (face-api's recognition model: ~0.4, strangers
 * ~0.8), and the producer's threshold decides how close is "the same person".
 */

/** The largest selfie accepted (a phone's full-resolution photo fits; decision 139). */
export const SELFIE_MAX_BYTES = 8 * 1024 * 1024;

/** A face narrower or shorter than this, in the selfie's pixels, is too small to describe reliably. */
export const SELFIE_MIN_FACE_PX = 80;

/** The image types a selfie may be, decided from its bytes, never its name or the browser's MIME. */
export type SelfieType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The selfie's type from its first 12 bytes (JPEG, PNG or WebP); null for anything else. */
export function sniffSelfieType(head: Uint8Array): SelfieType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // 'RIFF' <size> 'WEBP'
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export type FaceBox = { x: number; y: number; width: number; height: number };

/** What the selfie allows: one face large enough to search with, or why not. */
export type SelfieVerdict<F> =
  | { kind: 'ok'; face: F }
  | { kind: 'noFace' }
  | { kind: 'severalFaces' }
  | { kind: 'tooSmall' };

const bigEnough = (box: FaceBox) => Math.min(box.width, box.height) >= SELFIE_MIN_FACE_PX;

/**
 * The face to search with (decision 139): none detected → noFace; faces but none large enough → tooSmall;
 * more than one large enough → severalFaces (whose would we search?). Small faces in the background of a
 * selfie are not counted: the person holding the phone is the large one.
 */
export function selfieVerdict<F extends { box: FaceBox }>(faces: readonly F[]): SelfieVerdict<F> {
  if (faces.length === 0) return { kind: 'noFace' };
  const big = faces.filter((f) => bigEnough(f.box));
  if (big.length === 0) return { kind: 'tooSmall' };
  if (big.length > 1) return { kind: 'severalFaces' };
  return { kind: 'ok', face: big[0]! };
}

/** Euclidean distance between two descriptors of the same length. */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum);
}

export type FaceCandidate = { photoId: number; eventId: number; descriptor: ArrayLike<number> };
export type PhotoMatch = { photoId: number; eventId: number; distance: number };

/**
 * The photos with a face within `threshold` of `query`, best first (smallest distance; ties by photo id),
 * each photo once at its closest face. The square root is taken only for faces inside the threshold.
 */
export function rankPhotoMatches(
  query: ArrayLike<number>,
  faces: Iterable<FaceCandidate>,
  threshold: number,
): PhotoMatch[] {
  const limit = threshold * threshold;
  const best = new Map<number, PhotoMatch>();
  const n = query.length;
  for (const face of faces) {
    const d = face.descriptor;
    if (d.length !== n) continue;
    let sum = 0;
    for (let i = 0; i < n && sum <= limit; i++) {
      const x = query[i]! - d[i]!;
      sum += x * x;
    }
    if (sum > limit) continue;
    const distance = Math.sqrt(sum);
    const seen = best.get(face.photoId);
    if (!seen || distance < seen.distance)
      best.set(face.photoId, { photoId: face.photoId, eventId: face.eventId, distance });
  }
  return [...best.values()].sort((a, b) => a.distance - b.distance || a.photoId - b.photoId);
}
