import { archiveMessages, authMessages, globalMessages } from '@portal/domain';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { eventsArchiveRepository } from './events-archive.repository';
import { photoKeys } from './keys';

type Deps = { uow: UnitOfWork; storage: Storage };

/** Files deleted at a time once the event is gone: an album of 20,000 photos is 60,000 files. */
const DELETE_CONCURRENCY = 16;

/** The refusal of a delete (decision 124): the orders counted, and the archive offered instead. */
export const eventDeleteRefusal = (orders: number) =>
  `Não é possível excluir este evento: ${orders === 1 ? 'há 1 pedido' : `há ${orders} pedidos`} com fotos dele. Arquive-o para escondê-lo dos formandos sem perder nada.`;

/** Only an administrator in the back-office, never a session acting as a student (decision 124). */
function archiver(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
  if (actor.acting) throw new AppError('FORBIDDEN', archiveMessages.actingRefused);
}

/**
 * Archive, unarchive and delete of an event (decision 124). Archived, students lose it exactly as they
 * lose a draft (eventVisibleSql); a delete goes only while no order holds its photos, and removes the
 * photos' files and the cover once the rows are gone. Each call is one unit of work with its audit row.
 */
export function eventsArchiveService({ uow, storage }: Deps) {
  async function setArchived(actor: Actor, eventId: number, archive: boolean) {
    archiver(actor);
    const detail: Record<string, unknown> = {
      change: archive ? 'archive' : 'unarchive',
      kind: 'event',
      id: eventId,
    };
    const scope = { studentId: null, graduationId: null as number | null, detail };
    await uow.run(
      actor,
      async (tx) => {
        const repo = eventsArchiveRepository(tx);
        const row = await repo.lock(eventId);
        if (!row) throw new AppError('NOT_FOUND', globalMessages.notFound);
        // Completed under the lock, before the audit row is written at the end of the work.
        detail.name = row.name;
        scope.graduationId = row.graduationId;
        await repo.mark(eventId, archive ? actor.userId : null);
      },
      scope,
    );
    return { message: archive ? archiveMessages.archived : archiveMessages.unarchived };
  }

  return {
    archive: (actor: Actor, eventId: number) => setArchived(actor, eventId, true),
    unarchive: (actor: Actor, eventId: number) => setArchived(actor, eventId, false),

    /**
     * Only while no order line names the event or one of its photos: otherwise 409 counting the orders and
     * offering the archive. The files go after the commit, so a rolled-back delete loses none.
     */
    async remove(actor: Actor, eventId: number) {
      archiver(actor);
      const detail: Record<string, unknown> = { change: 'delete', kind: 'event', id: eventId };
      const scope = { studentId: null, graduationId: null as number | null, detail };
      const keys = await uow.run(
        actor,
        async (tx) => {
          const repo = eventsArchiveRepository(tx);
          const row = await repo.lock(eventId);
          if (!row) throw new AppError('NOT_FOUND', globalMessages.notFound);
          detail.name = row.name;
          scope.graduationId = row.graduationId;
          const orders = await repo.ordersHolding(eventId);
          if (orders > 0) throw new AppError('FOUND', eventDeleteRefusal(orders));
          const files = await repo.files(eventId);
          detail.photos = files.length;
          await repo.remove(eventId);
          const found = new Set<string>();
          for (const f of files) {
            for (const k of [f.originalKey, f.previewKey, f.thumbKey]) if (k) found.add(k);
            // A derivative being made as the event goes is named by the photo: it goes too.
            if (f.state === 'pending') {
              found.add(photoKeys.thumb(eventId, f.id));
              found.add(photoKeys.preview(eventId, f.id));
            }
          }
          if (row.coverKey) found.add(row.coverKey);
          return [...found];
        },
        // The delete's row keeps what was deleted: the audit trail outlives it.
        scope,
      );
      await deleteAll(storage, keys);
      return { message: archiveMessages.deleted };
    },
  };
}

/**
 * Deletes the keys, a few at a time (a missing file is no error). The rows are already gone, so a file that
 * fails to go does not fail the answer: on local disk the storage sweep removes what no row names (decision
 * 128); nothing serves an unnamed file.
 */
async function deleteAll(storage: Storage, keys: string[]) {
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await storage.delete(keys[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, worker));
}

export type EventsArchiveService = ReturnType<typeof eventsArchiveService>;
