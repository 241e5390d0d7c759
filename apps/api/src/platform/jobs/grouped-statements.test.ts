import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { createJobs, type Jobs } from './jobs';
import { LEASE_SECONDS } from './lease';
import { RECORD_AFTER_MS } from './queue-runner';

const silent = { error() {} };
/** An installed queue (src/queues.ts) whose real handler these tests replace with their own. */
const QUEUE = 'mail.send';
/** A polling interval no test waits out. */
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

/** Our database, counting pg-boss's grouped inserts and its completions (one statement each). */
function counting() {
  const seen = { inserts: 0, completions: 0 };
  const wrapped: Pick<Database, 'query'> = {
    async query(text, values) {
      if (text.includes('json_to_recordset')) seen.inserts += 1;
      if (text.includes('completed_on = now()')) seen.completions += 1;
      return database.query(text, values);
    },
  };
  return { seen, wrapped: wrapped as Database };
}

async function node(options: Partial<Parameters<typeof createJobs>[1]> = {}, on: Database = database) {
  const jobs = await createJobs(on, { workers: true, log: silent, ...options });
  opened.push(jobs);
  return jobs;
}

const states = async () =>
  (
    await database.query(`select state, count(*)::int as n from pgboss.job where name = $1 group by state`, [
      QUEUE,
    ])
  ).rows;

describe('decision 147: the queue’s own statements, fewer per job', () => {
  it('decision 147: callers that send again as soon as their insert is answered make one insert each round', async () => {
    const { seen, wrapped } = counting();
    const jobs = await node({ workers: false }, wrapped);
    await jobs.send(QUEUE, { n: -1 }); // the queue is known from here on
    seen.inserts = 0;
    // Ten callers in flight, each sending its next job once its last was written, as requests would.
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < 100) await jobs.send(QUEUE, { n: next++ });
      }),
    );
    // Every job written once; the ten callers' sends went together, about ten a statement (it was five:
    // the callers an insert answered missed the next one by a microtask).
    expect(await states()).toEqual([{ state: 'created', n: 101 }]);
    expect(seen.inserts).toBeLessThanOrEqual(12);
  });

  it('decision 147: jobs that finish together are recorded completed in one statement', async () => {
    const sender = await node({ workers: false });
    for (let n = 0; n < 10; n++) await sender.send(QUEUE, { n });
    const { seen, wrapped } = counting();
    const worker = await node({ pollingIntervalSeconds: NEVER }, wrapped);
    let started = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const allStarted = new Promise<void>((resolve) => {
      worker.handle(
        QUEUE,
        async () => {
          started += 1;
          if (started === 10) resolve();
          await gate;
        },
        { concurrency: 10 },
      );
    });
    await worker.start();
    await allStarted;
    release();
    for (let i = 0; i < 100 && (await states()).some((s) => s.state !== 'completed'); i++) {
      await new Promise((resolve) => setTimeout(resolve, RECORD_AFTER_MS));
    }
    expect(await states()).toEqual([{ state: 'completed', n: 10 }]);
    // Recording the first as soon as it finished made two statements (one job, then the other nine).
    expect(seen.completions).toBe(1);
  });

  it('decision 147: a node that stops records the completions it still holds', async () => {
    const jobs = await node({ pollingIntervalSeconds: NEVER });
    let ran = 0;
    const all = new Promise<void>((resolve) => {
      jobs.handle(
        QUEUE,
        async () => {
          ran += 1;
          if (ran === 5) resolve();
        },
        { concurrency: 5 },
      );
    });
    await jobs.start();
    for (let n = 0; n < 5; n++) await jobs.send(QUEUE, { n });
    await all;
    await jobs.stop(); // within the hold: nothing would record them later
    opened.splice(opened.indexOf(jobs), 1);
    expect(await states()).toEqual([{ state: 'completed', n: 5 }]);
  });

  it('decision 147: a completion is held for a small part of a lease (a crash within it sends again)', () => {
    expect(RECORD_AFTER_MS).toBeLessThanOrEqual((LEASE_SECONDS * 1000) / 1000);
  });
});
