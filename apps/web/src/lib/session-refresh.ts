import { api } from './api-client';
import { getUser, setSessionUser } from './session';

/**
 * GET /api/sessao: the signed-in user as the database says now (a confirmation done on another device, a
 * registration linked since sign-in). The answer is checked by the session store, the same way as a stored
 * user. A 401 (the session was revoked) is the API client's: it ends the session and goes to /signin.
 */
export async function refreshSessionUser(signal?: AbortSignal): Promise<void> {
  if (!getUser()) return;
  const answer = await api<{ user?: unknown } | undefined>('/sessao', { signal });
  setSessionUser(answer?.user);
}
