// Calls that boot.ts starts before the app has loaded (decision 42), handed over once to the query that
// would have made them. Only what a screen always asks for on load goes here.

/** What boot.ts leaves on `window` for the app. */
export interface Prefetch {
  /** The bearer token the calls carried: a different session now means the answers are not its own. */
  token: string;
  /** When they started: an answer older than MAX_AGE_MS is not used. */
  at: number;
  calls: Record<string, Promise<Response | null>>;
}

declare global {
  interface Window {
    __portalPrefetch?: Prefetch;
  }
}

const MAX_AGE_MS = 30_000;

/**
 * The answer to GET /api`path` that boot.ts asked for on this page load, when it is there, was made with
 * `token` and succeeded; undefined otherwise (the caller then makes its own call, which also reports any
 * error the usual way). Each answer is handed over once, as read: the call's definition parses it with its
 * schema when the app's code has come (lib/define-call.ts), so zod stays out of the shell.
 */
export async function takePrefetched(path: string, token: string | null): Promise<unknown> {
  return (await takePrefetchedAnswer(path, token))?.body;
}

/** As takePrefetched, with the answer's headers (a page's X-Total-Count: the album, decision 142). */
export async function takePrefetchedAnswer(
  path: string,
  token: string | null,
): Promise<{ body: unknown; headers: Headers } | undefined> {
  const prefetch = window.__portalPrefetch;
  const call = prefetch?.calls[path];
  if (!prefetch || !call) return undefined;
  delete prefetch.calls[path];
  if (prefetch.token !== token || Date.now() - prefetch.at > MAX_AGE_MS) return undefined;
  const response = await call;
  if (!response?.ok) return undefined;
  try {
    const body: unknown = await response.json();
    return { body, headers: response.headers };
  } catch {
    return undefined;
  }
}
