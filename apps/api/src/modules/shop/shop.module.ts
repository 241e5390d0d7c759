import type { FastifyPluginAsync } from 'fastify';
import { type PhotoMedia, photoOriginals } from '../photos';
import { catalogueRoutes } from './catalogue.routes';
import { catalogueService } from './catalogue.service';
import { shopRoutes } from './shop.routes';
import type { ShopService } from './shop.service';
import { singleDownloadService } from './single-download';

/**
 * Measures, products, complementary choices and the saved cart (spec B §2.8–2.11, §7; decisions 68–70). The shop
 * service is built once by the composition root, which shares it with the orders module.
 */
export const shopModule: FastifyPluginAsync<{ media: PhotoMedia; shop: ShopService }> = async (
  app,
  { media, shop },
) => {
  const originals = photoOriginals({ db: app.db, storage: app.storage });
  await app.register(shopRoutes, {
    service: shop,
    downloads: singleDownloadService({ db: app.db, originals, access: media.access }),
  });
  await app.register(catalogueRoutes, {
    service: catalogueService({ db: app.db, uow: app.uow, storage: app.storage }),
  });
};
