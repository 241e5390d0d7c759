import type { Db } from '../../db/client';
import { uploadsRepository } from './uploads.repository';

/**
 * The uploads table's writes other modules need (decision 131): the shop marks a complementary upload as
 * the frame's or the invitation's. Called with the caller's transaction.
 */
export function uploadRecords(tx: Db) {
  const repo = uploadsRepository(tx);
  return { setComplementaryKind: repo.setComplementaryKind };
}
