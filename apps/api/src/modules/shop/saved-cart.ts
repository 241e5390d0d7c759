import type { Db } from '../../db/client';
import { shopRepository } from './shop.repository';

/**
 * Forgets the student's saved cart in the caller's transaction: checkout clears it with the order it
 * places, and the shop module keeps the only writes to its cart cache.
 */
export function clearSavedCart(tx: Db, studentId: number): Promise<boolean> {
  return shopRepository(tx).deleteCache(studentId, 'cart');
}
