import { PAYMENT_SETTINGS_KEYS } from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema/index';

/** The producer's identity, read with them: its name is the BR Code's merchant name by default (decision 122). */
const READ_KEYS = [...PAYMENT_SETTINGS_KEYS, 'producer'];

/** The producer's stored payment settings (one settings row per key), as stored: the caller validates. */
export function paymentSettingsRepository(db: Db) {
  return {
    async read(): Promise<Record<string, unknown>> {
      const rows = await db
        // As JSON text, parsed here: drizzle would parse a string of digits (a CNPJ key) into a number.
        .select({ key: settings.key, value: sql<string>`${settings.value}::text` })
        .from(settings)
        .where(inArray(settings.key, READ_KEYS));
      return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    },
  };
}
export type PaymentSettingsRepository = ReturnType<typeof paymentSettingsRepository>;
