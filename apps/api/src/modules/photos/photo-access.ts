import {
  authMessages,
  type Permissions,
  type PhotoAccess,
  permissionsFor,
  photoAccess,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import { type MediaUrls, mediaUrls } from './media-urls';
import { type PhotoSubjectRow, photoAccessRepository } from './photo-access.repository';

export type PhotoStudent = Omit<PhotoSubjectRow, 'contracts'>;

/** The acting student, what they may do, and what the photo-access rule lets them have. */
export type PhotoViewer = {
  student: PhotoStudent;
  can: Permissions;
  access: PhotoAccess;
  /**
   * Signs a thumbnail's, preview's or cover's key into an address the browser may load (media-urls.ts).
   * Only a viewer who may see photos gets one: no other path mints a signed media address for a student.
   */
  sign: ((key: string) => string) | null;
};

/**
 * Photo access decided once (issue 18): every path that shows, sells or hands out an event's photo — the
 * album, the home's events and covers, the cart, the checkout, the complementary choices, an order's detail
 * and zip, Minhas fotos, the single download — asks this service, which reads the student once and applies
 * the domain's photoAccess rule (spec A §5 minimum paid, spec A §6 and spec B §6 roles and flags). Signed
 * media addresses come only from a viewer it let through.
 */
export function photoAccessService({ db, urls }: { db: Db; urls: MediaUrls }) {
  const repo = photoAccessRepository(db);

  async function viewer(actor: Actor): Promise<PhotoViewer> {
    // A user whose registration is not linked yet has no student to act as (spec B §6).
    if (actor.studentId === null && actor.role === 'student') {
      throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
    }
    const row = await repo.subject(actingStudent(actor));
    if (!row) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
    const { contracts, ...student } = row;
    const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...student });
    const access = photoAccess({
      can,
      contracts,
      minimumPaidPercent: student.minimumPaidPercent,
      allDigitalFree: student.allDigitalFree,
      ignoreCredits: student.ignoreCredits,
    });
    return { student, can, access, sign: access.see ? urls.url : null };
  }

  /** The viewer, once they may see event photos; refused with the spec's text otherwise (spec A §5). */
  async function seeing(actor: Actor): Promise<PhotoViewer & { sign: (key: string) => string }> {
    const v = await viewer(actor);
    if (!v.access.see || !v.sign) throw new AppError('FORBIDDEN', v.access.refusal ?? authMessages.forbidden);
    return { ...v, sign: v.sign };
  }

  return {
    viewer,
    seeing,
    /** The viewer, once they may also put photos in an order (the cart permission). */
    async ordering(actor: Actor) {
      const v = await seeing(actor);
      if (!v.access.order) throw new AppError('FORBIDDEN', authMessages.forbidden);
      return v;
    },
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
