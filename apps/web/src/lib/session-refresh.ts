import { defineCall } from './define-call';
import { getUser, setSessionUser } from './session';

/**
 * GET /api/sessao: the signed-in user as the database says now (a confirmation done on another device, a
 * registration linked since sign-in). The answer is checked by the session store, the same way as a stored
 * user. A 401 (the session was revoked) is the API client's: it ends the session and goes to /signin.
 */
export async function refreshSessionUser(signal?: AbortSignal): Promise<void> {
  if (!getUser()) return;
  setSessionUser(await getSession(undefined, { signal }));
}

/** GET /api/sessao: its `user`, checked by setSessionUser with the shell's zod-free guard (decision 42). */
const getSession = defineCall({
  path: '/sessao',
  answer: {
    parse: (raw: unknown): unknown =>
      raw && typeof raw === 'object' && 'user' in raw ? raw.user : undefined,
  },
});
