import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { installJobQueue } from './install';
import { createJobs, type Jobs } from './jobs';
import { LEASE_SECONDS, SWEEP_SECONDS } from './lease';

const silent = { error() {} };
/** An installed queue (src/queues.ts) whose real handler these tests replace with their own. */
const QUEUE = 'mail.send';
/** A polling interval no test waits out: whatever runs, runs because a worker was woken. */
const NEVER = 600;

let database: Database;
const opened: Jobs[] = [];
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const jobs of opened.splice(0)) await jobs.stop();
  await database.close();
});

async function node(options: Partial<Parameters<typeof createJobs>[1]> = {}, on = database) {
  const jobs = await createJobs(on, { workers: true, log: silent, ...options });
  opened.push(jobs);
  return jobs;
}

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Our database, counting the fetches pg-boss makes (its fetch is the one statement with SKIP LOCKED). */
function counting() {
  const seen = { fetches: 0, first: deferred<void>() };
  const wrapped: Pick<Database, 'query'> = {
    async query(text, values) {
      const result = await database.query(text, values);
      if (text.includes('SKIP LOCKED')) {
        seen.fetches += 1;
        seen.first.resolve(undefined);
      }
      return result;
    },
  };
  return { seen, wrapped: wrapped as Database };
}

describe('decision 121: jobs at real speed — batches, several at once, woken on insert', () => {
  it('decision 121: a worker fetches many jobs in one statement and runs several at once', async () => {
    const sender = await node({ workers: false });
    for (let n = 0; n < 100; n++) await sender.send(QUEUE, { n });
    const { seen, wrapped } = counting();
    const worker = await node({ pollingIntervalSeconds: NEVER }, wrapped);
    const ran: number[] = [];
    let now = 0;
    let most = 0;
    const all = deferred<void>();
    worker.handle(
      QUEUE,
      async (data) => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setImmediate(resolve));
        now -= 1;
        ran.push((data as { n: number }).n);
        if (ran.length === 100) all.resolve(undefined);
      },
      { concurrency: 10 },
    );
    await worker.start();
    await all.promise;
    expect(new Set(ran).size).toBe(100);
    expect(most).toBeGreaterThan(1);
    // One job a fetch would be 100 fetches; a refill of at least half the slots is at most 100 / 5 + 2.
    expect(seen.fetches).toBeLessThanOrEqual(22);
  });

  it('decision 121: a job sent to an idle node runs when its workers are woken, not at the next poll', async () => {
    const { seen, wrapped } = counting();
    const jobs = await node({ pollingIntervalSeconds: NEVER }, wrapped);
    const ran: unknown[] = [];
    let next = deferred<void>();
    jobs.handle(QUEUE, async (data) => {
      ran.push(data);
      next.resolve(undefined);
    });
    await jobs.start();
    await seen.first.promise; // the first fetch found nothing: the workers sleep the (long) poll
    await jobs.send(QUEUE, { n: 1 });
    await next.promise;
    expect(ran).toEqual([{ n: 1 }]);

    // Sent inside a transaction, without a `wake`: taken shortly after the commit.
    next = deferred<void>();
    await database.db.transaction(async (tx) => {
      await jobs.send(QUEUE, { n: 2 }, tx);
    });
    await next.promise;
    expect(ran).toEqual([{ n: 1 }, { n: 2 }]);
    // The idle fetch, then one per wake (each finding one job) and at most one more finding none each:
    // no poll ran.
    expect(seen.fetches).toBeLessThanOrEqual(5);
  });

  it('decision 121: two nodes on one database never run the same job twice', async () => {
    const sender = await node({ workers: false });
    for (let n = 0; n < 200; n++) await sender.send(QUEUE, { n });
    const runs: { node: string; n: number }[] = [];
    const all = deferred<void>();
    for (const name of ['a', 'b']) {
      const jobs = await node({ pollingIntervalSeconds: 0.5 });
      jobs.handle(
        QUEUE,
        async (data) => {
          await new Promise((resolve) => setImmediate(resolve));
          runs.push({ node: name, n: (data as { n: number }).n });
          if (runs.length === 200) all.resolve(undefined);
        },
        { concurrency: 4 },
      );
      await jobs.start();
    }
    await all.promise;
    for (const jobs of opened.splice(0)) await jobs.stop();
    expect(runs).toHaveLength(200);
    expect(new Set(runs.map((r) => r.n)).size).toBe(200);
    const { rows } = await database.query(
      `select state, count(*)::int as n from pgboss.job where name = $1 group by state`,
      [QUEUE],
    );
    expect(rows).toEqual([{ state: 'completed', n: 200 }]);
  });
});

