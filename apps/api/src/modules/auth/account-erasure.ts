import { ERASED_NAME, erasedEmail } from '@portal/domain';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../lib/passwords';
import { accountErasureRepository } from './account-erasure.repository';
import { unusablePasswordHash } from './admin-accounts';

/**
 * The account deletion's calls into auth (decision 140), with the caller's transaction: the holder's
 * password is checked here, and an approval anonymises the user and ends its sessions in the same commit.
 * The caller forgets the user from its session cache after the commit.
 */
export function accountErasure(tx: Db) {
  const repo = accountErasureRepository(tx);
  return {
    async passwordMatches(userId: number, password: string): Promise<boolean> {
      const hash = await repo.passwordHash(userId);
      return hash !== undefined && (await verifyPassword(hash, password));
    },
    async erase(userId: number): Promise<boolean> {
      return repo.erase(userId, {
        name: ERASED_NAME,
        email: erasedEmail('usuario', userId),
        passwordHash: await unusablePasswordHash(),
      });
    },
  };
}
