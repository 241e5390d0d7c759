import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { adminContractsRoutes } from './admin/contracts.routes';
import { adminContractsService } from './admin/contracts.service';
import { ledgerRoutes } from './admin/ledger.routes';
import { ledgerService } from './admin/ledger.service';
import { paymentSettingsService } from './admin/payment-settings.service';
import { LIST_VERSIONS_FOLD_QUEUE } from './finance.jobs';
import type { OrderSettlement } from './order-settlement';
import { notificationsRoutes } from './payments/notifications.routes';
import {
  NOTIFICATION_CONCURRENCY,
  NOTIFICATION_QUEUE,
  notificationsService,
} from './payments/notifications.service';
import { paymentsRepository } from './payments/payments.repository';
import { paymentsRoutes } from './payments/payments.routes';
import { paymentsService } from './payments/payments.service';
import { sandboxRoutes } from './payments/sandbox.routes';
import { sandboxPassCookie } from './providers/sandbox';
import { financeRepository } from './student/finance.repository';
import { financeRoutes } from './student/finance.routes';
import { financeService, financeSubjectOf } from './student/finance.service';

type Options = {
  config: Pick<Config, 'payments' | 'publicUrl'>;
  /** The orders module's settlement, wired by the composition root (decision 111). */
  orders: OrderSettlement;
};

/**
 * Finance, one module (decision 111): the student's contract view (spec A §2–§4), payments — the
 * chooser's charges, provider notifications through the job queue and the sandbox provider's pages when
 * it is the one configured (spec A §5, §7; decision 50) — and the producer's side: contracts, manual payments,
 * the ledger and the payment settings. The provider and the settings come from `app.payments`
 * (payments.plugin.ts), registered with the plugins.
 */
export const financeModule: FastifyPluginAsync<Options> = async (app, { config, orders }) => {
  const { provider, settings } = app.payments;

  await app.register(financeRoutes, {
    service: financeService({ repo: financeRepository(app.db), settings }),
  });

  const repo = paymentsRepository(app.db);
  const payments = paymentsService({
    finance: financeSubjectOf(app.db),
    repo,
    uow: app.uow,
    provider,
    settings,
    config: config.payments,
    log: app.log,
    // The sandbox's pages pay only for the session a charge was made for (decision 101).
    ...(provider.name === 'sandbox' &&
      config.payments.sandboxPages && {
        sandboxPass: sandboxPassCookie(config.payments.webhookSecret, config.publicUrl),
      }),
  });
  const notifications = notificationsService({
    repo,
    uow: app.uow,
    jobs: app.jobs,
    provider,
    log: app.log,
    orders,
  });
  app.jobs.handle(
    NOTIFICATION_QUEUE,
    async (data) => {
      await notifications.job((data as { id: number }).id);
    },
    { concurrency: NOTIFICATION_CONCURRENCY },
  );
  await app.register(paymentsRoutes, { service: payments });
  await app.register(notificationsRoutes, { service: notifications });
  if (provider.name === 'sandbox' && config.payments.sandboxPages) {
    await app.register(sandboxRoutes, {
      secret: config.payments.webhookSecret,
      publicUrl: config.publicUrl,
      refTranPrefix: config.payments.boletoRefPrefix,
    });
  }

  await app.register(adminContractsRoutes, {
    service: adminContractsService({ db: app.db, uow: app.uow, orders }),
  });
  const ledger = ledgerService({ db: app.db, uow: app.uow });
  app.jobs.handle(LIST_VERSIONS_FOLD_QUEUE, () => ledger.foldVersions().then(() => {}));
  app.jobs.schedule(LIST_VERSIONS_FOLD_QUEUE, '30 3 * * *');
  await app.register(ledgerRoutes, {
    ledger,
    settings: paymentSettingsService({ uow: app.uow, store: settings }),
  });
};
