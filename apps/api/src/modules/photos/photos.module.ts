import type { FastifyPluginAsync } from 'fastify';
import { albumRoutes } from './album.routes';
import { albumService } from './album.service';
import { eventsAdminRoutes } from './events-admin.routes';
import { eventsAdminService } from './events-admin.service';
import { eventsArchiveRoutes } from './events-archive.routes';
import { eventsArchiveService } from './events-archive.service';
import type { PhotoMedia } from './photo-access';
import { type AfterDerive, handleDeriveJobs } from './photos.jobs';
import { photoPipeline } from './pipeline';

/**
 * Event albums (spec B §2.8, decisions 65–67): the photo pipeline and its job, the album call, the signed media
 * addresses, and the producer's events and photos in the back-office.
 */
export const photosModule: FastifyPluginAsync<{
  media: PhotoMedia;
  workers: number;
  afterDerive?: AfterDerive;
}> = async (app, { media, workers, afterDerive }) => {
  const { urls } = media;
  const pipeline = photoPipeline({ db: app.db, uow: app.uow, storage: app.storage, jobs: app.jobs });
  handleDeriveJobs(app.jobs, pipeline, workers, afterDerive);
  await app.register(albumRoutes, {
    service: albumService({ db: app.db, urls, access: media.access }),
    urls,
    storage: app.storage,
  });
  await app.register(eventsAdminRoutes, {
    service: eventsAdminService({ db: app.db, uow: app.uow, storage: app.storage, urls, pipeline }),
  });
  await app.register(eventsArchiveRoutes, {
    service: eventsArchiveService({ uow: app.uow, storage: app.storage }),
  });
};
