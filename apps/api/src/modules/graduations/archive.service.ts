import {
  type ArchiveKind,
  archiveMessages,
  authMessages,
  deleteRefusal,
  globalMessages,
} from '@portal/domain';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { SessionStore } from '../../platform/sessions/session.store';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { studentAccounts } from '../auth';
import { closeStudentAccounts } from '../students';
import { archiveRepository, type PlaceKind } from './archive.repository';

export type { PlaceKind };

type Deps = { uow: UnitOfWork; sessions: SessionStore };

/** Only an administrator in the back-office, never a session acting as a student (decision 124). */
export function archiver(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
  if (actor.acting) throw new AppError('FORBIDDEN', archiveMessages.actingRefused);
}

/**
 * Archive, unarchive and delete for graduations, institutions, polos and courses (decision 124). Each runs
 * in one unit of work with its audit row; repeating an archive or unarchive changes nothing. Archiving a
 * graduation closes it and ends its students' sessions; unarchiving gives them back their access.
 */
export function archiveService({ uow, sessions }: Deps) {
  async function setArchived(actor: Actor, kind: PlaceKind, id: number, archive: boolean) {
    archiver(actor);
    const detail: Record<string, unknown> = { change: archive ? 'archive' : 'unarchive', kind, id };
    const ended = await uow.run(
      actor,
      async (tx) => {
        const repo = archiveRepository(tx);
        const row = await repo.lock(kind, id);
        if (!row) throw new AppError('NOT_FOUND', globalMessages.notFound);
        detail.name = row.name;
        const changed = await repo.mark(kind, id, archive ? actor.userId : null);
        if (!changed || kind !== 'graduation') return [];
        if (!archive) return studentAccounts(tx).reopen({ graduationId: id });
        await repo.close(id);
        return closeStudentAccounts(tx, { graduationId: id });
      },
      // `detail` is completed inside the work (the name, read under the lock) before the row is written.
      { studentId: null, graduationId: kind === 'graduation' ? id : null, detail },
    );
    for (const userId of ended) sessions.forget(userId);
    return { message: archive ? archiveMessages.archived : archiveMessages.unarchived };
  }

  return {
    archive: (actor: Actor, kind: PlaceKind, id: number) => setArchived(actor, kind, id, true),
    unarchive: (actor: Actor, kind: PlaceKind, id: number) => setArchived(actor, kind, id, false),

    /** Only while nothing depends on the row: otherwise 409 naming what does, and offering the archive. */
    async remove(actor: Actor, kind: PlaceKind, id: number) {
      archiver(actor);
      const detail: Record<string, unknown> = { change: 'delete', kind, id };
      await uow.run(
        actor,
        async (tx) => {
          const repo = archiveRepository(tx);
          const row = await repo.lock(kind, id);
          if (!row) throw new AppError('NOT_FOUND', globalMessages.notFound);
          detail.name = row.name;
          const refusal = deleteRefusal(kind as ArchiveKind, await repo.dependents(kind, id));
          if (refusal) throw new AppError('FOUND', refusal);
          await repo.remove(kind, id);
        },
        // The delete's row keeps what was deleted: the audit trail outlives it.
        { studentId: null, graduationId: kind === 'graduation' ? id : null, detail },
      );
      return { message: archiveMessages.deleted };
    },
  };
}

export type ArchiveService = ReturnType<typeof archiveService>;
