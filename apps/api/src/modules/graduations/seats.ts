import type { Db } from '../../db/client';
import { graduationsRepository } from './graduations.repository';

/**
 * A self-registration's vacancy, taken in the registration's transaction (spec B §2.7): the graduations
 * module alone writes its table (decision 131). False when the class is full.
 */
export function takeSeat(tx: Db, graduationId: number): Promise<boolean> {
  return graduationsRepository(tx).takeSeat(graduationId);
}
