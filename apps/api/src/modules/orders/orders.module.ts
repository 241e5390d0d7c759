import type { FastifyPluginAsync } from 'fastify';
import { type PhotoMedia, photoOriginals } from '../photos';
import { shopService } from '../shop';
import { adminOrdersRoutes } from './admin-orders.routes';
import { adminOrdersService } from './admin-orders.service';
import { checkoutService } from './checkout.service';
import { type FreightPricing, freightFromConfig } from './freight';
import { ordersRoutes } from './orders.routes';
import { ordersService } from './orders.service';

type Options = { media: PhotoMedia; publicUrl: string; freightProvider: string; freight?: FreightPricing };

/** Delivery, checkout, orders, downloads and the producer's order board (spec A §2–§5, spec B §2.9–2.10; issue 11). */
export const ordersModule: FastifyPluginAsync<Options> = async (
  app,
  { media, publicUrl, freightProvider, freight },
) => {
  const shop = shopService({ db: app.db, uow: app.uow, access: media.access });
  const orders = ordersService({
    db: app.db,
    shop,
    originals: photoOriginals({ db: app.db, storage: app.storage }),
    access: media.access,
  });
  const checkout = checkoutService({
    db: app.db,
    uow: app.uow,
    mail: app.mail,
    shop,
    freight: freight ?? freightFromConfig(freightProvider),
    paymentSettings: app.payments.settings,
    publicUrl,
    freshLine: orders.freshener,
  });
  await app.register(ordersRoutes, { checkout, orders });
  await app.register(adminOrdersRoutes, {
    service: adminOrdersService({ db: app.db, uow: app.uow, mail: app.mail, publicUrl }),
  });
};
