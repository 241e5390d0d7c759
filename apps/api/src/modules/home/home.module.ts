import type { FastifyPluginAsync } from 'fastify';
import { mediaUrls } from '../photos/media-urls';
import { homeRepository } from './home.repository';
import { homeRoutes } from './home.routes';
import { homeService } from './home.service';

/** The home screen (spec A §2, §5, §7): notices, event media, shirt size, invitation. */
export const homeModule: FastifyPluginAsync<{ secret: string }> = async (app, { secret }) => {
  const urls = mediaUrls(secret);
  const service = homeService({
    repo: homeRepository(app.db),
    uow: app.uow,
    storage: app.storage,
    mediaUrl: urls.url,
  });
  await app.register(homeRoutes, { service });
};
