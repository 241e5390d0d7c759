import { createRequire } from 'node:module';

/** Mercado Pago's REST API, where the SDK sends every call unless told otherwise. */
export const MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';

/**
 * Points the official SDK at another base URL (a local fake in the tests, a staging double).
 *
 * The SDK (3.x) has no option for it: every client builds its URL from the static `AppConfig.BASE_URL`
 * of its internal config module, read at each request. Changing that one value keeps every call going
 * through the SDK (headers, idempotency key, retries, errors) — patching the global `fetch` would reach
 * every other outbound call of the process (S3, CEP), and our own HTTP client would no longer be the SDK.
 * The value is process-wide, which fits: a process has one payment provider. Decision 63.
 */
export function setMercadoPagoBaseUrl(url: string): void {
  const require = createRequire(import.meta.url);
  // The internal module of the SDK: checked, so that an SDK upgrade that moves it fails at start, loudly.
  const mod = require('mercadopago/dist/utils/config') as { AppConfig?: { BASE_URL?: unknown } };
  if (typeof mod.AppConfig?.BASE_URL !== 'string') {
    throw new Error('mercadopago SDK: AppConfig.BASE_URL not found; MERCADOPAGO_API_URL cannot be applied');
  }
  (mod.AppConfig as { BASE_URL: string }).BASE_URL = url.replace(/\/+$/, '');
}
