import { onlyDigits, type PostalAddress, postalAddressSchema } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import { defineCall } from '../../../lib/define-call';

/** What a CEP lookup gave the address form (spec B §5.4; decision 15 tells 404 from 503). */
export type CepLookup =
  | { status: 'found'; address: PostalAddress }
  | { status: 'not_found' }
  | { status: 'unavailable' };

/** GET /api/cep/{cep}: the address, or null for an answer of another shape. */
const getCep = defineCall({
  path: (cep: string) => `/cep/${onlyDigits(cep)}`,
  answer: { parse: (raw: unknown): PostalAddress | null => postalAddressSchema.safeParse(raw).data ?? null },
});

/**
 * GET /api/cep/{cep}. A 404 is an unknown CEP; any other failure (503, network, an answer of another
 * shape) means the lookup is unavailable and the student types the address. Throws only when aborted.
 */
export async function lookupCep(cep: string, signal: AbortSignal): Promise<CepLookup> {
  try {
    const address = await getCep(cep, { signal });
    return address ? { status: 'found', address } : { status: 'unavailable' };
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return { status: 'not_found' };
    return { status: 'unavailable' };
  }
}
