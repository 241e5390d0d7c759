import { authMessages, permissionsFor } from '@portal/domain';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import type { HomeRepository } from './home.repository';

/**
 * The acting student and what they may see (spec A §6, spec B §6). Event photos are decided by the photos
 * module's photo-access service (issue 18), which the home's events and covers ask.
 */
export async function studentSubject(repo: HomeRepository, actor: Actor) {
  // A user whose registration is not linked yet has no student to act as (spec B §6).
  if (actor.studentId === null && actor.role === 'student') {
    throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  }
  const student = await repo.findStudent(actingStudent(actor));
  if (!student) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  return { student, can: permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...student }) };
}
