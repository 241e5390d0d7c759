import { type ConsentKind, type MyData, myDataMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { consentsRepository } from './consents.repository';
import { toConsentStates, toConsents } from './my-data.mapper';

/**
 * What another module must do, in the same transaction, when a consent of its kind is withdrawn here: face
 * search deletes the student's descriptors at once (LGPD art. 11, decision 137). Filled by the composition
 * root; a kind without one is withdrawn where it is given.
 */
export type ConsentWithdrawals = Partial<Record<ConsentKind, (tx: Db, userId: number) => Promise<void>>>;

type Deps = { db: Db; uow: UnitOfWork; withdrawals: ConsentWithdrawals };

/**
 * Whether a kind can be withdrawn in 'Meus dados': never the policy while the account lives; face search only
 * when its module has said what withdrawing must also erase; e-mail reminders always.
 */
export const withdrawableHere = (withdrawals: ConsentWithdrawals) => (kind: ConsentKind) =>
  kind === 'email_reminders' || (kind === 'face_search' && withdrawals.face_search !== undefined);

/** Consents are the person's own: an administrator, acting as a student or not, changes none (decision 137). */
function ownUser(actor: Actor): number {
  if (actor.acting || actor.role !== 'student') throw new AppError('FORBIDDEN', myDataMessages.ownActsOnly);
  return actor.userId;
}

/** The consent log as the signed-in user reads and changes it (decision 137, LGPD art. 8 §5). */
export function consentsService({ db, uow, withdrawals }: Deps) {
  const states = async (tx: Db, userId: number) => {
    const log = await consentsRepository(tx).list(userId);
    return { log: toConsents(log), states: toConsentStates(log, withdrawableHere(withdrawals)) };
  };

  return {
    /** GET /perfil/consentimentos: the log and each kind's state. */
    list(actor: Actor): Promise<{ log: MyData['consents']; states: MyData['consentStates'] }> {
      return states(db, actor.userId);
    },

    /** POST /perfil/consentimentos/:kind: gives the consent to the current text. */
    async give(actor: Actor, kind: ConsentKind, channel: string) {
      const userId = ownUser(actor);
      // Face search asks for its own consent beside its own text, in the album (LGPD art. 11 I).
      if (kind === 'face_search') throw new AppError('INVALID', myDataMessages.faceSearchElsewhere);
      return uow.run(actor, async (tx) => {
        await consentsRepository(tx).give(userId, kind, channel);
        return states(tx, userId);
      });
    },

    /** DELETE /perfil/consentimentos/:kind: withdraws it (reminders: turns them off) where the law allows. */
    async withdraw(actor: Actor, kind: ConsentKind) {
      const userId = ownUser(actor);
      if (kind === 'policy') throw new AppError('INVALID', myDataMessages.policyNotWithdrawable, 409);
      const hook = withdrawals[kind];
      if (kind === 'face_search' && !hook) {
        throw new AppError('INVALID', myDataMessages.faceSearchWithdrawElsewhere, 409);
      }
      return uow.run(actor, async (tx) => {
        const repo = consentsRepository(tx);
        if (kind === 'email_reminders') await repo.refuse(userId, kind);
        else await repo.withdraw(userId, kind);
        await hook?.(tx, userId);
        return states(tx, userId);
      });
    },
  };
}

export type ConsentsService = ReturnType<typeof consentsService>;
