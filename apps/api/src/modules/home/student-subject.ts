import { authMessages, contractTotals, eventsMediaGate, permissionsFor } from '@portal/domain';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import type { GateContract, HomeRepository, HomeStudent } from './home.repository';

/** A user whose registration is not linked yet has no student to act as (spec B §6). */
function requireLinked(actor: Actor) {
  if (actor.studentId === null && actor.role === 'student') {
    throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  }
}

const permissionsOf = (actor: Actor, student: HomeStudent) =>
  permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...student });

/** The acting student and what they may see (spec A §6, spec B §6). */
export async function studentSubject(repo: HomeRepository, actor: Actor) {
  requireLinked(actor);
  const student = await repo.findStudent(actingStudent(actor));
  if (!student) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  return { student, can: permissionsOf(actor, student) };
}

/**
 * spec A §5, §6: event media (the home's events, an event's album) needs the permission and the minimum
 * paid share of the contracts: what every contract settled against what they are worth.
 */
export function requireEventMedia(
  student: Pick<HomeStudent, 'minimumPaidPercent'>,
  contracts: readonly GateContract[],
  allowed: boolean,
) {
  if (!allowed) throw new AppError('FORBIDDEN', authMessages.forbidden);
  let settled = 0;
  let value = 0;
  for (const contract of contracts) {
    const totals = contractTotals({ ...contract, extras: [], packageItems: [] });
    settled += totals.contractSettled;
    value += totals.contractValue;
  }
  // No contract is not a contract worth nothing: a guest without one has paid no share (spec A §5).
  const gate = eventsMediaGate(settled, contracts.length > 0 ? value : null, student.minimumPaidPercent);
  if (!gate.allowed) throw new AppError('FORBIDDEN', gate.message ?? authMessages.forbidden);
}

/**
 * The student behind `actor`, once the event-media gate lets them through: the home's events and covers,
 * the album and single downloads (issue 10). One statement reads the student and their contracts.
 */
export async function eventMediaStudent(repo: HomeRepository, actor: Actor): Promise<HomeStudent> {
  requireLinked(actor);
  const subject = await repo.mediaSubject(actingStudent(actor));
  if (!subject) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  const { contracts, ...student } = subject;
  requireEventMedia(student, contracts, permissionsOf(actor, student).eventMedia);
  return student;
}
