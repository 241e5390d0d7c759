import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token of 32 bytes (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token: what the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
