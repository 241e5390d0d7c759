import type { Db } from '../../db/client';
import { hashToken, randomToken } from '../../lib/tokens';
import { accountMails } from './auth.mails';
import { authRepository } from './auth.repository';
import { AUTOLOGIN_TTL_MS } from './auth.service';

/**
 * Automatic-login links an administrator issues for a student's portal user (decision 28). The admin and
 * students modules call this instead of writing auth's tokens themselves: auth owns its tables.
 */
export function autoLoginLinks(publicUrl: string) {
  const links = accountMails(publicUrl);
  return {
    /**
     * A single-use link for `user` that names the administrator `issuedBy`, its token stored through `tx`
     * so it commits with the caller's unit of work (and its audit row).
     */
    async issue(tx: Db, user: { id: number; email: string }, issuedBy: number): Promise<string> {
      const token = randomToken();
      await authRepository(tx).insertToken(
        user.id,
        'autologin',
        hashToken(token),
        new Date(Date.now() + AUTOLOGIN_TTL_MS),
        issuedBy,
      );
      return links.autoLoginUrl(user.email, token);
    },
  };
}

export type AutoLoginLinks = ReturnType<typeof autoLoginLinks>;
