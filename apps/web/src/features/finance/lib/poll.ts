import { ApiError } from '../../../lib/api-client';

/** What a poll reads of its query on each turn (TanStack's `query.state`). */
interface PolledState<T> {
  state: { data: T | undefined; error: unknown };
}

/** True for a refusal that asking again cannot change (a 4xx: not found, not yours, not allowed). */
export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A `refetchInterval` that asks every `everyMs` until `done`, and stops for good on a 4xx or once `maxMs`
 * have passed since `startedAt` (decision 129): a poll is capped in time, not in successful answers, so a
 * run of errors can never keep it going.
 */
export function cappedPoll<T>(options: {
  everyMs: number;
  maxMs: number;
  startedAt: number;
  done: (data: T | undefined) => boolean;
  now?: () => number;
}) {
  const { everyMs, maxMs, startedAt, done, now = Date.now } = options;
  return (query: PolledState<T>): number | false => {
    if (done(query.state.data) || isClientError(query.state.error)) return false;
    return now() - startedAt >= maxMs ? false : everyMs;
  };
}

/** True once a poll started at `startedAt` ran out of time. */
export const pollExpired = (startedAt: number, maxMs: number, now = Date.now()) => now - startedAt >= maxMs;
