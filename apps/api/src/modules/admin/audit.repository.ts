import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditEntry = { userId: number; studentId: number | null; action: string; detail?: unknown };

/** Appends to the audit log: what an administrator did, as whom. */
export function recordAudit(db: Db, entry: AuditEntry): Promise<unknown> {
  return db.insert(auditLog).values(entry);
}
