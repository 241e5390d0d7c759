import type { Db } from '../../db/client';
import { uploadsRepository } from './uploads.repository';

/** A student's uploads, every screen (LGPD art. 18, decision 137): metadata for the list, keys for the zip. */
export function uploadsPersonalData(db: Db) {
  return { ofStudent: (studentId: number) => uploadsRepository(db).ofStudent(studentId) };
}
