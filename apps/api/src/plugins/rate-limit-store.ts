import type { Database } from '../db/client';

type Count = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Count) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };
type Query = Pick<Database, 'query'>;

/** How often a node deletes the counters whose window ended (one DELETE per node per minute at most). */
const SWEEP_EVERY_MS = 60_000;
/** How long a node gathers the calls it answered alone before adding them to the shared count. */
export const GATHER_MS = 200;
/** A node answers a key from memory while the count it knows is below this share of the key's limit. */
const ALONE_SHARE = 0.1;

/**
 * Adds each key's hits to the shared count in one statement, starting a new window where the last one ended;
 * atomic under concurrent nodes. Keys go in one order so that two nodes' statements never deadlock.
 */
async function addHits(database: Query, hits: Map<string, number>, timeWindow: number) {
  const keys = [...hits.keys()].sort();
  const { rows } = await database.query(
    `insert into rate_limit_hits as h (key, hits, window_ends)
       select k, n, now() + $3::float8 * interval '1 millisecond' from unnest($1::text[], $2::int[]) as t(k, n)
     on conflict (key) do update set
       hits = case when h.window_ends <= now() then excluded.hits else h.hits + excluded.hits end,
       window_ends = case when h.window_ends <= now() then excluded.window_ends else h.window_ends end
     returning key, hits, greatest(0, ceil(extract(epoch from h.window_ends - now()) * 1000))::int as ttl`,
    [keys, keys.map((k) => hits.get(k)), timeWindow],
  );
  return new Map(
    (rows as { key: string; hits: number; ttl: number }[]).map((r) => [
      r.key,
      { current: Number(r.hits), ttl: Number(r.ttl) },
    ]),
  );
}

/** What this node knows of a key: the shared count when last added to, its calls on their way there, and
 * its calls since. */
type Tally = { known: number; sending: number; pending: number; endsAt: number };

/**
 * @fastify/rate-limit's store on the shared PostgreSQL (decision 128): every node counts in one table, so a
 * limit of N a minute stays N with two nodes, not 2N.
 *
 * The limit every call pays (per user or address, hundreds a minute) is gathered (decision 148): while a
 * key's count, as this node knows it, is below a tenth of its limit, the node answers from memory and adds
 * the calls it gathered to the shared count every GATHER_MS, one statement for every key; from there on, each
 * call is added before it is answered, as before. So an ordinary student's calls cost no round trip, and a
 * flood still meets the limit across nodes: at most a tenth more per other node, the calls that node answered
 * alone and had not yet added when the limit was reached. Routes with
 * a stricter limit of their own (sign-in, registration, CEP) count apart and every call at once: their
 * limits are small and guard passwords. Ended windows are swept now and then.
 */
export function sharedRateLimitStore(database: Query, now: () => number = Date.now, gatherMs = GATHER_MS) {
  let sweptAt = now();
  const sweep = () => {
    if (now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now();
    database.query('delete from rate_limit_hits where window_ends < now()', [] as unknown[]).catch(() => {});
  };

  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;
  let window = 60_000;
  const send = (tally: Tally) => {
    const n = tally.pending;
    tally.pending = 0;
    tally.sending += n;
    return n;
  };
  const learn = (tally: Tally, sent: number, count?: Count) => {
    tally.sending -= sent;
    if (!count) {
      tally.pending += sent; // the database is away: added with the next gathering, none forgotten
      return;
    }
    tally.known = count.current;
    tally.endsAt = now() + count.ttl;
  };
  const flush = () => {
    timer = undefined;
    const gathered = new Map<string, number>();
    for (const [key, tally] of tallies) {
      if (tally.pending > 0) gathered.set(key, send(tally));
      else if (tally.endsAt <= now() && tally.sending === 0) tallies.delete(key);
    }
    if (!gathered.size) return;
    addHits(database, gathered, window).then(
      (counts) => {
        for (const [key, n] of gathered) learn(tallies.get(key) as Tally, n, counts.get(key));
      },
      () => {
        for (const [key, n] of gathered) learn(tallies.get(key) as Tally, n);
        schedule();
      },
    );
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(flush, gatherMs);
    timer.unref();
  };

  const gathered = (key: string, cb: Callback, timeWindow: number, max: number) => {
    window = timeWindow;
    const at = now();
    let tally = tallies.get(key);
    if (!tally) {
      tally = { known: 0, sending: 0, pending: 0, endsAt: at + timeWindow };
      tallies.set(key, tally);
    } else if (tally.endsAt <= at) {
      tally.known = 0;
      tally.endsAt = at + timeWindow;
    }
    tally.pending += 1;
    const estimate = tally.known + tally.sending + tally.pending;
    if (estimate < max * ALONE_SHARE) {
      schedule();
      cb(null, { current: estimate, ttl: Math.max(0, tally.endsAt - at) });
      return;
    }
    const sent = send(tally);
    addHits(database, new Map([[key, sent]]), timeWindow).then(
      (counts) => {
        const count = counts.get(key) as Count;
        learn(tally, sent, count);
        cb(null, count);
      },
      (err) => {
        learn(tally, sent);
        cb(err);
      },
    );
  };

  class SharedStore {
    private readonly scope: string;
    // The plugin makes the root store with its options (`new Store(globalParams)`); children get a route.
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'all';
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      sweep();
      const scoped = `${this.scope}|${key}`;
      if (this.scope === 'all') {
        gathered(scoped, cb, timeWindow, max);
        return;
      }
      addHits(database, new Map([[scoped, 1]]), timeWindow).then(
        (counts) => cb(null, counts.get(scoped)),
        cb,
      );
    }

    read(key: string, cb: Callback): void {
      const pending = tallies.get(`${this.scope}|${key}`)?.pending ?? 0;
      database
        .query(
          `select hits, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000))::int as ttl
             from rate_limit_hits where key = $1 and window_ends > now()`,
          [`${this.scope}|${key}`],
        )
        .then(({ rows }) => {
          const row = rows[0] as { hits: number; ttl: number } | undefined;
          cb(null, { current: Number(row?.hits ?? 0) + pending, ttl: Number(row?.ttl ?? 0) });
        }, cb);
    }

    child(params: RouteParams): SharedStore {
      const { method, url } = params.routeInfo ?? {};
      return new SharedStore(`${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  }
  return SharedStore;
}
