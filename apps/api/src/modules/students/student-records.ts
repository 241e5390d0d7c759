import type { Db } from '../../db/client';
import { type StudentScope, studentAccounts } from '../auth';
import { type NewStudent, studentRecordsRepository } from './student-records.repository';

export type { NewStudent };

/**
 * The students table's writes that other modules need (decision 131): registration inserts, profile saves
 * the address, orders takes credits, home the shirt size, calendar renews the address. Always called with
 * the caller's transaction, so the write commits with the rest of its action.
 */
export function studentRecords(tx: Db) {
  const repo = studentRecordsRepository(tx);
  return {
    insert: repo.insert,
    saveAddress: repo.saveAddress,
    /** Same conditional UPDATE as always: false when another checkout took the credits first. */
    takeCredits: repo.consumeCredits,
    setShirtSize: repo.setShirtSize,
    renewCalendar: repo.renewCalendar,
  };
}

/**
 * Closes the scope's portal accounts (auth) and, when any was open, ends their calendar addresses here, in
 * the same order as ever: users, tokens, then students (decision 124). Answers the closed users' ids.
 */
export async function closeStudentAccounts(tx: Db, scope: StudentScope): Promise<number[]> {
  const ids = await studentAccounts(tx).close(scope);
  if (ids.length > 0) await studentRecordsRepository(tx).endCalendars(scope);
  return ids;
}

/** Fills auth's port (decision 111): a user's calendar address ends with their sessions (decision 99). */
export const calendarAddresses = {
  endOfUser: (tx: Db, userId: number) => studentRecordsRepository(tx).endCalendarOfUser(userId),
};
