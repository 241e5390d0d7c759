import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  authMessages,
  type ClassFilesPage,
  type ClassFilesQuery,
  ContentType,
  checkUploadDeletable,
  checkUploadEditable,
  checkUploadFits,
  classFilesMessages,
  displayFileName,
  downloadFileName,
  extensionOf,
  globalMessages,
  type IsoDate,
  labelError,
  maxBytesFor,
  maxUploadBytes,
  maxUploadCount,
  observationError,
  SNIFF_BYTES,
  sniffContentType,
  stripBidiControls,
  todayInSaoPaulo,
  UPLOAD_TYPES,
  type Upload,
  type UploadCheck,
  type UploadCreated,
  UploadType,
  uploadMessages,
  uploadWindow,
} from '@portal/domain';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { mediaWarning } from '../../lib/media-check';
import type { Storage } from '../../lib/storage';
import {
  type AccessStudent,
  linkedStudentId,
  requirePermission,
  type StudentAccess,
} from '../../platform/access';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { classZip } from './class-zip';
import { type UploadRow, uploadsRepository } from './uploads.repository';

type Deps = { db: Db; uow: UnitOfWork; storage: Storage; today?: () => IsoDate };

/** The side of a photo's thumbnail in the upload list: 64 CSS px at twice the density. */
const THUMBNAIL_PX = 128;

/** The graduation fields the upload deadlines and limits read (spec A §3 AlFormDados). */
const deadlineData = (s: AccessStudent) => ({
  FormData: s.ceremonyDate,
  FormLimiteEntrega: s.deliveryDays,
  FormLimiteComplementares: s.complementaryDeadline,
  FormFtInfancia: s.photosChildhood,
  FormFtHomenagem: s.photosTribute,
  FormFtLed: s.photosLed,
});

/** A file arriving in a multipart request: its stream, the name it had, and whether the limit cut it. */
export type IncomingFile = { filename: string; stream: Readable; truncated: () => boolean };

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);
const refuse = (check: UploadCheck) => {
  if (!check.ok) throw new AppError(check.type, check.error);
};

/** The first `n` bytes of a stream, and a stream that still yields everything from the start. */
async function peek(stream: Readable, n: number): Promise<{ head: Buffer; whole: Readable }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, whole: Readable.from(all()) };
}

const toUpload = (row: UploadRow): Upload => ({
  _id: row.id,
  // Rows stored before decision 102 may hold bidi controls: a name is shown as it reads.
  name: stripBidiControls(row.name),
  size: row.size,
  url: `/api/uploads/${row.id}/arquivo`,
  mimetype: row.mimetype,
  label: row.label,
  obs: row.obs,
  time: row.musicStart,
  aviso: row.warning,
  tipo: row.type,
  user: row.studentId,
});

/**
 * The ceremony upload screens (spec A §2, §4, §5, §8, §9): files stream to storage under a generated key,
 * their type is sniffed from the first bytes, and every refusal leaves no file and no row behind.
 */
