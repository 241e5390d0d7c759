import { authMessages, contractTotals, eventsMediaGate, permissionsFor } from '@portal/domain';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import type { HomeRepository, HomeStudent } from './home.repository';

/** The acting student and what they may see (spec A §6, spec B §6). */
export async function studentSubject(repo: HomeRepository, actor: Actor) {
  if (actor.studentId === null && actor.role === 'student') {
    throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  }
  const student = await repo.findStudent(actingStudent(actor));
  if (!student) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...student });
  return { student, can };
}

/**
 * spec A §5, §6: event media (the home's events, an event's album) needs the permission and the minimum
 * paid share of the contract. Shared by the home and the albums (issue 10).
 */
export async function requireEventMedia(repo: HomeRepository, student: HomeStudent, allowed: boolean) {
  if (!allowed) throw new AppError('FORBIDDEN', authMessages.forbidden);
  let settled = 0;
  let value = 0;
  const contracts = await repo.contractsOf(student.id);
  for (const contract of contracts) {
    const totals = contractTotals({
      cttotalprazo: contract.totalTermCents,
      parcels: contract.parcels.map((p) => ({
        parcvalor: p.amountCents,
        parcdesconto: p.discountCents,
        parcacrescimo: p.surchargeCents,
        parctipo: p.kind,
        parcpagoem: p.paidOn,
        parcvisivel: p.visible ? 1 : 0,
      })),
      extras: [],
      packageItems: [],
    });
    settled += totals.contractSettled;
    value += totals.contractValue;
  }
  // No contract is not a contract worth nothing: a guest without one has paid no share (spec A §5).
  const gate = eventsMediaGate(settled, contracts.length > 0 ? value : null, student.minimumPaidPercent);
  if (!gate.allowed) throw new AppError('FORBIDDEN', gate.message ?? authMessages.forbidden);
}

/** The student behind `actor`, once the event-media gate lets them through. */
export async function eventMediaStudent(repo: HomeRepository, actor: Actor) {
  const { student, can } = await studentSubject(repo, actor);
  await requireEventMedia(repo, student, can.eventMedia);
  return student;
}
