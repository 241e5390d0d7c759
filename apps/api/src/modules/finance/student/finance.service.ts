import { type FinanceResponse, type IsoDate, todayInSaoPaulo } from '@portal/domain';
import type { Db } from '../../../db/client';
import { decideAccess, linkedStudentId } from '../../../platform/access';
import type { Actor } from '../../../platform/sessions/actor';
import type { PaymentSettingsStore } from '../settings/payment-settings';
import { contractOf, toViewContract } from './finance.mapper';
import { type FinanceRepository, type FinanceRow, financeRepository } from './finance.repository';
import { financeAnswerMemo } from './finance-answer-memo';

type Deps = { repo: FinanceRepository; settings: PaymentSettingsStore; today?: () => IsoDate };

/**
 * The acting student's finance row, refused to whoever has no finance section (spec A §6: a guest; an
 * administrator acting as nobody). Used by the contract view and by every payment call. The row is the
 * finance answer's one statement (bench 31), so it is the loaded student here; the refusals are the
 * platform's access decision, the same as every declared student route's (decision 107).
 */
export async function financeSubject(repo: FinanceRepository, actor: Actor): Promise<FinanceRow> {
  return decideAccess(actor, await repo.financeOf(linkedStudentId(actor)), 'finance').student;
}

/** The acting student's finance row, as another module asks for it (payments, before every payment call). */
export type FinanceSubject = (actor: Actor) => Promise<FinanceRow>;

/** The finance subject lookup over `db`, so callers outside finance never hold its repository. */
export function financeSubjectOf(db: Db): FinanceSubject {
  const repo = financeRepository(db);
  return (actor) => financeSubject(repo, actor);
}

/** Today in São Paulo, formatted at most once a second (Intl is among the costlier calls of the view). */
function cachedToday(): () => IsoDate {
  let at = Number.NEGATIVE_INFINITY;
  let day: IsoDate;
  return () => {
    const now = Date.now();
    if (now - at >= 1000) {
      at = now;
      day = todayInSaoPaulo(new Date(now));
    }
    return day;
  };
}

export function financeService({ repo, settings, today = cachedToday() }: Deps) {
  const memo = financeAnswerMemo();
  return {
    /**
     * GET /perfil/financeiro, serialized: one block per contract (spec A §2), with totals, displays and
     * chooser; memoized on what it is built from (decision 64).
     */
    async financeiroJson(actor: Actor): Promise<string> {
      const [row, current] = await Promise.all([financeSubject(repo, actor), settings.get()]);
      const day = today();
      return memo.answer(row, current, day, () => {
        const answer: FinanceResponse = row.contracts.map((c) =>
          toViewContract(row, contractOf(c), current, day),
        );
        return JSON.stringify(answer);
      });
    },
  };
}

export type FinanceService = ReturnType<typeof financeService>;
