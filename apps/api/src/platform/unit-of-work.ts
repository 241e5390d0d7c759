import type { Db } from '../db/client';
import { auditRepository } from './audit/audit.repository';
import type { Actor } from './sessions/actor';

/** What the audit row of an action names when it is not the acting student (a link issued for another). */
export type AuditScope = {
  studentId?: number | null;
  /** The graduation a back-office change concerns. */
  graduationId?: number | null;
  /** What changed: `{ before, after }` for an edit. */
  detail?: Record<string, unknown>;
};

/**
 * A service's writes across repositories in one transaction (DESIGN §4a). The work receives the
 * transaction and hands it to each repository; an administrator's action (or one of a session opened by
 * their link) is audited inside the same transaction, so the action and its trace commit or fail together.
 */
export interface UnitOfWork {
  run<T>(actor: Actor | null, work: (tx: Db) => Promise<T>, scope?: AuditScope): Promise<T>;
}

export function unitOfWork(db: Db): UnitOfWork {
  const audit = auditRepository(db);
  return {
    async run(actor, work, scope = {}) {
      const trail = actor?.audit;
      const result = await db.transaction(async (tx) => {
        const value = await work(tx);
        if (trail && !trail.written) {
          await audit.record(
            {
              userId: trail.adminId,
              studentId: scope.studentId === undefined ? actor.studentId : scope.studentId,
              graduationId: scope.graduationId ?? null,
              action: trail.call,
              code: trail.code,
              detail: { ...scope.detail, ...(actor.role === 'admin' ? {} : { userId: actor.userId }) },
            },
            tx,
          );
        }
        return value;
      });
      // Only once committed: a rolled-back action is still audited, as a refusal, before its answer.
      if (trail) trail.written = true;
      return result;
    },
  };
}
