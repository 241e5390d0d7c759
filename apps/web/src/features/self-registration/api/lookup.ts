import type { AlunosCountResponse, HashResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** GET /api/hash/{key}: the graduation behind a self-registration link; null when the call fails. */
export async function lookupLink(key: string, signal: AbortSignal): Promise<HashResponse | null> {
  try {
    return await api<HashResponse>(`/hash/${encodeURIComponent(key)}`, { signal, anonymous: true });
  } catch {
    return null;
  }
}

/** GET /api/alunoscount/{formatura}; null when unknown (the server checks vacancies again on submit). */
export async function countRegistered(formatura: number, signal: AbortSignal): Promise<number | null> {
  try {
    return (await api<AlunosCountResponse>(`/alunoscount/${formatura}`, { signal, anonymous: true })).count;
  } catch {
    return null;
  }
}
