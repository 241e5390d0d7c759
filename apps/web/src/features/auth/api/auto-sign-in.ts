import type { AuthResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/auth/auto: the /signin/{auto} value 'e-mail|token', URL-decoded (DESIGN §3). */
export function autoSignIn(value: string, signal?: AbortSignal): Promise<AuthResponse> {
  return api<AuthResponse>('/auth/auto', { method: 'POST', body: { value }, anonymous: true, signal });
}
