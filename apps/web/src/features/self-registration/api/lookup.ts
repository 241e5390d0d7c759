import { alunosCountResponseSchema, type HashResponse, hashResponseSchema } from '@portal/domain';
import { defineCall } from '../../../lib/define-call';

/** GET /api/hash/{key}: the lookup, or null for an answer that is not one. */
const getLink = defineCall({
  path: (key: string) => `/hash/${encodeURIComponent(key)}`,
  answer: { parse: (raw: unknown): HashResponse | null => hashResponseSchema.safeParse(raw).data ?? null },
  anonymous: true,
});

/** GET /api/alunoscount/{formatura}: the count, or null for an answer that is not one. */
const getCount = defineCall({
  path: (formatura: number) => `/alunoscount/${formatura}`,
  answer: { parse: (raw: unknown) => alunosCountResponseSchema.safeParse(raw).data?.count ?? null },
  anonymous: true,
});

/**
 * GET /api/hash/{key}: the graduation behind a self-registration link. Null when the call fails or
 * answers something that is not a lookup: the page then goes to /nohash (spec B §4.6).
 */
export async function lookupLink(key: string, signal: AbortSignal): Promise<HashResponse | null> {
  try {
    return await getLink(key, { signal });
  } catch {
    return null;
  }
}

/**
 * GET /api/alunoscount/{formatura}; null when unknown: the form is shown and the server checks the
 * vacancy again on submit (decision 13).
 */
export async function countRegistered(formatura: number, signal: AbortSignal): Promise<number | null> {
  try {
    return await getCount(formatura, { signal });
  } catch {
    return null;
  }
}
