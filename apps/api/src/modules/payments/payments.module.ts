import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { financeSubjectOf } from '../finance';
import { notificationsRoutes } from './notifications.routes';
import { NOTIFICATION_CONCURRENCY, NOTIFICATION_QUEUE, notificationsService } from './notifications.service';
import { paymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { paymentsService } from './payments.service';
import { sandboxPassCookie } from './providers/sandbox';
import { sandboxRoutes } from './sandbox.routes';

type Options = { config: Pick<Config, 'payments' | 'publicUrl'> };

/**
 * Payments (spec A §2, §5, §7; issue 9): the chooser's calls, provider notifications through the job
 * queue, and the sandbox provider's pages when it is the one configured.
 */
export const paymentsModule: FastifyPluginAsync<Options> = async (app, { config }) => {
  const { provider, settings } = app.payments;
  const repo = paymentsRepository(app.db);
  const service = paymentsService({
    finance: financeSubjectOf(app.db),
    repo,
    uow: app.uow,
    provider,
    settings,
    config: config.payments,
    log: app.log,
    // The sandbox's pages pay only for the session a charge was made for (issue 18).
    ...(provider.name === 'sandbox' &&
      config.payments.sandboxPages && {
        sandboxPass: sandboxPassCookie(config.payments.webhookSecret, config.publicUrl),
      }),
  });
  const notifications = notificationsService({ repo, uow: app.uow, jobs: app.jobs, provider, log: app.log });
  app.jobs.handle(
    NOTIFICATION_QUEUE,
    async (data) => {
      await notifications.job((data as { id: number }).id);
    },
    { concurrency: NOTIFICATION_CONCURRENCY },
  );
  await app.register(paymentsRoutes, { service });
  await app.register(notificationsRoutes, { service: notifications });
  if (provider.name === 'sandbox' && config.payments.sandboxPages) {
    await app.register(sandboxRoutes, {
      secret: config.payments.webhookSecret,
      publicUrl: config.publicUrl,
      refTranPrefix: config.payments.boletoRefPrefix,
    });
  }
};
