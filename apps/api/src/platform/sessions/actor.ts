import { type AuditCode, authMessages, type Role } from '@portal/domain';
import { AppError } from '../../lib/errors';

/**
 * What the bearer token says. Only what the database cannot change under it: the user, the session
 * version and role it was issued for (a reset, logout everywhere or role change ends it), the student an
 * administrator acts as, and the administrator whose automatic-login link opened it.
 */
export type TokenPayload = { sub: number; ver: number; role: Role; act: number | null; via: number | null };

/**
 * An action the audit log must keep (spec B §6, decision 28): every call of an administrator, and every call of
 * a session opened through an administrator's link. Written in the unit of work of the action, or, for a
 * call that writes nothing, before its answer leaves.
 */
export type AuditTrail = {
  adminId: number;
  call: string;
  /** The action code the route declares (decision 126); null on a route without one. */
  code: AuditCode | null;
  written: boolean;
};

/** Who is calling: the one place that decides the acting student (spec A §6, spec B §6). */
export type Actor = {
  userId: number;
  role: Role;
  name: string;
  /** The registration every student call works on: the user's own, or the one the administrator acts as. */
  studentId: number | null;
  /** True while an administrator acts as a student. */
  acting: boolean;
  emailConfirmed: boolean;
  audit: AuditTrail | null;
};

/** The acting student's id, or a refusal when the caller has no registration to act on. */
export function actingStudent(actor: Actor): number {
  if (actor.studentId === null) throw new AppError('FORBIDDEN', authMessages.forbidden);
  return actor.studentId;
}
