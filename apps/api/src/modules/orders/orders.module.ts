import type { FastifyPluginAsync } from 'fastify';
import { type PhotoMedia, photoOriginals } from '../photos';
import type { SettingsService } from '../settings';
import type { ShopService } from '../shop';
import { adminOrdersRoutes } from './admin-orders.routes';
import { adminOrdersService } from './admin-orders.service';
import { checkoutService } from './checkout.service';
import { type FreightPricing, freightFromConfig } from './freight';
import { handleStageMailJobs } from './orders.jobs';
import { ordersRoutes } from './orders.routes';
import { ordersService } from './orders.service';

type Options = {
  media: PhotoMedia;
  /** Built once by the composition root and shared with the shop and settings modules. */
  shop: ShopService;
  settings: SettingsService;
  publicUrl: string;
  freightProvider: string;
  freight?: FreightPricing;
};

/** Delivery, checkout, orders, downloads and the producer's order board (spec A §2–§5, spec B §2.9–2.10; decisions 77–82). */
export const ordersModule: FastifyPluginAsync<Options> = async (
  app,
  { media, shop, settings, publicUrl, freightProvider, freight },
) => {
  const orders = ordersService({
    db: app.db,
    originals: photoOriginals({ db: app.db, storage: app.storage }),
    access: media.access,
  });
  const checkout = checkoutService({
    db: app.db,
    uow: app.uow,
    mail: app.mail,
    shop,
    settings,
    freight: freight ?? freightFromConfig(freightProvider),
    paymentSettings: app.payments.settings,
    publicUrl,
    freshLine: orders.freshener,
  });
  await app.register(ordersRoutes, { checkout, orders });
  const admin = adminOrdersService({ db: app.db, uow: app.uow, mail: app.mail, jobs: app.jobs, publicUrl });
  handleStageMailJobs(app.jobs, admin.sendStageMail);
  await app.register(adminOrdersRoutes, { service: admin });
};
