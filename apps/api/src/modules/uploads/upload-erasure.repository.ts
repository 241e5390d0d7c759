import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';

/** The uploads' side of an approved account deletion (decision 140): the uploads module owns the table. */
export function uploadErasureRepository(db: Db) {
  return {
    /** Deletes every upload of the student; answers their storage keys, for the files to go after commit. */
    async removeOfStudent(studentId: number): Promise<string[]> {
      const rows = await db
        .delete(uploads)
        .where(eq(uploads.studentId, studentId))
        .returning({ storageKey: uploads.storageKey });
      return rows.map((r) => r.storageKey);
    },
    async countOfStudent(studentId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(uploads)
        .where(eq(uploads.studentId, studentId));
      return row?.n ?? 0;
    },
  };
}
