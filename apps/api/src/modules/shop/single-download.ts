import { globalMessages, shopApiMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StudentAccess } from '../../platform/access';
import type { PhotoAccessService, PhotoOriginals } from '../photos';
import { shopRepository } from './shop.repository';

/**
 * POST /singledown (spec B §2.8, §7): the original of one album photo, only where the spec lets a photo be
 * had without an order — the class's digital photos are all free (FormTodas) and credits apply to this
 * student and this photo (spec B §5.3: then the album offers no digital measure to buy). Everything else
 * leaves through a paid order's download (decision 70). Who may see the photo at all (event media, the
 * minimum paid share) is the photo-access rule's (decision 97).
 */
export function singleDownloadService({
  db,
  originals,
  access,
}: {
  db: Db;
  originals: PhotoOriginals;
  access: PhotoAccessService;
}) {
  const repo = shopRepository(db);
  return {
    /** `caller` was loaded with the photo-access loader (`ShopService['photoLoader']`). */
    async open(caller: StudentAccess, ref: { id: number; evento: number }) {
      const viewer = access.seeingOf(caller);
      const [photo] = await repo.photosOfGraduation(viewer.student.graduationId, [ref.id]);
      if (!photo || photo.eventId !== ref.evento) throw new AppError('NOT_FOUND', globalMessages.notFound);
      if (!viewer.access.freeDownload(photo.ignoreCredits)) {
        throw new AppError('FORBIDDEN', shopApiMessages.singleDownloadClosed);
      }
      return originals.originalForStudent(viewer, ref);
    },
  };
}

export type SingleDownloadService = ReturnType<typeof singleDownloadService>;
