import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

export type AuditEntry = { userId: number; studentId: number | null; action: string; detail?: unknown };

/** The audit log: what an administrator did, as whom, or what a session opened by their link did. */
export function auditRepository(db: Db) {
  return {
    /** Appends one row; given a transaction, the row exists only if the action it records commits. */
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    /** A student's audit trail, newest first. */
    async forStudent(studentId: number, limit: number) {
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          adminId: auditLog.userId,
          adminName: users.name,
          studentId: auditLog.studentId,
          action: auditLog.action,
          detail: sql<Record<string, unknown> | null>`${auditLog.detail}`,
        })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.userId))
        .where(eq(auditLog.studentId, studentId))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
