import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue.routes';
import { catalogueService } from './catalogue.service';
import { shopRoutes } from './shop.routes';
import { shopService } from './shop.service';

/** Measures, products, complementary choices and the saved cart (spec B §2.8–2.11, §7; issue 10). */
export const shopModule: FastifyPluginAsync = async (app) => {
  await app.register(shopRoutes, { service: shopService({ db: app.db, uow: app.uow }) });
  await app.register(catalogueRoutes, {
    service: catalogueService({ db: app.db, uow: app.uow, storage: app.storage }),
  });
};
