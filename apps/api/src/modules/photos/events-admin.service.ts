import { randomUUID } from 'node:crypto';
import {
  type AdminAlbumPhoto,
  type AdminEvent,
  type AdminEventDetail,
  type AdminEventForm,
  type AdminPhoto,
  type AlbumOrderChoice,
  type EventPublication,
  type EventPublicationForm,
  fileNameSortKey,
  globalMessages,
  MAX_EVENT_PHOTOS,
  type PhotoIngestState,
  publicationState,
} from '@portal/domain';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { AlbumOrder, events } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { photoKeys } from './keys';
import type { MediaUrls } from './media-urls';
import { POSITION_GAP, photosRepository } from './photos.repository';
import type { PhotoPipeline } from './pipeline';

type Deps = { db: Db; uow: UnitOfWork; storage: Storage; urls: MediaUrls; pipeline: PhotoPipeline };
type Page = { pagina: number; porPagina: number; estado?: PhotoIngestState | undefined };

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

/** Texts of the producer's events screen that the spec does not give (decision 65). */
export const eventTexts = {
  eventFull: `Um evento recebe no máximo ${MAX_EVENT_PHOTOS.toLocaleString('pt-BR')} fotos.`,
  notPhotoEvent: 'Só eventos de fotos recebem fotos.',
  coverNotImage: 'A capa precisa ser uma imagem JPEG, PNG ou WebP.',
  sendAFile: 'Envie um arquivo.',
  scheduleInFuture: 'Escolha uma data e hora no futuro para a publicação.',
  moveNeedsManual: 'Para mover fotos, escolha antes a ordem manual do álbum.',
} as const;

type EventRow = typeof events.$inferSelect;

/** The album's order between the database's names and the back-office's (decision 120). */
const ORDER_CHOICE: Record<AlbumOrder, AlbumOrderChoice> = { name: 'nome', taken: 'data', manual: 'manual' };
const ORDER_OF: Record<AlbumOrderChoice, AlbumOrder> = { nome: 'name', data: 'taken', manual: 'manual' };

/** Where the event is on its way to students, as the producer reads it (decision 120). */
export const publicationOf = (e: Pick<EventRow, 'publishedAt'>, now = new Date()): EventPublication => ({
  estado: publicationState(e.publishedAt, now),
  em: e.publishedAt?.toISOString() ?? null,
});

