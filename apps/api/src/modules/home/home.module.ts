import type { FastifyPluginAsync } from 'fastify';
import type { PhotoMedia } from '../photos';
import { homeRepository } from './home.repository';
import { homeRoutes } from './home.routes';
import { homeService } from './home.service';

/** The home screen (spec A §2, §5, §7): notices, event media, shirt size, invitation. */
export const homeModule: FastifyPluginAsync<{ media: PhotoMedia }> = async (app, { media }) => {
  const service = homeService({
    repo: homeRepository(app.db),
    uow: app.uow,
    storage: app.storage,
    photos: media.access,
  });
  await app.register(homeRoutes, { service });
};
