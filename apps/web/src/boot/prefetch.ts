import type { Prefetch } from './prefetched';

// boot.ts's half of boot/prefetched.ts, in its own file: boot's chunk shares no code with the app.

/** Starts GET /api`path` for each path with the session's token, for takePrefetched. */
export function prefetch(paths: readonly string[], token: string): Prefetch {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const calls: Prefetch['calls'] = {};
  for (const path of paths) calls[path] = fetch(`/api${path}`, { headers }).catch(() => null);
  return { token, at: Date.now(), calls };
}
