import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for what must wait in the database but must not be readable
 * there: a queued e-mail carries a working reset or confirmation link, while the tokens table keeps only
 * hashes so that a database leak hands out no working link.
 */
export function sealer(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'portal-do-formando', purpose, 32));
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open<T>(sealed: string): T {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const body = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
      return JSON.parse(body.toString('utf8')) as T;
    },
  };
}
