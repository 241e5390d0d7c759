import { linkSigner } from '../../lib/link-signature';

/** A signed address stays the same for a day, so the browser's cache keeps hitting it (decision 66). */
const WINDOW_SECONDS = 24 * 3600;
/** …and works for a week after that day, long enough for an open album or a restored cart. */
const LIFETIME_SECONDS = 7 * 24 * 3600;
/** Addresses kept per signer: an album page signs 100, and the same pages are asked for again and again. */
const CACHED_URLS = 50_000;

export type MediaUrls = ReturnType<typeof mediaUrls>;

/**
 * Signed, expiring addresses of thumbnails, previews and covers (decision 66): `/api/midia/{exp}/{sig}/{key}`,
 * the signature an HMAC of key and expiry. Whoever the album call gave the address to may load the image
 * until it expires, with no session and no database read per image (an <img> sends no bearer token).
 */
export function mediaUrls(secret: string, now: () => number = Date.now) {
  const signer = linkSigner(secret, 'media');
  const subject = (key: string, expires: number) => `${expires}:${key}`;
  // An address is the same for every caller for a whole window, so it is signed once per window: the HMACs
  // were most of an album page's own CPU (bench 41). The cache is dropped whole when the window turns or it
  // is full, so it never holds an address of another window and stays bounded.
  let cachedExpires = 0;
  const cache = new Map<string, string>();
  return {
    url(key: string): string {
      const seconds = Math.floor(now() / 1000);
      const expires = (Math.floor(seconds / WINDOW_SECONDS) + 1) * WINDOW_SECONDS + LIFETIME_SECONDS;
      if (expires !== cachedExpires || cache.size >= CACHED_URLS) {
        cache.clear();
        cachedExpires = expires;
      }
      let url = cache.get(key);
      if (url === undefined) {
        url = `/api/midia/${expires}/${signer.sign(subject(key, expires))}/${key}`;
        cache.set(key, url);
      }
      return url;
    },
    /** Seconds the address stays valid, or null when its signature is wrong or it has expired. */
    check(key: string, expires: number, signature: string): number | null {
      const left = expires - Math.floor(now() / 1000);
      if (left <= 0 || !signer.verify(subject(key, expires), signature)) return null;
      return left;
    },
  };
}
