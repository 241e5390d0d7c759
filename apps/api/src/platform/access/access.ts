import { type AccessSubject, authMessages, type Permissions, permissionsFor } from '@portal/domain';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../sessions/actor';
import type { AccessStudent } from './access.repository';

/** A permission a student route may declare (spec A §6, spec B §6). */
export type Permission = keyof Permissions;

/** The registration's access flags (students.guest, restricted, committee, coordinator). */
export type AccessFlags = Pick<AccessSubject, 'guest' | 'restricted' | 'committee' | 'coordinator'>;

/** The caller of a student route, decided once per request: who calls, as which student, allowed what. */
export type StudentAccess<S extends AccessFlags = AccessStudent> = {
  actor: Actor;
  student: S;
  can: Permissions;
};

/**
 * The student `actor` works on, or the refusal: 404 for a user whose registration is not linked yet
 * (spec B §6), 403 for an administrator acting as nobody.
 */
export function linkedStudentId(actor: Actor): number {
  if (actor.studentId === null && actor.role === 'student') {
    throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  }
  return actingStudent(actor);
}

/**
 * The one decision over a loaded student row (`undefined`: none) — every student route's, and the photo-access
 * rule's over its richer row: 404 without a row, 403 when `need` is not among the permissions.
 */
export function decideAccess<S extends AccessFlags>(
  actor: Actor,
  student: S | undefined,
  need?: Permission,
): StudentAccess<S> {
  if (!student) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  // The four flags by name: spreading the row (a loader's may carry some sixty columns) cost more than the
  // decision itself on the lightest call (decision 158).
  const can = permissionsFor({
    role: actor.role,
    actingAsStudent: actor.acting,
    guest: student.guest,
    restricted: student.restricted,
    committee: student.committee,
    coordinator: student.coordinator,
  });
  if (need && !can[need]) throw new AppError('FORBIDDEN', authMessages.forbidden);
  return { actor, student, can };
}

/** Refuses with 403 unless `access` holds `need` (a rule decided after the route's own declaration). */
export function requirePermission(access: StudentAccess, need: Permission): void {
  if (!access.can[need]) throw new AppError('FORBIDDEN', authMessages.forbidden);
}
