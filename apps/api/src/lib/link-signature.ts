import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signatures for links that must work without a session (a calendar app subscribing to a student's
 * deadlines): an HMAC of what the link names, with a key derived from the portal's secret per purpose.
 */
export function linkSigner(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'portal-do-formando', `link:${purpose}`, 32));
  const sign = (subject: string) =>
    createHmac('sha256', key).update(subject).digest('base64url').slice(0, 32);
  return {
    sign,
    verify(subject: string, signature: string): boolean {
      const expected = Buffer.from(sign(subject));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
