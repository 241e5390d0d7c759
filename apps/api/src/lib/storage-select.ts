import type { Config } from '../config';
import { localStorage, type Storage } from './storage';
import { s3Storage } from './storage-s3';

/** The storage the configuration names (STORAGE_DRIVER): local disk under DATA_DIR/files, or S3. */
export function storageFromConfig(config: Pick<Config, 'storage' | 'filesDir'>): Storage {
  const s = config.storage;
  if (s.driver === 'local') return localStorage(config.filesDir);
  const { driver: _driver, ...options } = s;
  return s3Storage(options);
}
