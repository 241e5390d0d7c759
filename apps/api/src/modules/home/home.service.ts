import type { Readable } from 'node:stream';
import {
  type CamisetaRequest,
  type DownConviteRequest,
  EVENT_MEDIA_TYPES,
  type EventMediaType,
  type FotosResponse,
  formatDateBR,
  globalMessages,
  HOME_EVENTS_PAGE,
  HOME_NOTICES_PAGE,
  homeMessages,
  type IsoDate,
  type MediaEvent,
  type Notice,
  type RevEnderecoResponse,
  TSHIRT_SIZES,
  todayInSaoPaulo,
} from '@portal/domain';
import { answerMemo } from '../../lib/answer-memo';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { Storage } from '../../lib/storage';
import type { StudentAccess } from '../../platform/access';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { PhotoAccessService } from '../photos';
import { studentRecords } from '../students';
import type { HomeRepository } from './home.repository';

// Not in the spec's catalogue (spec A §8 names the success toast "size set" without its wording):
// our texts, to move to messages.ts with the next domain change (docs/decisions/).
export const homeTexts = {
  shirtSizeSet: (size: string) => `Medida da camiseta definida: ${size}.`,
  shirtDeadline: (deadline: IsoDate) =>
    `${homeMessages.sizeChangeFailed} O prazo para escolher a camiseta terminou em ${formatDateBR(deadline)}.`,
} as const;

/** A stored file on its way to the client, with what the route needs to describe it. */
export type FileAnswer = {
  stream: Readable;
  size: number;
  contentType: string;
  cacheControl: string;
  /** Sent as an attachment with this name when set. */
  attachment?: string;
};

const MEDIA_TYPES = new Set<number>(Object.values(EVENT_MEDIA_TYPES));
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Class notice pages a node keeps beside their digest (decision 154): one per class and page, shared by its
 * students; a page of 50 notices of a few kB of HTML each weighs ~0.5 MB as a string.
 */
const CLASS_PAGES_MEMO = { count: 256, bytes: 32 * 1024 * 1024 };

/** A page of the home's lists (`?pagina=&porPagina=`). */
type HomePage = { pagina: number; porPagina: number };

type Deps = {
  repo: HomeRepository;
  uow: UnitOfWork;
  storage: Storage;
  /** The photo-access rule (decision 97): who may see the events, and the signer of their covers' addresses. */
  photos: PhotoAccessService;
  today?: () => IsoDate;
};

