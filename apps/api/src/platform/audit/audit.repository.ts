import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, students, users } from '../../db/schema/index';

export type AuditEntry = {
  userId: number;
  studentId: number | null;
  graduationId?: number | null;
  action: string;
  detail?: unknown;
};

/** The audit log: what an administrator did, as whom, or what a session opened by their link did. */
export function auditRepository(db: Db) {
  return {
    /** Appends one row; given a transaction, the row exists only if the action it records commits. */
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    /** A student's audit trail, or a graduation's (its back-office changes and its students'), newest first. */
    async trail(filter: { studentId: number } | { graduationId: number }, limit: number) {
      const where =
        'studentId' in filter
          ? eq(auditLog.studentId, filter.studentId)
          : or(
              eq(auditLog.graduationId, filter.graduationId),
              inArray(
                auditLog.studentId,
                db
                  .select({ id: students.id })
                  .from(students)
                  .where(eq(students.graduationId, filter.graduationId)),
              ),
            );
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          adminId: auditLog.userId,
          adminName: users.name,
          studentId: auditLog.studentId,
          graduationId: auditLog.graduationId,
          action: auditLog.action,
          detail: sql<Record<string, unknown> | null>`${auditLog.detail}`,
        })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.userId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
