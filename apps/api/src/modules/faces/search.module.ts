import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { PhotoMedia } from '../photos';
import { faceConsentRoutes } from './consent.routes';
import { faceConsentService } from './consent.service';
import { faceSearchRepository } from './search.repository';
import { faceSearchRoutes } from './search.routes';
import { type Detect, type FacesOf, faceSearchService } from './search.service';

export type FaceSearchOptions = {
  media: PhotoMedia;
  detect: Detect;
  facesOf: FacesOf;
  detectSide: number;
  /** The producer's switch's hooks (faces.service.ts): turning face search off deletes the class's alerts. */
  whenOff: ((tx: Db, graduationId: number) => Promise<void>)[];
};

/** The student's side of face search (decision 139): consent and the search by selfie. */
export const faceSearchModule: FastifyPluginAsync<FaceSearchOptions> = async (
  app,
  { whenOff, ...options },
) => {
  whenOff.push(async (tx, graduationId) => {
    await faceSearchRepository(tx).deleteAlertsOf(graduationId);
  });
  await app.register(faceConsentRoutes, { service: faceConsentService({ db: app.db, uow: app.uow }) });
  await app.register(faceSearchRoutes, {
    service: faceSearchService({ db: app.db, ...options }),
    media: options.media,
  });
};
