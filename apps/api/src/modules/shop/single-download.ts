import { authMessages, globalMessages, permissionsFor, shopApiMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Actor, actingStudent } from '../../plugins/auth';
import type { PhotoOriginals } from '../photos/originals';
import { shopRepository } from './shop.repository';

/**
 * POST /singledown (spec B §2.8, §7): the original of one album photo, only where the spec lets a photo be
 * had without an order — the class's digital photos are all free (FormTodas) and credits apply to this
 * student and this photo (spec B §5.3: then the album offers no digital measure to buy). Everything else
 * leaves through a paid order's download (decision 70). The album's own gate (event media, the minimum paid
 * share, the student's class, the photo of that event) is the photos module's `originalForStudent`.
 */
export function singleDownloadService({ db, originals }: { db: Db; originals: PhotoOriginals }) {
  const repo = shopRepository(db);
  return {
    async open(actor: Actor, ref: { id: number; evento: number }) {
      if (actor.studentId === null && actor.role === 'student') {
        throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      }
      const student = await repo.subject(actingStudent(actor));
      if (!student) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...student });
      if (!can.eventMedia) throw new AppError('FORBIDDEN', authMessages.forbidden);
      const [photo] = await repo.photosOfGraduation(student.graduationId, [ref.id]);
      if (!photo || photo.eventId !== ref.evento) throw new AppError('NOT_FOUND', globalMessages.notFound);
      const free = student.allDigitalFree && can.credits && !student.ignoreCredits && !photo.ignoreCredits;
      if (!free) throw new AppError('FORBIDDEN', shopApiMessages.singleDownloadClosed);
      return originals.originalForStudent(actor, ref);
    },
  };
}

export type SingleDownloadService = ReturnType<typeof singleDownloadService>;
