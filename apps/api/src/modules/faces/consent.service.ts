import { consentVersions, type FaceSearchState, faceSearchMessages as m } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StudentAccess } from '../../platform/access';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { consentsRepository } from '../privacy';
import { faceSearchRepository } from './search.repository';

const KIND = 'face_search';

/**
 * The user whose face this is (decision 139): consent to biometric data is personal, so only the student
 * in their own session gives it, withdraws it or searches; an administrator acting as them is refused.
 */
export function ownFace(actor: Actor): number {
  if (actor.role !== 'student' || actor.acting) throw new AppError('FORBIDDEN', m.ownFaceOnly);
  return actor.userId;
}

/**
 * What withdrawing the face-search consent erases, in the withdrawing transaction (decision 139): the
 * descriptor kept for the new-photo alert. The privacy module's `ConsentWithdrawals.face_search` port
 * ('Meus dados', decision 137) takes this too.
 */
export async function eraseFaceSearchData(tx: Db, userId: number): Promise<void> {
  await faceSearchRepository(tx).deleteAlert(userId);
}

/** 'Encontre suas fotos' consent (decision 139; LGPD art. 8 and 11), kept in the privacy module's log. */
export function faceConsentService({ db, uow }: { db: Db; uow: UnitOfWork }) {
  const repo = faceSearchRepository(db);

  async function enabled(graduationId: number): Promise<boolean> {
    return (await repo.settings(graduationId))?.enabled ?? false;
  }

  async function stateOf(userId: number, graduationId: number): Promise<FaceSearchState> {
    const [on, consent, alert] = await Promise.all([
      enabled(graduationId),
      consentsRepository(db).inForce(userId, KIND),
      repo.hasAlert(userId),
    ]);
    return {
      ativa: on,
      versaoAtual: consentVersions.face_search,
      consentimento: consent ? { versao: consent.version, em: consent.givenAt.toISOString() } : null,
      avisar: alert,
    };
  }

  return {
    /** GET: whether the class has face search on, and the student's consent in force. */
    state(access: StudentAccess): Promise<FaceSearchState> {
      return stateOf(ownFace(access.actor), access.student.graduationId);
    },

    /** POST: the student agrees to the text version they read (the current one; an older one is refused). */
    async give(access: StudentAccess, version: string): Promise<FaceSearchState> {
      const userId = ownFace(access.actor);
      if (!(await enabled(access.student.graduationId))) throw new AppError('NOT_FOUND', m.featureOff);
      if (version !== consentVersions.face_search) throw new AppError('FOUND', m.consentOutdated);
      await consentsRepository(db).give(userId, KIND);
      return stateOf(userId, access.student.graduationId);
    },

    /**
     * DELETE: withdraws the consent and, in the same transaction, deletes the kept descriptor at once
     * (LGPD art. 8 §5, art. 18 VI). Answered even when nothing was in force: the state is the same.
     */
    async withdraw(access: StudentAccess): Promise<FaceSearchState> {
      const userId = ownFace(access.actor);
      await uow.run(access.actor, async (tx) => {
        await consentsRepository(tx).withdraw(userId, KIND);
        await eraseFaceSearchData(tx, userId);
      });
      return stateOf(userId, access.student.graduationId);
    },

    /** DELETE aviso: stops the new-photo alert and deletes its descriptor; the consent stays. */
    async stopAlert(access: StudentAccess): Promise<FaceSearchState> {
      const userId = ownFace(access.actor);
      await repo.deleteAlert(userId);
      return stateOf(userId, access.student.graduationId);
    },
  };
}

export type FaceConsentService = ReturnType<typeof faceConsentService>;
