import { isValidCep, onlyDigits, type PostalAddress, postalAddressSchema } from '@portal/domain';
import { z } from 'zod';

/**
 * The postal-code lookup that fills the address form (spec B §5.4, spec A §5). The browser asks our API,
 * the API asks the provider: the CSP stays 'self' and tests point CEP_PROVIDER_URL at a local fake.
 */

/** Not found and unavailable are different answers: only the second one says "type it by hand". */
export type PostalCodeResult =
  | { status: 'found'; address: PostalAddress }
  | { status: 'not_found' }
  | { status: 'unavailable'; reason: string };

export interface PostalCodeProvider {
  /** Never throws: network errors, timeouts and odd answers come back as 'unavailable'. */
  lookup(cep: string): Promise<PostalCodeResult>;
}

// ViaCEP answers `{"erro": true}` (older) or `{"erro": "true"}` (today) with HTTP 200 for an unknown CEP.
const viaCepNotFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });
const viaCepFoundSchema = z.object({
  cep: z.string(),
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string().min(1),
  uf: z.string().transform((uf) => uf.trim().toUpperCase()),
});

/** A ViaCEP answer is small; anything bigger is not one. */
const MAX_ANSWER_CHARS = 16_384;

type ViaCepOptions = { urlTemplate: string; timeoutMs: number; fetch?: typeof fetch };

/** ViaCEP, or anything answering its JSON at a URL with `{cep}` (config: CEP_PROVIDER_URL, CEP_TIMEOUT_MS). */
export function viaCepProvider({
  urlTemplate,
  timeoutMs,
  fetch: fetchFn = fetch,
}: ViaCepOptions): PostalCodeProvider {
  const unavailable = (reason: string): PostalCodeResult => ({ status: 'unavailable', reason });
  return {
    async lookup(cep) {
      if (!isValidCep(cep)) return { status: 'not_found' };
      const digits = onlyDigits(cep);
      let body: string;
      let status: number;
      try {
        // The signal also bounds reading the body: a provider that stalls mid-answer times out too.
        const res = await fetchFn(urlTemplate.replace('{cep}', digits), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        body = await res.text();
      } catch (err) {
        const name = err instanceof Error ? err.name : 'Error';
        return unavailable(name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `network: ${name}`);
      }
      if (status === 404) return { status: 'not_found' };
      if (status < 200 || status > 299) return unavailable(`HTTP ${status}`);
      if (body.length > MAX_ANSWER_CHARS) return unavailable('answer too large');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return unavailable('answer is not JSON');
      }
      if (viaCepNotFoundSchema.safeParse(json).success) return { status: 'not_found' };
      const found = viaCepFoundSchema.safeParse(json);
      if (!found.success || onlyDigits(found.data.cep) !== digits) return unavailable('unexpected answer');
      const address = postalAddressSchema.safeParse({ ...found.data, cep: digits });
      return address.success ? { status: 'found', address: address.data } : unavailable('unexpected answer');
    },
  };
}

type CacheOptions = { maxEntries?: number; ttlMs?: number; now?: () => number };

/**
 * Keeps found and not-found answers for a while (brazil-standards §5: cache by CEP; bulk use gets an
 * address blocked). Failures are not kept, so the next try asks the provider again.
 */
export function cachedPostalCodes(
  provider: PostalCodeProvider,
  { maxEntries = 2000, ttlMs = 24 * 60 * 60 * 1000, now = Date.now }: CacheOptions = {},
): PostalCodeProvider {
  const cache = new Map<string, { result: PostalCodeResult; expires: number }>();
  return {
    async lookup(cep) {
      const key = onlyDigits(cep);
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.result;
      cache.delete(key);
      const result = await provider.lookup(cep);
      if (result.status === 'unavailable') return result;
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, { result, expires: now() + ttlMs });
      return result;
    },
  };
}
