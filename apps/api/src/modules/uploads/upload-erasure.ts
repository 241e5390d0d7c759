import type { Db } from '../../db/client';
import { uploadErasureRepository } from './upload-erasure.repository';

/**
 * The account deletion's calls into uploads (decision 140), with the caller's transaction: the rows go in
 * its commit, the files after it (a storage cannot roll back).
 */
export function uploadErasure(tx: Db) {
  const repo = uploadErasureRepository(tx);
  return { removeOfStudent: repo.removeOfStudent, countOfStudent: repo.countOfStudent };
}
