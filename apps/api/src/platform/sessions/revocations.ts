import pg from 'pg';
import type { Database } from '../../db/client';

/** The channel migration 0030's trigger tells of every user whose session changed (decision 128). */
export const SESSION_CHANNEL = 'portal_sessions';

type Listener = { close(): Promise<void> };

type Options = {
  /** A user whose session changed on any node: the cache forgets it. */
  changed(userId: number): void;
  /** Whether every change is being heard: false while the connection is down. */
  hearing(value: boolean): void;
  log: { warn(obj: object, msg: string): void };
  /** Pauses between reconnections, growing to the last. */
  retryMs?: number[];
};

/**
 * Each PostgreSQL node keeps one connection of its own LISTENing on the channel (not one of the pool: the
 * pool's clients come and go, and a test pool of one must stay free). A revocation committed on another
 * node, or by hand, reaches this node's session cache within the notification's delivery, not the cache's
 * five seconds. When the connection drops the node stops trusting its cache and reconnects with a growing
 * pause. PGlite serves one process: its own `forget` is enough, and nothing listens.
 */
export async function listenForRevocations(database: Database, options: Options): Promise<Listener> {
  const pool = (database.db as { $client?: pg.Pool }).$client;
  if (database.driver !== 'pg' || !pool?.options) return { close: async () => {} };
  const retryMs = options.retryMs ?? [250, 500, 1000, 2000, 5000];
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) options.changed(id);
    });
    const dropped = (err?: Error) => {
      if (client !== next) return;
      client = null;
      options.hearing(false);
      next.end().catch(() => {});
      if (!closed) {
        options.log.warn({ err }, 'session revocation listener lost; reconnecting');
        schedule();
      }
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    // Heard from here on; what changed while deaf is read afresh (the cache was cleared).
    options.hearing(true);
  };

  const schedule = () => {
    const pause = retryMs[Math.min(attempt, retryMs.length - 1)] ?? 1000;
    attempt++;
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      connect().catch((err: Error) => {
        options.log.warn({ err }, 'session revocation listener could not reconnect');
        schedule();
      });
    }, pause);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    options.hearing(false);
    options.log.warn({ err }, 'session revocation listener could not connect; retrying');
    schedule();
  }

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
