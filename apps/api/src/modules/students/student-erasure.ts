import type { Db } from '../../db/client';
import { studentErasureRepository } from './student-erasure.repository';

/** The account deletion's call into students (decision 140), with the caller's transaction. */
export const studentErasure = (tx: Db) => ({ anonymise: studentErasureRepository(tx).anonymise });
