import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { leasingFetch, releaseJobs, renewLeases } from './lease';

export type JobHandler = (data: unknown) => Promise<void>;

const WAKE_GATHER_MS = 5;
/** pg-boss's own default expiry, for a queue that declares none. */
const DEFAULT_RUN_SECONDS = 15 * 60;

type Log = { error(obj: object, msg: string): void };

/** A job this node holds: fetched, waiting for a slot or running; `deadline` once it runs. */
type Held = { deadline?: number };

export type QueueRunner = {
  /** Fetch now rather than at the next poll: jobs were queued (and committed) or taken back. */
  wake(): void;
  /** Renews the leases of the jobs this node holds; fails those run past their time. */
  heartbeat(): Promise<void>;
  /**
   * Stops fetching and hands back the jobs not started; waits for the running ones up to `waitMs`, leaving
   * the rest to their lease.
   */
  stop(waitMs: number): Promise<void>;
};

/**
 * One queue's workers on this node (decision 121): up to `concurrency` jobs run at once, and as many again
 * (or up to the queue's `held` in all, decision 141) wait here for a slot, so a fetch brings a whole batch
 * (one statement, SKIP LOCKED: the nodes share the queue and a job runs once) and the slots never wait on
 * the database. It fetches again when no more than half of those are held; completions are recorded
 * together. After a short batch it sleeps the polling
 * interval unless woken. Every held job is leased (lease.ts), so a crash loses none of them.
 */
export function queueRunner(deps: {
  boss: PgBoss;
  database: Pick<Database, 'query'>;
  queue: string;
  handler: JobHandler;
  concurrency: number;
  /** Jobs held at most, running or waiting for a slot: 2 × concurrency unless the queue says (decision 141). */
  held?: number | undefined;
  pollMs: number;
  leaseSeconds: number;
  log: Log;
}): QueueRunner {
  const { boss, database, queue, handler, concurrency, log } = deps;
  const most = Math.max(concurrency + 1, deps.held ?? 2 * concurrency);
  /** It fetches again once it holds no more than half of `most` (`concurrency` by default). */
  const low = Math.floor(most / 2);
  const held = new Map<string, Held>();
  const waiting: PgBoss.Job<unknown>[] = [];
  let active = 0;
  const settled = new Set<Promise<void>>();
  let stopping = false;
  let woken = false;
  /** The last fetch was full, or could not be made: more jobs are likely waiting in the database. */
  let hungry = false;
  let sleeping: (() => void) | null = null;
  const fetching = leasingFetch(database, deps.leaseSeconds);

  /**
   * Wakes that come close together (a burst of jobs sent one by one) make one fetch a few milliseconds
   * later, for all of them, rather than one fetch each.
   */
  let soon: NodeJS.Timeout | null = null;
  const wake = () => {
    woken = true;
    soon ??= setTimeout(() => {
      soon = null;
      sleeping?.();
    }, WAKE_GATHER_MS);
  };
  const refill = () => {
    if (hungry && !stopping && held.size <= low) {
      woken = true;
      sleeping?.();
    }
  };

  /** Completed jobs not yet recorded: recorded together, one statement for all that finished meanwhile. */
  let completed: string[] = [];
  let recording: Promise<void> | null = null;
  async function record() {
    while (completed.length > 0) {
      const ids = completed;
      completed = [];
      try {
        await boss.complete(queue, ids);
      } catch (err) {
        log.error({ err, queue, jobs: ids }, 'job state not saved');
      }
    }
    recording = null;
  }

  async function finish(job: PgBoss.Job<unknown>, error: unknown) {
    if (!held.delete(job.id)) return; // failed for running past its time: its slot is free already
    active -= 1;
    pump();
    refill();
    if (error === undefined) {
      completed.push(job.id);
      recording ??= record();
      await recording;
    } else {
      log.error({ err: error, queue, job: job.id }, 'job failed');
      await boss
        .fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch((err: unknown) => log.error({ err, queue, job: job.id }, 'job state not saved'));
    }
  }

  /** Starts waiting jobs while slots are free. */
  function pump() {
    while (active < concurrency && waiting.length > 0 && !stopping) {
      const job = waiting.shift()!;
      held.set(job.id, { deadline: Date.now() + runSeconds * 1000 });
      active += 1;
      const done: Promise<void> = Promise.resolve(job.data)
        .then(handler)
        .then(
          () => finish(job, undefined),
          (err: unknown) => finish(job, err ?? new Error('job failed')),
        );
      settled.add(done);
      void done.finally(() => settled.delete(done));
    }
  }

  /**
   * The queue's declared `expireInSeconds`: the longest a run may take. Read from the queue, not from a
   * fetched job, whose `expire_in` the fetch has just made the lease.
   */
  let runSeconds = DEFAULT_RUN_SECONDS;

  async function loop() {
    try {
      runSeconds = Number((await boss.getQueue(queue))?.expireInSeconds) || DEFAULT_RUN_SECONDS;
    } catch (err) {
      log.error({ err, queue }, 'job queue policy not read');
    }
    while (!stopping) {
      woken = false;
      const room = most - held.size;
      if (held.size <= low) {
        try {
          const jobs = (await boss.fetch<unknown>(queue, { batchSize: room, db: fetching.executor })) ?? [];
          hungry = jobs.length === room;
          for (const job of jobs) held.set(job.id, {});
          waiting.push(...jobs);
          pump();
          // The declared run time was the job's expiry until the fetch; from there the lease stands for it.
          if (jobs.length > 0 && !fetching.leased()) {
            await renewLeases(
              database,
              queue,
              jobs.map((j) => j.id),
              deps.leaseSeconds,
            );
          }
        } catch (err) {
          hungry = false;
          log.error({ err, queue }, 'job fetch failed');
        }
      } else hungry = true;
      if (stopping || woken) continue;
      // More are likely there: wait until a batch's room is free (or a wake); otherwise poll later.
      await new Promise<void>((resolve) => {
        const timer = hungry ? undefined : setTimeout(() => resolve(), deps.pollMs);
        sleeping = () => {
          if (timer) clearTimeout(timer);
          resolve();
        };
      });
      sleeping = null;
    }
  }
  const looping = loop();

  return {
    wake,
    async heartbeat() {
      const now = Date.now();
      for (const [id, job] of held) {
        if (job.deadline === undefined || job.deadline > now) continue;
        held.delete(id);
        active -= 1;
        pump();
        log.error({ queue, job: id }, 'job ran past its time');
        await boss
          .fail(queue, id, { message: 'tempo esgotado: a tarefa passou do tempo que lhe cabe' })
          .catch((err: unknown) => log.error({ err, queue, job: id }, 'job state not saved'));
        refill();
      }
      await renewLeases(database, queue, [...held.keys()], deps.leaseSeconds);
    },
    async stop(waitMs) {
      stopping = true;
      if (soon) clearTimeout(soon);
      sleeping?.();
      await looping;
      const unstarted = waiting.splice(0).map((job) => job.id);
      for (const id of unstarted) held.delete(id);
      await releaseJobs(database, queue, unstarted).catch((err: unknown) =>
        log.error({ err, queue }, 'jobs not handed back'),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...settled]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
      await recording;
    },
  };
}
