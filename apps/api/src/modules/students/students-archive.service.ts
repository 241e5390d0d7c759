import { archiveMessages, authMessages, deleteRefusal, globalMessages } from '@portal/domain';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { SessionStore } from '../../platform/sessions/session.store';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { studentAccounts } from '../auth';
import { closeStudentAccounts } from './student-records';
import { studentsArchiveRepository } from './students-archive.repository';

type Deps = { uow: UnitOfWork; sessions: SessionStore };

/**
 * A student archived, unarchived or deleted (decision 124). Archiving closes the portal account and ends
 * its sessions at once (like a removed administrator's, decision 115); finance, orders and the audit trail
 * stay. A delete goes only while no contract, order or upload exists, and takes the portal account with it.
 */
export function studentsArchiveService({ uow, sessions }: Deps) {
  function archiver(actor: Actor): void {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
    if (actor.acting) throw new AppError('FORBIDDEN', archiveMessages.actingRefused);
  }

  async function setArchived(actor: Actor, id: number, archive: boolean) {
    archiver(actor);
    const detail: Record<string, unknown> = {
      change: archive ? 'archive' : 'unarchive',
      kind: 'student',
      id,
    };
    const scope = { studentId: id, graduationId: null as number | null, detail };
    const ended = await uow.run(
      actor,
      async (tx) => {
        const repo = studentsArchiveRepository(tx);
        const row = await repo.lock(id);
        if (!row) throw new AppError('NOT_FOUND', globalMessages.notFound);
        // Completed under the lock, before the unit of work writes the audit row.
        scope.graduationId = row.graduationId;
        detail.name = `${row.name} ${row.surname}`;
        if (!(await repo.mark(id, archive ? actor.userId : null))) return [];
        return archive
          ? closeStudentAccounts(tx, { studentId: id })
          : studentAccounts(tx).reopen({ studentId: id });
      },
      scope,
    );
    for (const userId of ended) sessions.forget(userId);
    return { message: archive ? archiveMessages.archived : archiveMessages.unarchived };
  }

  return {
    archive: (actor: Actor, id: number) => setArchived(actor, id, true),
    unarchive: (actor: Actor, id: number) => setArchived(actor, id, false),

    async remove(actor: Actor, id: number) {
      archiver(actor);
      const detail: Record<string, unknown> = { change: 'delete', kind: 'student', id };
      const scope = { studentId: id, graduationId: null as number | null, detail };
      let userId: number | undefined;
      await uow.run(
        actor,
        async (tx) => {
          const repo = studentsArchiveRepository(tx);
          const row = await repo.lock(id);
          if (!row) throw new AppError('NOT_FOUND', globalMessages.notFound);
          scope.graduationId = row.graduationId;
          // The audit trail outlives the registration: its row keeps who was deleted.
          detail.deleted = { name: `${row.name} ${row.surname}`, cpf: row.cpf, email: row.email };
          const refusal = deleteRefusal('student', await repo.dependents(id));
          if (refusal) throw new AppError('FOUND', refusal);
          userId = await studentAccounts(tx).remove(id);
          await repo.remove(id);
        },
        scope,
      );
      if (userId !== undefined) sessions.forget(userId);
      return { message: archiveMessages.deleted };
    },
  };
}

export type StudentsArchiveService = ReturnType<typeof studentsArchiveService>;
