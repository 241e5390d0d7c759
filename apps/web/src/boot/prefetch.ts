import type { Prefetch } from './prefetched';

// boot.ts's half of boot/prefetched.ts, in its own file: boot's chunk shares no code with the app.

/** Starts GET /api`path` for each path with the session's token, for takePrefetched. */
export function prefetch(paths: readonly string[], token: string): Prefetch {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const calls: Prefetch['calls'] = {};
  for (const path of paths) calls[path] = fetch(`/api${path}`, { headers }).catch(() => null);
  return { token, at: Date.now(), calls };
}

/**
 * Starts GET /api`path` once boot's call for `first` has answered well, for takePrefetched; nothing after a
 * refusal or a failure (the app does not ask either). A call the screen makes only after its first answer
 * then starts with boot's, not after the app has rendered (decision 153).
 */
export function prefetchAfter(prefetched: Prefetch, first: string, path: string): void {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${prefetched.token}` };
  const call = prefetched.calls[first];
  if (!call) return;
  prefetched.calls[path] = call
    .then((response) => (response?.ok ? fetch(`/api${path}`, { headers }) : null))
    .catch(() => null);
}
