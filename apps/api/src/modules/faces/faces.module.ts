import type { FastifyPluginAsync } from 'fastify';
import type { PhotoMedia } from '../photos';
import { DETECT_LONGEST_SIDE, detectFaces, detectSelfieFaces } from './engine';
import { handleFaceJobs } from './faces.jobs';
import { type FacesOffHook, facesService } from './faces.service';
import { facesAdminRoutes } from './faces-admin.routes';
import { facesOfGraduation } from './faces-of-graduation';
import { faceSearchModule } from './search.module';

export type FacesModuleOptions = { media: PhotoMedia; workers: number };

/**
 * Face search (decisions 138, 139): the engine's indexing job and the producer's switch here; the student's
 * consent and search register below, inside this plugin, so the composition root has one line for both.
 */
export const facesModule: FastifyPluginAsync<FacesModuleOptions> = async (app, { media, workers }) => {
  // Deleted in the same transaction as the graduation's faces when the producer turns face search off.
  const whenOff: FacesOffHook[] = [];
  const service = facesService({
    db: app.db,
    uow: app.uow,
    storage: app.storage,
    jobs: app.jobs,
    detect: detectFaces,
    whenOff,
  });
  handleFaceJobs(app.jobs, service, workers);
  await app.register(facesAdminRoutes, { service });
  // The student's side (decision 139) registers here.
  await app.register(faceSearchModule, {
    media,
    detect: detectSelfieFaces,
    facesOf: facesOfGraduation,
    detectSide: DETECT_LONGEST_SIDE,
    whenOff,
  });
};