export function homeService({ repo, uow, storage, photos, today = () => todayInSaoPaulo(new Date()) }: Deps) {
  const classPages = answerMemo<string, string, string>(CLASS_PAGES_MEMO);
  const toNotice = (n: { id: number; html: string; htmlClean: boolean; createdAt: Date }): Notice => ({
    crmid: n.id,
    // Cleaned once when saved (decision 49); rows from before that are cleaned here.
    crmdesc: n.htmlClean ? n.html : sanitizeHtml(n.html),
    crmtimestamp: n.createdAt.toISOString(),
  });

  return {
    /** The loader the event routes declare (`app.student(undefined, service.photoLoader)`), decision 97. */
    photoLoader: photos.load,

    /**
     * GET /perfil/bcast: the class's notices and the student's own, newest first, sanitised, as the JSON
     * text of a BcastResponse (decision 154). One statement reads both pages and totals; the class's page
     * this node built from the same rows (by their id and xmin) is sent again as it was, so its notices are
     * neither read again nor mapped, checked and serialised at each call, and never older than the database.
     */
    async bcast(
      { student }: StudentAccess,
      page: HomePage = { pagina: 1, porPagina: HOME_NOTICES_PAGE },
    ): Promise<string> {
      const slice = { limit: page.porPagina, offset: (page.pagina - 1) * page.porPagina };
      const key = `${student.graduationId}|${slice.offset}|${slice.limit}`;
      const ask = (kept?: string) =>
        repo.notices({ graduationId: student.graduationId, studentId: student.id, ...slice, kept });
      let read = await ask(classPages.digestOf(key));
      // The held page left the memo while the statement ran (another call replaced it): read the rows.
      if (read.todos === null && classPages.digestOf(key) !== read.digest) read = await ask();
      const { todos } = read;
      const todosJson = classPages.answer(key, read.digest, () =>
        JSON.stringify((todos ?? []).map(toNotice)),
      );
      // The keys in BcastResponse's order, as the route's schema serialised them before.
      return `{"todos":${todosJson},"aluno":${JSON.stringify(read.aluno.map(toNotice))},"totalTodos":${read.totalTodos},"totalAluno":${read.totalAluno}}`;
    },

    /** GET /perfil/fotos: the graduation's events, newest first, once the media gate opens. */
    async fotos(
      caller: StudentAccess,
      page: HomePage = { pagina: 1, porPagina: HOME_EVENTS_PAGE },
    ): Promise<{ events: FotosResponse; total: number }> {
      const { student, sign } = photos.seeingOf(caller);
      const rows = await repo.events(student.graduationId, {
        limit: page.porPagina,
        offset: (page.pagina - 1) * page.porPagina,
      });
      // A page past the last carries no total: counted on its own then.
      const total = rows[0]?.total ?? (page.pagina > 1 ? await repo.eventTotal(student.graduationId) : 0);
      const events = rows
        .filter((e) => MEDIA_TYPES.has(e.mediaType))
        .map(
          (e): MediaEvent => ({
            evid: e.id,
            evnome: e.name,
            evcaminho: e.coverKey ? sign(e.coverKey) : null,
            evdata: e.day as IsoDate,
            evtpmidia: e.mediaType as EventMediaType,
            evlnkmidia: e.link,
          }),
        );
      return { events, total };
    },

    /** GET /eventos/:id/capa: an event's cover, for a student of that event's graduation only. */
    async cover(caller: StudentAccess, eventId: number): Promise<FileAnswer> {
      const { student } = photos.seeingOf(caller);
      const event = await repo.eventCover(eventId, student.graduationId);
      const file = event?.coverKey ? await storage.get(event.coverKey) : null;
      if (!event?.coverKey || !file) throw new AppError('NOT_FOUND', globalMessages.notFound);
      const extension = event.coverKey.split('.').pop()?.toLowerCase() ?? '';
      return {
        ...file,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        // The URL carries the key's fingerprint, so the image at it never changes.
        cacheControl: 'private, max-age=31536000, immutable',
      };
    },

    /** POST /camiseta: the shirt size, until the end of FormLimiteCamisetas (São Paulo time). */
    /** The route declared the shirt permission. */
    async camiseta(
      { student, actor }: StudentAccess,
      { AlMedida }: CamisetaRequest,
    ): Promise<RevEnderecoResponse> {
      if (student.shirtDeadline && today() > student.shirtDeadline) {
        throw new AppError('DEADLINE', homeTexts.shirtDeadline(student.shirtDeadline));
      }
      await uow.run(actor, (tx) => studentRecords(tx).setShirtSize(student.id, AlMedida));
      const size = TSHIRT_SIZES.find((s) => s.id === AlMedida)!;
      return { msg: homeTexts.shirtSizeSet(size.nome), type: 'success' };
    },

    /**
     * POST /downConvite: the student's own digital invitation. The caminho only has to name it; the
     * file read is always the one on the student's registration, never a path from the client.
     */
    async downConvite({ student }: StudentAccess, { caminho }: DownConviteRequest): Promise<FileAnswer> {
      const key = student.invitationPath;
      const file = key && caminho === key ? await storage.get(key) : null;
      if (!file) throw new AppError('NOT_FOUND', homeMessages.inviteDownloadFailed);
      return {
        ...file,
        contentType: 'image/jpeg',
        cacheControl: 'private, no-store',
        attachment: 'convite.jpg',
      };
    },
  };
}

export type HomeService = ReturnType<typeof homeService>;
