import { randomUUID } from 'node:crypto';
import {
  type AdminEvent,
  type AdminEventDetail,
  type AdminEventForm,
  type AdminPhoto,
  globalMessages,
  MAX_EVENT_PHOTOS,
  type PhotoIngestState,
} from '@portal/domain';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { events } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { photoKeys } from './keys';
import type { MediaUrls } from './media-urls';
import { photosRepository } from './photos.repository';
import type { PhotoPipeline } from './pipeline';

type Deps = { db: Db; uow: UnitOfWork; storage: Storage; urls: MediaUrls; pipeline: PhotoPipeline };
type Page = { pagina: number; porPagina: number; estado?: PhotoIngestState | undefined };

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

/** Texts of the producer's events screen that the spec does not give (issue 10). */
export const eventTexts = {
  eventFull: `Um evento recebe no máximo ${MAX_EVENT_PHOTOS.toLocaleString('pt-BR')} fotos.`,
  notPhotoEvent: 'Só eventos de fotos recebem fotos.',
  coverNotImage: 'A capa precisa ser uma imagem JPEG, PNG ou WebP.',
  sendAFile: 'Envie um arquivo.',
} as const;

/** The producer's events and their photos in the back-office (issue 10). */
export function eventsAdminService({ db, uow, storage, urls, pipeline }: Deps) {
  const repo = photosRepository(db);

  const toForm = (e: typeof events.$inferSelect) => ({
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
    async list(graduationId: number): Promise<AdminEvent[]> {
      if (!(await repo.graduationExists(graduationId))) throw notFound();
      const rows = await repo.eventsOf(graduationId);
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
      };
    },

    async create(actor: Actor, graduationId: number, form: AdminEventForm): Promise<{ id: number }> {
      if (!(await repo.graduationExists(graduationId))) throw notFound();
      const values = { name: form.nome, heldOn: form.data, mediaType: form.tipoMidia, link: form.link };
      const row = await uow.run(
        actor,
        (tx) => photosRepository(tx).insertEvent({ graduationId, ...values }),
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

export type EventsAdminService = ReturnType<typeof eventsAdminService>;
