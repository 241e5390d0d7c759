import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, graduations, students, users } from '../../db/schema/index';
import { fixedCode } from './audit-routes';

export type AuditEntry = {
  userId: number;
  studentId: number | null;
  graduationId?: number | null;
  action: string;
  /** The route's declared code (decision 126); a fixed action's is found from its text. */
  code?: string | null;
  detail?: unknown;
};

/** Filters of the audit list (decision 126); every one optional, combined with AND. */
export type AuditFilter = {
  adminId?: number;
  studentId?: number;
  graduationId?: number;
  /** The code, and the call texts older rows (without a code) hold for it. */
  action?: { code: string; calls: string[] };
  from?: Date;
  to?: Date;
  /** Keyset: the id of the last row of the previous page. */
  afterId?: number;
};

/**
 * The graduation a row concerns, written at insert (decision 126): the one named, else the student's. The
 * list by graduation then reads one index instead of `graduation_id = X OR student_id IN (…)`.
 */
const graduationOf = (entry: AuditEntry) =>
  entry.graduationId ??
  (entry.studentId == null
    ? null
    : sql`(select ${students.graduationId} from ${students} where ${students.id} = ${entry.studentId})`);

/** The audit log: what an administrator did, as whom, or what a session opened by their link did. */
export function auditRepository(db: Db) {
  const rowsOf = (where: SQL | undefined, limit: number) =>
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        adminId: auditLog.userId,
        adminName: users.name,
        studentId: auditLog.studentId,
        studentName: sql<string | null>`${students.firstName} || ' ' || ${students.surname}`,
        graduationId: auditLog.graduationId,
        graduationName: graduations.name,
        action: auditLog.action,
        code: auditLog.code,
        kind: auditLog.kind,
        detail: sql<Record<string, unknown> | null>`${auditLog.detail}`,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.userId))
      .leftJoin(students, eq(students.id, auditLog.studentId))
      .leftJoin(graduations, eq(graduations.id, auditLog.graduationId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);

  return {
    /** Appends one row; given a transaction, the row exists only if the action it records commits. */
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        ...entry,
        code: entry.code ?? fixedCode(entry.action),
        graduationId: graduationOf(entry),
      });
    },

    /**
     * Appends a read, unless the same administrator read the same subject within `windowMinutes` (decision
     * 126): browsing a student's pages writes one row, not one per call. Two reads racing may both write.
     */
    async recordRead(entry: AuditEntry, windowMinutes = READ_WINDOW_MINUTES): Promise<void> {
      const recent = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.userId, entry.userId),
            eq(auditLog.kind, 'leitura'),
            entry.studentId == null ? isNull(auditLog.studentId) : eq(auditLog.studentId, entry.studentId),
            entry.studentId != null
              ? undefined
              : entry.graduationId == null
                ? isNull(auditLog.graduationId)
                : eq(auditLog.graduationId, entry.graduationId),
            gte(auditLog.at, sql`now() - make_interval(mins => ${windowMinutes}::int)`),
          ),
        )
        .limit(1);
      if (recent.length > 0) return;
      await db.insert(auditLog).values({
        ...entry,
        code: entry.code ?? fixedCode(entry.action),
        kind: 'leitura',
        graduationId: graduationOf(entry),
      });
    },

    /** One page of the trail, newest first, keyset on (at, id). */
    list(filter: AuditFilter, limit: number) {
      const common: (SQL | undefined)[] = [
        filter.adminId === undefined ? undefined : eq(auditLog.userId, filter.adminId),
        filter.studentId === undefined ? undefined : eq(auditLog.studentId, filter.studentId),
        filter.action === undefined
          ? undefined
          : filter.action.calls.length === 0
            ? eq(auditLog.code, filter.action.code)
            : or(
                eq(auditLog.code, filter.action.code),
                and(isNull(auditLog.code), inArray(auditLog.action, filter.action.calls)),
              ),
        filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
        filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
        // The cursor's own time is read back, so microseconds the answer's ISO time drops are not lost.
        filter.afterId === undefined
          ? undefined
          : sql`(${auditLog.at}, ${auditLog.id}) < ((select a.at from audit_log a where a.id = ${filter.afterId}::int), ${filter.afterId}::int)`,
      ];
      // Every row names its graduation: written so since decision 126, older ones set by migration 0035
      // (decision 141), so by graduation is one index read, with no `OR student_id IN (…)`.
      const graduation =
        filter.graduationId === undefined ? undefined : eq(auditLog.graduationId, filter.graduationId);
      return rowsOf(and(graduation, ...common), limit);
    },

    /**
     * Deletes reads older than `days` (decision 126), a batch at a time so the table is never locked long;
     * writes are never deleted. Rows written before the codes are reads when their call is a GET.
     */
    async purgeReads(days: number, batch = 5000): Promise<number> {
      let total = 0;
      for (;;) {
        const old = db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(
            and(
              lt(auditLog.at, sql`now() - make_interval(days => ${days}::int)`),
              or(
                eq(auditLog.kind, 'leitura'),
                and(isNull(auditLog.code), sql`${auditLog.action} like 'GET %'`),
              ),
            ),
          )
          .limit(batch);
        const gone = await db
          .delete(auditLog)
          .where(inArray(auditLog.id, old))
          .returning({ id: auditLog.id });
        total += gone.length;
        if (gone.length < batch) return total;
      }
    },
  };
}

/** The dedupe window of reads (decision 126): one row per administrator and subject per this many minutes. */
export const READ_WINDOW_MINUTES = 10;

export type AuditRepository = ReturnType<typeof auditRepository>;