describe('decision 121: a job’s declared run time still bounds it on a live node', () => {
  it('decision 121: a job running past its expireInSeconds is failed while its node lives, and its slot freed', async () => {
    await installJobQueue(database, { 'test.short': { retryLimit: 0, expireInSeconds: 1 } });
    const jobs = await node({ heartbeatSeconds: 1, pollingIntervalSeconds: NEVER, stopWaitSeconds: 0 });
    const never = deferred<void>();
    const after = deferred<void>();
    let runs = 0;
    jobs.handle(
      'test.short',
      async (data) => {
        runs += 1;
        if ((data as { n: number }).n === 1) await never.promise;
        else after.resolve(undefined);
      },
      { concurrency: 1 },
    );
    await jobs.start();
    const stuck = await jobs.send('test.short', { n: 1 });
    for (;;) {
      const failed = (await jobs.failed()).find((f) => f.id === stuck);
      if (failed) {
        expect(failed.error).toMatch(/tempo esgotado/);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The one slot is free again although the stuck handler never returned.
    await jobs.send('test.short', { n: 2 });
    await after.promise;
    expect(runs).toBe(2);
    never.resolve(undefined);
  }, 20_000);
});

describe('decision 121: a handler run outside the queue', () => {
  it('decision 121: perform runs the handler once and records no job', async () => {
    const jobs = await node({ workers: false });
    const ran: unknown[] = [];
    jobs.handle(QUEUE, async (data) => {
      ran.push(data);
    });
    await jobs.perform(QUEUE, { n: 9 });
    expect(ran).toEqual([{ n: 9 }]);
    expect(await jobs.drain()).toBe(0);
    await expect(jobs.perform('nobody.handles', {})).rejects.toThrow();
  });
});

describe('decision 121: a crashed node’s jobs run again within a minute', () => {
  it('decision 121: lease, sweep and poll together stay under a minute', () => {
    expect(LEASE_SECONDS + SWEEP_SECONDS + 2).toBeLessThan(60);
  });

  it('decision 121: a job whose node stopped renewing its lease is taken back and run by another node', async () => {
    const started = deferred<void>();
    const never = deferred<void>();
    // Node A takes the job and stops without finishing it (as a crash would: nothing renews its lease).
    const a = await node({ leaseSeconds: 1, stopWaitSeconds: 0, pollingIntervalSeconds: NEVER });
    a.handle(QUEUE, async () => {
      started.resolve(undefined);
      await never.promise;
    });
    await a.start();
    const id = await a.send(QUEUE, { n: 7 });
    await started.promise;
    await a.stop();
    opened.splice(opened.indexOf(a), 1);
    const [taken] = (await database.query(`select state from pgboss.job where id = $1`, [id])).rows;
    expect(taken).toEqual({ state: 'active' });

    // Node B polls never; only its sweep can hand it the job.
    const b = await node({ sweepSeconds: 1, pollingIntervalSeconds: NEVER });
    const ranOnB = deferred<unknown>();
    b.handle(QUEUE, async (data) => ranOnB.resolve(data));
    await b.start();
    expect(await ranOnB.promise).toEqual({ n: 7 });
    never.resolve(undefined);
    await b.stop();
    opened.splice(opened.indexOf(b), 1);
    const [row] = (await database.query(`select state, retry_count from pgboss.job where id = $1`, [id]))
      .rows;
    // Its second run counts as a retry: a job that crashes every node still ends failed.
    expect(row).toEqual({ state: 'completed', retry_count: 1 });
  }, 20_000);
});
