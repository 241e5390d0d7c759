import type { Database } from '../db/client';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/** How often a node deletes the counters whose window ended (one DELETE per node per minute at most). */
const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store on the shared PostgreSQL (decision 128): every node counts in one table, so a
 * limit of N a minute stays N with two nodes, not 2N. One statement per call: an upsert that starts a new
 * window when the last one ended and adds one otherwise, atomic under concurrent nodes. Each route with a
 * limit of its own counts apart, as the in-memory store's children do. Ended windows are swept now and then.
 */
export function sharedRateLimitStore(database: Pick<Database, 'query'>, now: () => number = Date.now) {
  let sweptAt = now();
  const sweep = () => {
    if (now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now();
    database.query('delete from rate_limit_hits where window_ends < now()', [] as unknown[]).catch(() => {});
  };

  class SharedStore {
    constructor(private readonly scope = 'all') {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      sweep();
      database
        .query(
          `insert into rate_limit_hits as h (key, hits, window_ends)
             values ($1, 1, now() + $2::float8 * interval '1 millisecond')
           on conflict (key) do update set
             hits = case when h.window_ends <= now() then 1 else h.hits + 1 end,
             window_ends = case when h.window_ends <= now() then excluded.window_ends else h.window_ends end
           returning hits, greatest(0, ceil(extract(epoch from h.window_ends - now()) * 1000))::int as ttl`,
          [`${this.scope}|${key}`, timeWindow],
        )
        .then(({ rows }) => {
          const row = rows[0] as { hits: number; ttl: number };
          cb(null, { current: Number(row.hits), ttl: Number(row.ttl) });
        }, cb);
    }

    read(key: string, cb: Callback): void {
      database
        .query(
          `select hits, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000))::int as ttl
             from rate_limit_hits where key = $1 and window_ends > now()`,
          [`${this.scope}|${key}`],
        )
        .then(({ rows }) => {
          const row = rows[0] as { hits: number; ttl: number } | undefined;
          cb(null, { current: Number(row?.hits ?? 0), ttl: Number(row?.ttl ?? 0) });
        }, cb);
    }

    child(params: RouteParams): SharedStore {
      const { method, url } = params.routeInfo ?? {};
      return new SharedStore(`${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  }
  return SharedStore;
}
