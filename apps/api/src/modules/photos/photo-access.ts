import { authMessages, type PhotoAccess, photoAccess } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { decideAccess, linkedStudentId, type StudentAccess, type StudentLoader } from '../../platform/access';
import type { Actor } from '../../platform/sessions/actor';
import { type MediaUrls, mediaUrls } from './media-urls';
import { type PhotoSubjectRow, photoAccessRepository } from './photo-access.repository';

export type PhotoStudent = PhotoSubjectRow;

/** The acting student, what they may do, and what the photo-access rule lets them have. */
export type PhotoViewer = StudentAccess<PhotoStudent> & {
  access: PhotoAccess;
  /**
   * Signs a thumbnail's, preview's or cover's key into an address the browser may load (media-urls.ts).
   * Only a viewer who may see photos gets one: no other path mints a signed media address for a student.
   */
  sign: ((key: string) => string) | null;
};

const isPhotoStudent = (s: StudentAccess['student']): s is PhotoStudent => 'contracts' in s;

/**
 * Photo access decided once (decision 97): every path that shows, sells or hands out an event's photo — the
 * album, the home's events and covers, the cart, the checkout, the complementary choices, an order's detail
 * and zip, Minhas fotos, the single download — asks this service, which applies the domain's photoAccess
 * rule (spec A §5 minimum paid, spec A §6 and spec B §6 roles and flags) to the student read once. A route
 * declares `app.student(need, access.load)`: the platform's access preHandler then reads the student and
 * their contracts in this module's one prepared statement, and `…Of(req.access)` decides without a query
 * (decision 107). Signed media addresses come only from a viewer it let through.
 */
export function photoAccessService({ db, urls }: { db: Db; urls: MediaUrls }) {
  const repo = photoAccessRepository(db);
  const load: StudentLoader = (studentId) => repo.subject(studentId);

  /** The photo-access rule over a request's decided access, loaded by `load`. */
  function viewerOf(caller: StudentAccess): PhotoViewer {
    const { student, can, actor } = caller;
    // A route that names photos declares the photo loader; anything else is a wiring mistake.
    if (!isPhotoStudent(student)) throw new Error('photo access asked of a route without its loader');
    const access = photoAccess({
      can,
      contracts: student.contracts,
      minimumPaidPercent: student.minimumPaidPercent,
      allDigitalFree: student.allDigitalFree,
      ignoreCredits: student.ignoreCredits,
    });
    return { actor, student, can, access, sign: access.see ? urls.url : null };
  }

  /** The viewer, once they may see event photos; refused with the spec's text otherwise (spec A §5). */
  function seeingOf(caller: StudentAccess): PhotoViewer & { sign: (key: string) => string } {
    const v = viewerOf(caller);
    if (!v.access.see || !v.sign) throw new AppError('FORBIDDEN', v.access.refusal ?? authMessages.forbidden);
    return { ...v, sign: v.sign };
  }

  /** The viewer, once they may also put photos in an order (the cart permission). */
  function orderingOf(caller: StudentAccess) {
    const v = seeingOf(caller);
    if (!v.access.order) throw new AppError('FORBIDDEN', authMessages.forbidden);
    return v;
  }

  /** The same decision for a caller whose route declared no student access (one statement too). */
  const loaded = async (actor: Actor) => decideAccess(actor, await load(linkedStudentId(actor)));

  return {
    load,
    viewerOf,
    seeingOf,
    orderingOf,
    viewer: async (actor: Actor) => viewerOf(await loaded(actor)),
    seeing: async (actor: Actor) => seeingOf(await loaded(actor)),
  };
}

export type PhotoAccessService = ReturnType<typeof photoAccessService>;

/**
 * The signed media addresses and the photo-access service, built once in the composition root (app.ts) and
 * handed to the modules that show photos: one signer (its cache of addresses) and one prepared statement.
 */
export function photoMedia(db: Db, secret: string) {
  const urls = mediaUrls(secret);
  return { urls, access: photoAccessService({ db, urls }) };
}

export type PhotoMedia = ReturnType<typeof photoMedia>;
