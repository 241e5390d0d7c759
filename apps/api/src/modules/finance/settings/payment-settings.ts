import {
  DEFAULT_FINANCE_SETTINGS,
  type PaymentSettings,
  resolveFinanceSettings,
  resolvePaymentSettings,
} from '@portal/domain';
import type { PaymentsConfig } from '../../../config';
import type { PaymentSettingsRepository } from './payment-settings.repository';

/** How long a process keeps the settings it read: a change reaches every API node within this. */
export const SETTINGS_TTL_MS = 5_000;

export interface PaymentSettingsStore {
  /** The settings now: the stored values over the configuration's, read at most every 5 s. */
  get(): Promise<PaymentSettings>;
  /** Forget the cached value (the back-office calls it after saving). */
  forget(): void;
}

/** The configuration's values: the defaults the settings table overrides. */
export function configuredPaymentSettings(config: PaymentsConfig): PaymentSettings {
  return {
    ...resolveFinanceSettings({
      ...DEFAULT_FINANCE_SETTINGS,
      cardMaxInstalments: config.cardMaxInstalments,
      boletoFee: config.boletoFeeCents,
    }),
    pix: {
      key: config.pixKey,
      merchantName: config.pixMerchantName,
      merchantCity: config.pixMerchantCity,
    },
    bankDeposit: config.bankDeposit,
  };
}

/**
 * The producer's payment settings (decision 52), cached briefly: GET /perfil/financeiro must stay among the
 * cheapest calls, and a settings read per call would be a second round trip for a value that changes
 * a few times a year.
 */
export function paymentSettingsStore(
  repo: PaymentSettingsRepository,
  defaults: PaymentSettings,
  log: { warn(obj: object, msg: string): void },
  now: () => number = Date.now,
): PaymentSettingsStore {
  let cached: { value: Promise<PaymentSettings>; at: number } | null = null;
  const load = async () => {
    const { settings, problems } = resolvePaymentSettings(defaults, await repo.read());
    if (problems.length > 0) log.warn({ keys: problems }, 'stored payment settings ignored');
    return settings;
  };
  return {
    get() {
      if (!cached || now() - cached.at > SETTINGS_TTL_MS) {
        const value = load();
        cached = { value, at: now() };
        // A failed read is not kept: the next call asks again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    forget() {
      cached = null;
    },
  };
}
