import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { SCHEMA } from './pg-boss';

/**
 * A running job is held by a lease its node renews (decision 121): a job's declared `expireInSeconds` is
 * the longest one run may take on a live node, but a node that stops renewing (crashed, cut off) loses
 * its jobs after LEASE_SECONDS, and a sweep every SWEEP_SECONDS hands them to any node at once. A job
 * taken by a crashed node therefore runs again within LEASE + SWEEP + one poll (< 1 min), while a long
 * photo derivation on a live node is never taken from it.
 */
export const LEASE_SECONDS = 30;
/** How often a node renews the leases of the jobs it runs: three renewals per lease. */
export const HEARTBEAT_SECONDS = 10;
/** How often each node with workers takes back lapsed leases. */
export const SWEEP_SECONDS = 10;

const LAPSED = { message: 'o nó que rodava esta tarefa parou de responder; ela foi retomada' };

/** What pg-boss 10's fetch statement sets on the jobs it takes (plans.js `fetchNextJob`). */
const TAKEN = 'started_on = now(),';

/**
 * pg-boss's `{ executeSql }` for its fetch (its `db` fetch option): the jobs it takes get their lease in
 * the same UPDATE, one statement instead of two per batch. `leased()` says whether the last statement
 * carried it; should a pg-boss upgrade change that statement, the caller renews the lease itself.
 */
export function leasingFetch(database: Pick<Database, 'query'>, leaseSeconds: number) {
  if (!Number.isFinite(leaseSeconds) || leaseSeconds <= 0)
    throw new Error('lease: a positive number of seconds');
  let leased = false;
  const executor: PgBoss.Db = {
    executeSql(text: string, values?: unknown[]) {
      leased = text.includes(TAKEN);
      return database.query(
        leased
          ? text.replace(TAKEN, `${TAKEN} expire_in = make_interval(secs => ${Number(leaseSeconds)}),`)
          : text,
        values,
      );
    },
  };
  return { executor, leased: () => leased };
}

/**
 * Renews the lease of `ids` (running in `queue` on this node): the job expires LEASE after now, counted
 * from its start as pg-boss's own expiry sweep reads it (`started_on + expire_in`).
 */
export async function renewLeases(
  database: Pick<Database, 'query'>,
  queue: string,
  ids: readonly string[],
  leaseSeconds: number,
): Promise<void> {
  if (ids.length === 0) return;
  await database.query(
    `update ${SCHEMA}.job set expire_in = (now() - started_on) + make_interval(secs => $3)
     where name = $1 and id = any($2::uuid[]) and state = 'active'`,
    [queue, ids, leaseSeconds],
  );
}

/**
 * Takes back every running job whose lease lapsed and that has a retry left: due now (a node's crash is
 * not the job's fault, so no backoff), its next run counted as a retry, so a job that crashes every node
 * it runs on still ends failed. Jobs at their last try are left to pg-boss's expiry, which fails them.
 * Answers the queues that got jobs back, to wake this node's workers of them.
 */
export async function takeBackLapsed(database: Pick<Database, 'query'>): Promise<string[]> {
  const { rows } = await database.query(
    `with lapsed as (
       update ${SCHEMA}.job set state = 'retry', start_after = now(), output = $1::jsonb
       where state = 'active' and started_on + expire_in < now() and retry_count < retry_limit
       returning name
     )
     select distinct name from lapsed`,
    [JSON.stringify(LAPSED)],
  );
  return rows.map((r) => String(r.name));
}

/**
 * Hands back jobs this node fetched but never started (it is stopping): due again at once for any node,
 * as if never taken.
 */
export async function releaseJobs(
  database: Pick<Database, 'query'>,
  queue: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await database.query(
    `update ${SCHEMA}.job
     set state = case when retry_count > 0 then 'retry'::${SCHEMA}.job_state else 'created'::${SCHEMA}.job_state end,
         start_after = now()
     where name = $1 and id = any($2::uuid[]) and state = 'active'`,
    [queue, ids],
  );
}
