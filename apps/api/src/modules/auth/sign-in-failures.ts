import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { signInFailuresRepository } from './sign-in-failures.repository';

/** How often a node deletes the counters whose window ended (one DELETE per node per minute at most). */
const SWEEP_EVERY_MS = 60_000;

/** A counter's key: a hash, so the table holds no e-mail or address; the e-mail as the sign-in reads it. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');

export type SignInFailures = ReturnType<typeof signInFailures>;

/**
 * Failed sign-ins per account from one address (refused past the limit) and per account from everywhere
 * (slowed down past it), in a window, counted in the shared database so that every node counts together
 * (decision 141; before, per process, two nodes allowed twice the guesses). Both are read before any
 * password is hashed.
 */
export function signInFailures(db: Db, windowMs: number, now: () => number = Date.now) {
  const repo = signInFailuresRepository(db);
  let sweptAt = now();
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return { here: keyOf('address', account, address), account: keyOf('account', account) };
  };
  return {
    /** Failures of this account from this address, and of this account from everywhere, in their windows. */
    async read(email: string, address: string): Promise<{ here: number; account: number }> {
      const k = keys(email, address);
      const counts = await repo.counts([k.here, k.account]);
      return { here: counts.get(k.here) ?? 0, account: counts.get(k.account) ?? 0 };
    },
    async fail(email: string, address: string): Promise<void> {
      const k = keys(email, address);
      await repo.fail([k.here, k.account], windowMs);
      if (now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now();
        await repo.sweep();
      }
    },
    /** A sign-in succeeded: this address starts afresh; the account's count from everywhere stays. */
    async succeed(email: string, address: string): Promise<void> {
      await repo.clear(keys(email, address).here);
    },
    /** The password was reset by its owner's e-mail: the account is no longer slowed down. */
    async passwordReset(email: string): Promise<void> {
      await repo.clear(keys(email, '').account);
    },
  };
}
