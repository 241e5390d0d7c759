import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { adminAccountsRepository } from './admin-accounts.repository';
import { authRepository } from './auth.repository';

/** How long an administrator's invitation link works (decision 115). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What an invitation or a first-run creation found under the e-mail. */
export type AdminEmailState = 'free' | 'admin' | 'student' | 'former';

/**
 * The administrators' accounts, for the staff screen and the first-run paths (decisions 114, 115). Auth
 * owns the users and tokens tables: other modules call these with their own transaction, so the change
 * commits with their audit row (decision 105).
 */
export function adminAccounts(tx: Db) {
  const repo = adminAccountsRepository(tx);
  return {
    list: repo.list,
    lockAdmins: repo.lockAdmins,
    anyAdmin: repo.anyAdmin,
    openAccounts: repo.openAccounts,

    /** Who holds `email` now: nobody, an administrator, a student user, or a removed administrator. */
    async emailState(email: string): Promise<{ state: AdminEmailState; id: number | null }> {
      const user = await repo.byEmail(email);
      if (!user) return { state: 'free', id: null };
      if (user.role === 'admin' && user.disabledAt === null) return { state: 'admin', id: user.id };
      // A removed administrator has no registration: the account comes back as it was.
      if (user.disabledAt !== null && user.studentId === null) return { state: 'former', id: user.id };
      return { state: 'student', id: user.id };
    },

    /**
     * An administrator with a password already chosen (the setup link, the command line): the e-mail is
     * taken as proven. Answers the id, or undefined when the e-mail became taken meanwhile.
     */
    async createAdmin(
      input: { name: string; email: string; passwordHash: string },
      formerId?: number | null,
    ) {
      if (formerId) {
        await repo.makeAdmin(formerId, { ...input, emailConfirmed: true });
        await repo.revokeAllTokens(formerId);
        return formerId;
      }
      return repo.insertAdmin({ ...input, emailConfirmed: true });
    },

    /**
     * An invited administrator: the account exists at once (listed as waiting) with a password nobody
     * knows; the answered token, sent by e-mail, sets the password through the reset page and proves the
     * e-mail. `unusableHash` comes from `unusablePasswordHash()`, made before the transaction.
     */
    async invite(
      input: { name: string; email: string },
      unusableHash: string,
      formerId: number | null,
    ): Promise<{ id: number; token: string } | undefined> {
      let id: number | undefined;
      if (formerId) {
        await repo.makeAdmin(formerId, { name: input.name, passwordHash: unusableHash });
        await repo.revokeAllTokens(formerId);
        id = formerId;
      } else {
        id = await repo.insertAdmin({ ...input, passwordHash: unusableHash, emailConfirmed: false });
      }
      if (id === undefined) return undefined;
      const token = randomToken();
      await authRepository(tx).insertToken(
        id,
        'reset',
        hashToken(token),
        new Date(Date.now() + INVITE_TTL_MS),
      );
      return { id, token };
    },

    /**
     * Ends an administrator's rights: demoted, they are a student user; removed, the account is closed.
     * Every session ends on its next call and every open link dies. False when `id` is no active admin.
     */
    async revoke(id: number, remove: boolean): Promise<boolean> {
      if (!(await repo.revokeAdmin(id, remove))) return false;
      await repo.revokeAllTokens(id);
      return true;
    },

    /** Closes the accounts among `emails` (the demo's); answers their ids. */
    async disableAccounts(emails: string[]): Promise<number[]> {
      const ids = await repo.disableAccounts(emails);
      for (const id of ids) await repo.revokeAllTokens(id);
      return ids;
    },
  };
}

export type AdminAccounts = ReturnType<typeof adminAccounts>;

/** A hash of a random password nobody knows: an invited account cannot be signed into before its link. */
export const unusablePasswordHash = () => hashPassword(randomToken());

/** The link that sets an invited administrator's password: the reset page (spec B §2.5). */
export const setPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reset/${encodeURIComponent(token)}`;
