import type { Db } from '../../db/client';
import { type StudentScope, studentAccountsRepository } from './student-accounts.repository';

export type { StudentScope };

/**
 * The portal accounts of archived or deleted students (decision 124), called with the caller's transaction
 * so the change commits with its audit row. An archived student's account answers as an unknown e-mail
 * (like a removed administrator's, decision 115) and every session ends on its next call; the caller
 * forgets the answered ids from its session cache. A registration created elsewhere (self-registration,
 * the producer's form or import) links its confirmed user here: auth alone writes users (decision 131).
 */
export function studentAccounts(tx: Db) {
  const repo = studentAccountsRepository(tx);
  return {
    close: repo.close,
    reopen: repo.reopen,
    remove: repo.remove,
    linkConfirmed: repo.linkConfirmed,
    linkConfirmedOf: repo.linkConfirmedOf,
  };
}

export type StudentAccounts = ReturnType<typeof studentAccounts>;
