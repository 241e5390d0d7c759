import {
  authMessages,
  consentKinds,
  DELETION_LINK_TTL_HOURS,
  type DeletionDetail,
  type DeletionList,
  type DeletionListQuery,
  type DeletionRequestBody,
  deletionMessages,
  deletionPlan,
  type MyDeletion,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { hashToken, randomToken } from '../../lib/tokens';
import type { StudentAccess } from '../../platform/access';
import type { Actor } from '../../platform/sessions/actor';
import type { SessionStore } from '../../platform/sessions/session.store';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { accountErasure } from '../auth';
import { studentErasure } from '../students';
import { uploadErasure } from '../uploads';
import { consentsRepository } from './consents.repository';
import type { ConsentWithdrawals } from './consents.service';
import { deletionApprovedMail, deletionConfirmMail, deletionRefusedMail } from './deletion.mails';
import { type DeletionRequestRow, deletionRepository } from './deletion.repository';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  mail: Mailer;
  sessions: SessionStore;
  storage: Storage;
  publicUrl: string;
  /** What withdrawing each consent also does elsewhere (face search deletes the descriptors, decision 137). */
  withdrawals: ConsentWithdrawals;
};

const TTL_MS = DELETION_LINK_TTL_HOURS * 60 * 60 * 1000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

const mine = (r: DeletionRequestRow): MyDeletion => ({
  id: r.id,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  confirmedAt: iso(r.confirmedAt),
  decidedAt: iso(r.decidedAt),
  refuseReason: r.refuseReason,
});

