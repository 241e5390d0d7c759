import type { Db } from '../../db/client';

/**
 * The port through which auth ends a user's calendar address when it ends their sessions (decision 99): the
 * address opens the deadlines without a password, so it is a session too. The students module owns the
 * students table, where the address's version lives, and imports auth; auth declares this port instead of
 * importing students back (decision 111), and app.ts fills it with the students module's own
 * `endCalendarOfUser` (decision 131). Always called with the caller's transaction.
 */
export type CalendarAddresses = { endOfUser(tx: Db, userId: number): Promise<void> };