/** The producer's events and their photos in the back-office (decision 65). */
export function eventsAdminService({ db, uow, storage, urls, pipeline }: Deps) {
  const repo = photosRepository(db);

  const toForm = (e: EventRow) => ({
    name: e.name,
    heldOn: e.heldOn,
    mediaType: e.mediaType,
    link: e.link,
  });

  async function photoEvent(eventId: number) {
    const event = await repo.event(eventId);
    if (!event) throw notFound();
    if (event.mediaType !== 0) throw new AppError('INVALID', eventTexts.notPhotoEvent);
    return event;
  }

  return {
    /** The graduation's events; archived ones only when asked (`?arquivados=1`, decision 124). */
    async list(graduationId: number, archived = false): Promise<AdminEvent[]> {
      if (!(await repo.graduationExists(graduationId))) throw notFound();
      const rows = await repo.eventsOf(graduationId, archived);
      const counts = await repo.stateCounts(rows.map((e) => e.id));
      const countOf = (eventId: number, state: PhotoIngestState) =>
        counts.find((c) => c.eventId === eventId && c.state === state)?.n ?? 0;
      return rows.map((e) => ({
        id: e.id,
        nome: e.name,
        data: e.heldOn,
        tipoMidia: e.mediaType,
        link: e.link,
        capa: e.coverKey ? urls.url(e.coverKey) : null,
        fotos: {
          prontas: countOf(e.id, 'ready'),
          pendentes: countOf(e.id, 'pending'),
          recusadas: countOf(e.id, 'refused'),
        },
        publicacao: publicationOf(e),
        ordem: ORDER_CHOICE[e.albumOrder],
        arquivado: e.archivedAt !== null,
      }));
    },

    async detail(eventId: number): Promise<AdminEventDetail> {
      const event = await repo.event(eventId);
      if (!event) throw notFound();
      const counts = await repo.stateCounts([eventId]);
      const countOf = (state: PhotoIngestState) => counts.find((c) => c.state === state)?.n ?? 0;
      return {
        id: event.id,
        formatura: event.graduationId,
        nome: event.name,
        data: event.heldOn,
        tipoMidia: event.mediaType,
        link: event.link,
        capa: event.coverKey ? urls.url(event.coverKey) : null,
        fotos: { prontas: countOf('ready'), pendentes: countOf('pending'), recusadas: countOf('refused') },
        publicacao: publicationOf(event),
        ordem: ORDER_CHOICE[event.albumOrder],
        arquivado: event.archivedAt !== null,
      };
    },

    async create(actor: Actor, graduationId: number, form: AdminEventForm): Promise<{ id: number }> {
      if (!(await repo.graduationExists(graduationId))) throw notFound();
      const values = { name: form.nome, heldOn: form.data, mediaType: form.tipoMidia, link: form.link };
      // A new event is a draft ordered by file name: students see it once the producer publishes it
      // (decision 120), not while its photos are still arriving.
      const row = await uow.run(
        actor,
        (tx) =>
          photosRepository(tx).insertEvent({
            graduationId,
            ...values,
            publishedAt: null,
            albumOrder: 'name',
          }),
        {
          graduationId,
          detail: { after: values },
        },
      );
      return { id: row.id };
    },

    async update(actor: Actor, eventId: number, form: AdminEventForm): Promise<{ id: number }> {
      const before = await repo.event(eventId);
      if (!before) throw notFound();
      const values = { name: form.nome, heldOn: form.data, mediaType: form.tipoMidia, link: form.link };
      await uow.run(actor, (tx) => photosRepository(tx).updateEvent(eventId, values), {
        graduationId: before.graduationId,
        detail: { before: toForm(before), after: values },
      });
      return { id: eventId };
    },

    /** A cover image for the event: any image the producer sends, stored as a JPEG of at most 1200 px. */
    async setCover(actor: Actor, eventId: number, bytes: Buffer | null): Promise<{ capa: string }> {
      const event = await repo.event(eventId);
      if (!event) throw notFound();
      let jpeg: Buffer;
      try {
        if (!bytes) throw new Error('too large');
        jpeg = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
          .rotate()
          .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 82, progressive: true })
          .toBuffer();
      } catch {
        throw new AppError('INVALID', eventTexts.coverNotImage);
      }
      const key = photoKeys.cover(eventId, randomUUID());
      await storage.put(key, jpeg);
      await uow.run(actor, (tx) => photosRepository(tx).updateEvent(eventId, { coverKey: key }), {
        graduationId: event.graduationId,
        detail: { eventId, cover: key },
      });
      return { capa: urls.url(key) };
    },

    /**
     * Publish now, schedule for a time to come, or back to draft (decision 120). A scheduled event appears
     * to students when its time comes, with nothing to run then; a draft disappears from them at once.
     */
    async setPublication(
      actor: Actor,
      eventId: number,
      form: EventPublicationForm,
    ): Promise<EventPublication> {
      const event = await repo.event(eventId);
      if (!event) throw notFound();
      const now = new Date();
      let publishedAt: Date | null = null;
      if (form.acao === 'publicar') publishedAt = now;
      if (form.acao === 'agendar') {
        publishedAt = new Date(form.em);
        if (publishedAt.getTime() <= now.getTime())
          throw new AppError('INVALID', eventTexts.scheduleInFuture);
      }
      await uow.run(actor, (tx) => photosRepository(tx).updateEvent(eventId, { publishedAt }), {
        graduationId: event.graduationId,
        detail: {
          eventId,
          before: { publishedAt: event.publishedAt?.toISOString() ?? null },
          after: { publishedAt: publishedAt?.toISOString() ?? null },
        },
      });
      return publicationOf({ publishedAt }, now);
    },

    /**
     * The album's order (decision 120). By name or date, photos received before names had a sort key get
     * theirs first; turning to manual lays the manual positions out in the order the producer was seeing.
     */
    async setOrder(
      actor: Actor,
      eventId: number,
      ordem: AlbumOrderChoice,
    ): Promise<{ ordem: AlbumOrderChoice }> {
      const event = await photoEvent(eventId);
      const order = ORDER_OF[ordem];
      await uow.run(
        actor,
        async (tx) => {
          const r = photosRepository(tx);
          if (order !== 'manual') {
            const missing = await r.withoutNameKey(eventId);
            await r.saveNameKeys(missing.map((p) => ({ id: p.id, key: fileNameSortKey(p.name) })));
          } else if (event.albumOrder !== 'manual') {
            await r.renumber(eventId, event.albumOrder);
          }
          await r.updateEvent(eventId, { albumOrder: order });
        },
        { graduationId: event.graduationId, detail: { eventId, before: event.albumOrder, after: order } },
      );
      return { ordem };
    },

    /**
     * Moves a ready photo to place `posicao` of the manual order (1 = first; past the end is the end): it
     * takes the middle of the gap between its new neighbours, one row written; only when that gap is used
     * up are the event's positions spread out again first (decision 120).
     */
    async movePhoto(actor: Actor, eventId: number, photoId: number, posicao: number) {
      const event = await photoEvent(eventId);
      const photo = await repo.photo(photoId);
      if (photo?.eventId !== eventId || photo.state !== 'ready') throw notFound();
      if (event.albumOrder !== 'manual') throw new AppError('INVALID', eventTexts.moveNeedsManual);
      const ready = await repo.stateCounts([eventId]);
      const total = ready.find((c) => c.state === 'ready')?.n ?? 1;
      const place = Math.min(posicao, total);
      await uow.run(
        actor,
        async (tx) => {
          const r = photosRepository(tx);
          let position = slot(await r.gapAt(eventId, photoId, place));
          if (position === null) {
            await r.renumber(eventId, 'manual');
            position = slot(await r.gapAt(eventId, photoId, place));
          }
          if (position !== null) await r.setPosition(photoId, position);
        },
        { graduationId: event.graduationId, detail: { eventId, photoId, posicao: place } },
      );
      return { posicao: place };
    },

    /** The album's ready photos in the order students see them (the producer's reorder list). */
    async album(eventId: number, page: { pagina: number; porPagina: number }) {
      const event = await photoEvent(eventId);
      const offset = (page.pagina - 1) * page.porPagina;
      const [rows, counts] = await Promise.all([
        repo.adminAlbum(eventId, event.albumOrder, { limit: page.porPagina, offset }),
        repo.stateCounts([eventId]),
      ]);
      const items = rows.map(
        (p, i): AdminAlbumPhoto => ({
          id: p.id,
          nome: p.originalName,
          miniatura: p.thumbKey ? urls.url(p.thumbKey) : null,
          largura: p.thumbWidth,
          altura: p.thumbHeight,
          posicao: offset + i + 1,
          tiradaEm: p.takenAt?.toISOString() ?? null,
        }),
      );
      return { items, total: counts.find((c) => c.state === 'ready')?.n ?? 0 };
    },

    async photos(eventId: number, page: Page): Promise<{ items: AdminPhoto[]; total: number }> {
      if (!(await repo.event(eventId))) throw notFound();
      const [rows, total] = await Promise.all([
        repo.adminList(
          eventId,
          { limit: page.porPagina, offset: (page.pagina - 1) * page.porPagina },
          page.estado,
        ),
        repo.adminTotal(eventId, page.estado),
      ]);
      return {
        total,
        items: rows.map((p) => ({
          id: p.id,
          nome: p.originalName,
          estado: p.state,
          motivo: p.refusal,
          miniatura: p.thumbKey ? urls.url(p.thumbKey) : null,
          largura: p.thumbWidth,
          altura: p.thumbHeight,
          tamanho: p.size,
        })),
      };
    },

    async sent(eventId: number) {
      if (!(await repo.event(eventId))) throw notFound();
      return repo.sent(eventId);
    },

    /** One file into the event's album, through the pipeline (its derivatives follow in the job queue). */
    async upload(actor: Actor, eventId: number, file: { name: string; bytes: Buffer | null; size: number }) {
      await photoEvent(eventId);
      if ((await repo.countOf(eventId)) >= MAX_EVENT_PHOTOS)
        throw new AppError('LIMIT', eventTexts.eventFull);
      return pipeline.receive(actor, { eventId, name: file.name, bytes: file.bytes, size: file.size });
    },

    /** A photo out of the album: its row, then its files (the original only if no other row holds it). */
    async removePhoto(actor: Actor, eventId: number, photoId: number): Promise<void> {
      const event = await repo.event(eventId);
      const photo = await repo.photo(photoId);
      if (!event || !photo || photo.eventId !== eventId) throw notFound();
      await uow.run(
        actor,
        async (tx) => {
          const r = photosRepository(tx);
          await r.deletePhoto(photoId);
          if (event.coverKey && event.coverKey === photo.previewKey)
            await r.updateEvent(eventId, { coverKey: null });
        },
        {
          graduationId: event.graduationId,
          detail: { before: { eventId, photoId, name: photo.originalName } },
        },
      );
      const keys = [photo.thumbKey, photo.previewKey];
      if (photo.originalKey && !(await repo.originalInUse(photo.originalKey))) keys.push(photo.originalKey);
      await Promise.all(keys.filter((k): k is string => k !== null).map((k) => storage.delete(k)));
    },
  };
}

/**
 * The manual position between two neighbours: the middle of their gap, a gap after the last or before the
 * first; null when the neighbours leave no integer between them (the positions are spread out again).
 */
function slot({ before, after }: { before: number | undefined; after: number | undefined }): number | null {
  if (before === undefined && after === undefined) return null;
  if (before === undefined) return after! - POSITION_GAP;
  if (after === undefined) return before + POSITION_GAP;
  return after - before >= 2 ? Math.floor((before + after) / 2) : null;
}

export type EventsAdminService = ReturnType<typeof eventsAdminService>;
