import {
  type FaceBox,
  type FaceSearchResult,
  faceSearchMessages as m,
  rankPhotoMatches,
  selfieVerdict,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StudentAccess } from '../../platform/access';
import type { PhotoMedia } from '../photos';
import { consentsRepository } from '../privacy';
import { ownFace } from './consent.service';
import { faceSearchRepository } from './search.repository';
import { boxInPixels, checkedSelfie } from './search.selfie';

/** The engine's answer for an image (engine.ts): boxes relative to the upright image, 128-d descriptors. */
export type Detect = (image: Buffer) => Promise<{ box: FaceBox; score: number; descriptor: Float32Array }[]>;

/** The class's indexed faces (the faces module's `facesOfGraduation`), of these events only. */
export type FacesOf = (
  db: Db,
  graduationId: number,
  eventIds?: number[],
) => Promise<{ photoId: number; eventId: number; descriptor: ArrayLike<number> }[]>;

type Deps = {
  db: Db;
  media: PhotoMedia;
  detect: Detect;
  facesOf: FacesOf;
  /** The longest side the engine shrinks an image to (engine.ts DETECT_LONGEST_SIDE). */
  detectSide: number;
};

/**
 * 'Encontre suas fotos' (decision 139): a selfie, read in memory and never kept, against the class's faces;
 * the photos the album lets this student see where a face is within the producer's threshold, best first,
 * as the album answers them (same signed addresses, same photo menu).
 */
export function faceSearchService({ db, media, detect, facesOf, detectSide }: Deps) {
  const repo = faceSearchRepository(db);

  return {
    /**
     * POST busca. The checks come before the selfie is read (`selfie` reads the request's file): the photo
     * access rule (spec A §5, decision 97), the class's setting and the consent in force.
     */
    async search(
      access: StudentAccess,
      selfie: () => Promise<Buffer | null>,
      notify: boolean,
    ): Promise<FaceSearchResult> {
      const userId = ownFace(access.actor);
      const viewer = media.access.seeingOf(access);
      const graduationId = viewer.student.graduationId;
      const [settings, consent] = await Promise.all([
        repo.settings(graduationId),
        consentsRepository(db).inForce(userId, 'face_search'),
      ]);
      if (!settings?.enabled) throw new AppError('NOT_FOUND', m.featureOff);
      if (!consent) throw new AppError('FORBIDDEN', m.consentRequired);

      const bytes = await selfie();
      const size = await checkedSelfie(bytes, detectSide);
      let faces: Awaited<ReturnType<Detect>>;
      try {
        faces = await detect(bytes as Buffer);
      } catch {
        throw new AppError('INVALID', m.selfieUnreadable, 422);
      }
      const verdict = selfieVerdict(faces.map((f) => ({ ...f, box: boxInPixels(f.box, size) })));
      if (verdict.kind !== 'ok') throw new AppError('INVALID', m[verdict.kind], 422);
      const descriptor = verdict.face.descriptor;

      const eventIds = await repo.visibleEventIds(graduationId);
      const candidates = eventIds.length > 0 ? await facesOf(db, graduationId, eventIds) : [];
      const matches = rankPhotoMatches(descriptor, candidates, settings.threshold);
      const rows = await repo.foundPhotos(
        graduationId,
        matches.map((x) => x.photoId),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const fotos = matches.flatMap((match) => {
        const row = byId.get(match.photoId);
        if (!row) return [];
        return [
          {
            id: row.id,
            caminho: viewer.sign(row.thumbKey),
            ...(row.previewKey ? { previa: viewer.sign(row.previewKey) } : {}),
            ignorarCreditos: row.ignoreCredits,
            ...(row.thumbWidth ? { largura: row.thumbWidth } : {}),
            ...(row.thumbHeight ? { altura: row.thumbHeight } : {}),
            evento: row.eventId,
            distancia: Math.round(match.distance * 1000) / 1000,
          },
        ];
      });

      // Kept only when asked, and only the descriptor (decision 139); the selfie's bytes go with the request.
      if (notify)
        await repo.saveAlert({
          userId,
          studentId: viewer.student.id,
          graduationId,
          descriptor: Array.from(descriptor),
        });
      return { fotos };
    },
  };
}

export type FaceSearchService = ReturnType<typeof faceSearchService>;
