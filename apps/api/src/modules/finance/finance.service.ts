import {
  authMessages,
  type FinanceResponse,
  type IsoDate,
  permissionsFor,
  todayInSaoPaulo,
} from '@portal/domain';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import type { PaymentSettingsStore } from '../payments/payment-settings';
import { contractOf, toViewContract } from './finance.mapper';
import type { FinanceRepository, FinanceRow } from './finance.repository';

type Deps = { repo: FinanceRepository; settings: PaymentSettingsStore; today?: () => IsoDate };

/**
 * The acting student's finance row, refused to whoever has no finance section (spec A §6: a guest; an
 * administrator acting as nobody). Used by the contract view and by every payment call.
 */
export async function financeSubject(repo: FinanceRepository, actor: Actor): Promise<FinanceRow> {
  if (actor.studentId === null && actor.role === 'student') {
    throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  }
  const row = await repo.financeOf(actingStudent(actor));
  if (!row) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
  const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...row });
  if (!can.finance) throw new AppError('FORBIDDEN', authMessages.forbidden);
  return row;
}

export function financeService({ repo, settings, today = () => todayInSaoPaulo(new Date()) }: Deps) {
  return {
    /** GET /perfil/financeiro: one block per contract (spec A §2), with totals, displays and chooser. */
    async financeiro(actor: Actor): Promise<FinanceResponse> {
      const [row, current] = await Promise.all([financeSubject(repo, actor), settings.get()]);
      const day = today();
      return row.contracts.map((c) => toViewContract(row, contractOf(c), current, day));
    },
  };
}

export type FinanceService = ReturnType<typeof financeService>;