/** Account deletion requests (decision 140, LGPD art. 18 VI): asked, confirmed, decided, carried out. */
export function deletionService({ db, uow, mail, sessions, storage, publicUrl, withdrawals }: Deps) {
  const repo = deletionRepository(db);

  /** Only the holder asks or cancels: an administrator acting as the student is refused. */
  function holder(access: StudentAccess): { userId: number; studentId: number } {
    if (access.actor.role === 'admin' || access.actor.acting) {
      throw new AppError('FORBIDDEN', deletionMessages.adminRefused);
    }
    return { userId: access.actor.userId, studentId: access.student.id };
  }

  function decider(actor: Actor): void {
    if (actor.role !== 'admin' || actor.acting) throw new AppError('FORBIDDEN', authMessages.forbidden);
  }

  /** The request a decision may take: confirmed by the student, not yet decided. */
  async function decidable(tx: Db, id: number): Promise<DeletionRequestRow> {
    const row = await deletionRepository(tx).lock(id);
    if (!row) throw new AppError('NOT_FOUND', deletionMessages.notFound);
    if (row.status === 'requested') throw new AppError('LIMIT', deletionMessages.notConfirmed);
    if (row.status !== 'confirmed') throw new AppError('LIMIT', deletionMessages.alreadyDecided);
    return row;
  }

  async function planOf(studentId: number, userId: number, r = repo) {
    const facts = await r.facts(studentId, userId);
    // Descriptors are counted by the face module; the plan names them whenever face search can hold any.
    return deletionPlan({ ...facts, faces: withdrawals.face_search ? null : 0 });
  }

  return {
    /** GET /privacidade/exclusao: the student's latest request, or null. */
    async mine(access: StudentAccess): Promise<{ request: MyDeletion | null }> {
      const row = await repo.latestOf(access.student.id);
      return { request: row ? mine(row) : null };
    },

    /** POST /privacidade/exclusao: the password checked, one open request, the link sent with the commit. */
    async request(access: StudentAccess, body: DeletionRequestBody): Promise<{ message: string }> {
      const { userId, studentId } = holder(access);
      if (!(await accountErasure(db).passwordMatches(userId, body.password))) {
        throw new AppError('INVALID', deletionMessages.wrongPassword);
      }
      const to = await repo.holder(userId);
      if (!to) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      const token = randomToken();
      await uow.run(access.actor, async (tx) => {
        const created = await deletionRepository(tx).insert({
          studentId,
          userId,
          tokenHash: hashToken(token),
          tokenExpiresAt: new Date(Date.now() + TTL_MS),
        });
        if (!created) throw new AppError('FOUND', deletionMessages.alreadyOpen);
        await mail.send(deletionConfirmMail(to, `${publicUrl}/excluir-conta/${token}`), tx);
      });
      return { message: deletionMessages.requested(to.email) };
    },

    /** POST /privacidade/exclusao/confirmar: the link, once, before it expires. */
    async confirm(token: string): Promise<{ message: string }> {
      const row = await uow.run(null, (tx) => deletionRepository(tx).confirm(hashToken(token)));
      if (!row) throw new AppError('INVALID', deletionMessages.linkInvalid);
      return { message: deletionMessages.confirmed };
    },

    /** DELETE /privacidade/exclusao: while the producer has not decided. */
    async cancel(access: StudentAccess): Promise<{ message: string }> {
      const { studentId } = holder(access);
      const row = await uow.run(access.actor, (tx) => deletionRepository(tx).cancel(studentId));
      if (!row) throw new AppError('NOT_FOUND', deletionMessages.nothingToCancel);
      return { message: deletionMessages.cancelled };
    },

    /** GET /admin/privacidade/exclusoes. */
    async list(query: DeletionListQuery): Promise<DeletionList> {
      const { rows, total } = await repo.list(query);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((r) => ({
          ...r,
          requestedAt: r.requestedAt.toISOString(),
          confirmedAt: iso(r.confirmedAt),
          decidedAt: iso(r.decidedAt),
        })),
        total,
        next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** GET /admin/privacidade/exclusoes/:id: the request and what an approval erases and keeps. */
    async detail(id: number): Promise<DeletionDetail> {
      const row = await repo.detail(id);
      if (!row) throw new AppError('NOT_FOUND', deletionMessages.notFound);
      const { userId: _u, graduationId: _g, ...rest } = row;
      return {
        ...rest,
        requestedAt: row.requestedAt.toISOString(),
        confirmedAt: iso(row.confirmedAt),
        decidedAt: iso(row.decidedAt),
        plan: await planOf(row.studentId, row.userId),
      };
    },

    /**
     * POST /admin/privacidade/exclusoes/:id/aprovar: in one transaction the consents are withdrawn, the
     * account anonymised and closed (its sessions end), the registration anonymised, the uploads' rows and
     * the face descriptors deleted, the request approved, its audit row and the student's e-mail queued.
     * The files go after the commit (a storage cannot roll back); then the request is done.
     */
    async approve(actor: Actor, id: number): Promise<{ message: string }> {
      decider(actor);
      // An approval whose files could not all be deleted after its commit: this call tries them again.
      const current = await repo.find(id);
      if (current?.status === 'approved') {
        if (!(await removeFiles(id, current.pendingFiles ?? []))) {
          throw new AppError('UNEXPECTED', deletionMessages.filesPending, 503);
        }
        return { message: deletionMessages.approved };
      }
      const scope = await repo.detail(id);
      const { userId, files, requestId } = await uow.run(
        actor,
        async (tx) => {
          const row = await decidable(tx, id);
          const plan = await planOf(row.studentId, row.userId, deletionRepository(tx));
          const to = await deletionRepository(tx).holder(row.userId);
          const consents = consentsRepository(tx);
          // Each consent as its own withdrawal does it: face search's also deletes the descriptors.
          for (const kind of consentKinds) {
            await consents.withdraw(row.userId, kind);
            await withdrawals[kind]?.(tx, row.userId);
          }
          const keys = await uploadErasure(tx).removeOfStudent(row.studentId);
          const student = await studentErasure(tx).anonymise(row.studentId, plan.keepsCpf);
          if (student?.invitationPath) keys.push(student.invitationPath);
          await accountErasure(tx).erase(row.userId);
          await deletionRepository(tx).decide(id, {
            status: 'approved',
            decidedBy: actor.userId,
            pendingFiles: keys,
          });
          if (to) await mail.send(deletionApprovedMail(to, plan.keepsCpf), tx);
          return { userId: row.userId, files: keys, requestId: row.id };
        },
        {
          studentId: scope?.studentId ?? null,
          graduationId: scope?.graduationId ?? null,
          detail: { change: 'approve', requestId: id },
        },
      );
      sessions.forget(userId);
      await removeFiles(requestId, files);
      return { message: deletionMessages.approved };
    },

    /** POST /admin/privacidade/exclusoes/:id/recusar: the reason goes to the student. */
    async refuse(actor: Actor, id: number, reason: string): Promise<{ message: string }> {
      decider(actor);
      const scope = await repo.detail(id);
      await uow.run(
        actor,
        async (tx) => {
          const row = await decidable(tx, id);
          await deletionRepository(tx).decide(id, {
            status: 'refused',
            decidedBy: actor.userId,
            refuseReason: reason,
          });
          const to = await deletionRepository(tx).holder(row.userId);
          if (to) await mail.send(deletionRefusedMail(to, reason), tx);
        },
        {
          studentId: scope?.studentId ?? null,
          graduationId: scope?.graduationId ?? null,
          detail: { change: 'refuse', requestId: id, reason },
        },
      );
      return { message: deletionMessages.refused };
    },
  };

  /**
   * Deletes the approval's files; a failure leaves the request approved with its keys, and approving it
   * again tries them again. Answers whether all are gone.
   */
  async function removeFiles(requestId: number, keys: string[]): Promise<boolean> {
    try {
      for (const key of keys) await storage.delete(key);
    } catch {
      return false;
    }
    await repo.markDone(requestId);
    return true;
  }
}

export type DeletionService = ReturnType<typeof deletionService>;