export function uploadsService({ db, uow, storage, today = () => todayInSaoPaulo(new Date()) }: Deps) {
  const repo = uploadsRepository(db);

  /**
   * The caller (loaded by the route's access preHandler), allowed to upload, and screen `tipo` open to
   * them. The permission is checked here rather than declared on the route: a file of another student, or
   * a malformed form, is answered first, as before the access preHandler (decision 107).
   */
  function subject(caller: StudentAccess, tipo: UploadType) {
    const { student } = caller;
    requirePermission(caller, 'uploads');
    // The class's music is a committee tool (spec A §2 card 10, §6, decision 133): the screen arrives in the
    // form or the file's row, so it is decided here, by the same rule the route would declare.
    if (tipo === UploadType.graduation) requirePermission(caller, 'committeeTools');
    if (tipo === UploadType.complementary && !student.complementaryEnabled) {
      throw new AppError('FORBIDDEN', authMessages.forbidden);
    }
    const dados = deadlineData(student);
    return { student, window: uploadWindow(tipo, dados, today()), maxCount: maxUploadCount(tipo, dados) };
  }

  /** A stored file, ready to send; 404 for no row or no file. */
  async function opened(row: UploadRow | undefined) {
    const stored = row && (await storage.get(row.storageKey));
    if (!row || !stored) throw notFound();
    // Named by the sniffed type, not by the extension it was sent with (decision 102).
    return { ...stored, mimetype: row.mimetype, name: downloadFileName(row.name, row.mimetype) };
  }

  /** One of the acting student's files, with its screen's window. */
  async function owned(caller: StudentAccess, id: string) {
    const row = await repo.find(id, caller.student.id);
    if (!row) throw notFound();
    const { window } = subject(caller, row.type);
    return { row, window, actor: caller.actor };
  }

  return {
    /** GET /uploads/{tipo}. */
    async list(caller: StudentAccess, tipo: UploadType): Promise<Upload[]> {
      const { student } = subject(caller, tipo);
      return (await repo.list(student.id, tipo)).map(toUpload);
    },

    /** POST /uploads: the file of screen `tipo`. */
    async create(caller: StudentAccess, tipo: UploadType, file: IncomingFile): Promise<UploadCreated> {
      const { actor } = caller;
      const { student, window, maxCount } = subject(caller, tipo);
      const { head, whole } = await peek(file.stream, SNIFF_BYTES);
      const sniffed = sniffContentType(head.subarray(0, SNIFF_BYTES));
      try {
        refuse(checkUploadEditable(window));
        const existing = await repo.list(student.id, tipo);
        refuse(checkUploadFits({ tipo, type: sniffed, size: 0, existing, maxCount }));
      } catch (err) {
        whole.resume(); // the rest of the request is read and dropped, so the answer can go
        throw err;
      }
      // checkUploadFits refuses an unknown type, so one is known from here on.
      const type = sniffed as ContentType;
      const id = randomUUID();
      const key = `uploads/${student.id}/${id}.${extensionOf(type)}`;
      const { size } = await storage.put(key, whole);
      const tooLarge = file.truncated() || size > maxBytesFor(type);
      if (tooLarge) {
        await storage.delete(key);
        const limit = file.truncated() ? maxUploadBytes(tipo) : maxBytesFor(type);
        throw new AppError('LIMIT', uploadMessages.fileTooLarge(`${limit / 1024 / 1024} MB`), 413);
      }
      const warning = await mediaWarning(
        async () => (await storage.get(key))?.stream ?? null,
        type,
        size,
        head.subarray(0, SNIFF_BYTES),
      );
      const row = {
        id,
        studentId: student.id,
        type: tipo,
        name: displayFileName(file.filename),
        storageKey: key,
        size,
        mimetype: type,
        warning,
      };
      try {
        await uow.run(actor, (tx) => uploadsRepository(tx).insert(row));
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      return {
        _id: id,
        url: `/api/uploads/${id}/arquivo`,
        mimetype: type,
        name: row.name,
        tipo,
        aviso: warning,
      };
    },

    /** DELETE /uploads/{id}: until the screen's deadline (spec A §4 amber warning after it). */
    async remove(caller: StudentAccess, id: string): Promise<{ message: string }> {
      const { row, window, actor } = await owned(caller, id);
      refuse(checkUploadDeletable(window));
      await uow.run(actor, (tx) => uploadsRepository(tx).remove(id));
      await storage.delete(row.storageKey);
      return { message: uploadMessages.fileDeleted };
    },

    /** POST /uploads/label: one of the screen's labels that fits the file (spec A §5). */
    async setLabel(caller: StudentAccess, id: string, label: string): Promise<{ message: string }> {
      const { row, window, actor } = await owned(caller, id);
      refuse(checkUploadEditable(window));
      const error = labelError(
        row.type,
        label,
        row.mimetype as (typeof ContentType)[keyof typeof ContentType],
      );
      if (error) throw new AppError('INVALID', error);
      await uow.run(actor, (tx) => uploadsRepository(tx).update(id, { label }));
      return { message: uploadMessages.labelSet };
    },

    /** POST /uploads/obs: a non-empty observation (spec A §5). */
    async setObservation(caller: StudentAccess, id: string, obs: string): Promise<{ message: string }> {
      const { window, actor } = await owned(caller, id);
      refuse(checkUploadEditable(window));
      const error = observationError(obs);
      if (error) throw new AppError('EMPTY', error);
      await uow.run(actor, (tx) => uploadsRepository(tx).update(id, { obs: obs.trim() }));
      return { message: uploadMessages.noteSaved };
    },

    /** POST /uploads/time: where a music starts, 'mm:ss'. */
    async setMusicStart(caller: StudentAccess, id: string, time: string): Promise<{ message: string }> {
      const { row, window, actor } = await owned(caller, id);
      refuse(checkUploadEditable(window));
      if (row.mimetype !== ContentType.mp3) throw new AppError('INVALID', globalMessages.invalidInput);
      await uow.run(actor, (tx) => uploadsRepository(tx).update(id, { musicStart: time }));
      return { message: uploadMessages.noteSaved };
    },

    /**
     * GET /uploads/{id}/arquivo: the file, to its owner only (and the administrator acting as them). The file
     * row, read by its owner, is the call's one statement: the platform's rule names the owner (decision 112).
     */
    file: async (actor: Actor, id: string) => opened(await repo.find(id, linkedStudentId(actor))),

    /**
     * GET /uploads/{id}/miniatura: a sent photo as a small JPEG for its list (decision 133), to its owner
     * only, as the file itself; 404 for a file that is no photo or that sharp cannot read.
     */
    async thumbnail(actor: Actor, id: string): Promise<Buffer> {
      const row = await repo.find(id, linkedStudentId(actor));
      const stored = row?.mimetype.startsWith('image/') ? await storage.get(row.storageKey) : undefined;
      if (!stored) throw notFound();
      const small = sharp({ failOn: 'error', limitInputPixels: 60_000_000 })
        .rotate()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'cover' })
        .jpeg({ quality: 70 });
      stored.stream.pipe(small);
      try {
        return await small.toBuffer();
      } catch {
        throw notFound();
      }
    },

    /** The producer's download of a class's files of one screen (decision 54), one zip, streamed. */
    async classZip(graduationId: number, tipo: UploadType) {
      if (!(await repo.graduationExists(graduationId))) throw notFound();
      const files = await repo.classFiles(graduationId, tipo);
      // An empty zip downloaded without a word looked like a broken download (decision 123).
      if (files.length === 0) throw new AppError('NOT_FOUND', classFilesMessages.emptyZip);
      return classZip(storage, tipo, files);
    },

    /** 'Arquivos da turma' (decision 123): the class's files, paged, each with its own download. */
    async classFilesPage(graduationId: number, q: ClassFilesQuery): Promise<ClassFilesPage> {
      if (!(await repo.graduationExists(graduationId))) throw notFound();
      const { items, perType } = await repo.classFilesPage(graduationId, q);
      const porTipo = Object.fromEntries(UPLOAD_TYPES.map((t) => [t, 0])) as ClassFilesPage['porTipo'];
      for (const row of perType) porTipo[row.type] = row.n;
      const total = q.tipo ? porTipo[q.tipo] : Object.values(porTipo).reduce((a, b) => a + b, 0);
      return {
        items: items.map(({ upload, student }) => {
          const { aviso: _, ...file } = toUpload(upload);
          return {
            ...file,
            url: `/api/admin/arquivos/${upload.id}`,
            aluno: student,
            enviadoEm: upload.createdAt.toISOString(),
          };
        }),
        total,
        page: q.page,
        pageSize: q.pageSize,
        porTipo,
      };
    },

    /** The producer's view of a student's files, every screen, with labels and observations (decision 54). */
    async studentFiles(studentId: number): Promise<Upload[]> {
      if (!(await repo.studentExists(studentId))) throw notFound();
      return (await repo.ofStudent(studentId)).map((row) => ({
        ...toUpload(row),
        url: `/api/admin/arquivos/${row.id}`,
      }));
    },

    /** The producer downloads one file of any student. */
    anyFile: async (id: string) => opened(await repo.findAny(id)),
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
