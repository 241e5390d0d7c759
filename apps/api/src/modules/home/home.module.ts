import type { FastifyPluginAsync } from 'fastify';
import { homeRepository } from './home.repository';
import { homeRoutes } from './home.routes';
import { homeService } from './home.service';

/** The home screen (spec A §2, §5, §7): notices, event media, shirt size, invitation. */
export const homeModule: FastifyPluginAsync = async (app) => {
  const service = homeService({ repo: homeRepository(app.db), uow: app.uow, storage: app.storage });
  await app.register(homeRoutes, { service });
};
