import type { Db } from '../../db/client';
import { settingsRepository } from './settings.repository';

/**
 * Stores settings keys in the caller's transaction: the payment settings screen (admin-finance) saves its
 * keys with its own audit row, and the settings module keeps the only writes to its table.
 */
export function storeSettings(tx: Db, values: Record<string, unknown>): Promise<void> {
  return settingsRepository(tx).save(values);
}

/** The stored value of one key (undefined when none is stored), read on the caller's handle. */
export function readSetting(db: Db, key: string): Promise<unknown> {
  return settingsRepository(db).get(key);
}
