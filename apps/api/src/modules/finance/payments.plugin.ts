import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { mercadoPagoProvider } from './providers/mercado-pago';
import type { PaymentProvider } from './providers/provider';
import { sandboxProvider } from './providers/sandbox';
import {
  configuredPaymentSettings,
  type PaymentSettingsStore,
  paymentSettingsStore,
} from './settings/payment-settings';
import { paymentSettingsRepository } from './settings/payment-settings.repository';

export type Payments = {
  provider: PaymentProvider;
  settings: PaymentSettingsStore;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

type Options = { config: Pick<Config, 'payments' | 'publicUrl'>; provider?: PaymentProvider };

/**
 * The payment provider chosen by configuration (DESIGN §5; the sandbox by default) and the producer's
 * payment settings, built once for the finance and orders modules. The finance module owns its providers
 * and settings table, so it owns this plugin too (DESIGN §4a: plugins/ knows no module; decision 111);
 * app.ts registers it with the plugins, before the modules that read `app.payments`.
 */
export const paymentsPlugin = fp<Options>(
  async (app, { config, provider }) => {
    const mp = config.payments.mercadoPago;
    const chosen =
      provider ??
      (mp
        ? mercadoPagoProvider({ ...mp, publicUrl: config.publicUrl })
        : sandboxProvider({
            secret: config.payments.webhookSecret,
            publicUrl: config.publicUrl,
            pages: config.payments.sandboxPages,
          }));
    app.decorate('payments', {
      provider: chosen,
      settings: paymentSettingsStore(
        paymentSettingsRepository(app.db),
        configuredPaymentSettings(config.payments),
        app.log,
      ),
    });
  },
  { name: 'payments', dependencies: ['db'] },
);
