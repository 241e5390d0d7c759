import type { Db } from '../../../db/client';
import { financeRepository } from './finance.repository';

/** A student's contracts with their visible parcels and extras (LGPD art. 18, decision 137). */
export function financePersonalData(db: Db) {
  return {
    async contractsOf(studentId: number) {
      return (await financeRepository(db).financeOf(studentId))?.contracts ?? [];
    },
  };
}
