import { alunosCountResponseSchema, type HashResponse, hashResponseSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';

/**
 * GET /api/hash/{key}: the graduation behind a self-registration link. Null when the call fails or
 * answers something that is not a lookup: the page then goes to /nohash (spec B §4.6).
 */
export async function lookupLink(key: string, signal: AbortSignal): Promise<HashResponse | null> {
  try {
    const answer = await api<unknown>(`/hash/${encodeURIComponent(key)}`, { signal, anonymous: true });
    const parsed = hashResponseSchema.safeParse(answer);
    return parsed.success ? parsed.data : null;
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
    const answer = await api<unknown>(`/alunoscount/${formatura}`, { signal, anonymous: true });
    const parsed = alunosCountResponseSchema.safeParse(answer);
    return parsed.success ? parsed.data.count : null;
  } catch {
    return null;
  }
}
