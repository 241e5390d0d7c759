import type { FastifyPluginAsync } from 'fastify';
import { adminContractsRoutes } from './contracts.routes';
import { adminContractsService } from './contracts.service';
import { ledgerRoutes } from './ledger.routes';
import { ledgerService } from './ledger.service';
import { paymentSettingsService } from './payment-settings.service';

/** The producer's side of finance (issue 9): contracts, manual payments, the ledger and payment settings. */
export const adminFinanceModule: FastifyPluginAsync = async (app) => {
  await app.register(adminContractsRoutes, { service: adminContractsService({ db: app.db, uow: app.uow }) });
  await app.register(ledgerRoutes, {
    ledger: ledgerService({ db: app.db, uow: app.uow }),
    settings: paymentSettingsService({ uow: app.uow, store: app.payments.settings }),
  });
};
