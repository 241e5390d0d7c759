import { PAYMENT_SETTINGS_KEYS } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema/index';

/** The producer's stored payment settings (one settings row per key), as stored: the caller validates. */
export function paymentSettingsRepository(db: Db) {
  return {
    async read(): Promise<Record<string, unknown>> {
      const rows = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, PAYMENT_SETTINGS_KEYS));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
  };
}
export type PaymentSettingsRepository = ReturnType<typeof paymentSettingsRepository>;
