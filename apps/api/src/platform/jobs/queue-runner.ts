import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { leasingFetch, releaseJobs, renewLeases } from './lease';

export type JobHandler = (data: unknown) => Promise<void>;

const WAKE_GATHER_MS = 5;
/**
 * Completions are held this long at most (or until a fetch's worth) and recorded in one statement (decision
 * 147): a job that finished but is not yet recorded runs again if its node dies now, so the hold stays short.
 */
export const RECORD_AFTER_MS = 20;
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
 * the database. It fetches again when no more than half of those are held; completions are held a few
 * milliseconds and recorded together (decision 147). After a short batch it sleeps the polling
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

  /**
   * Completed jobs not yet recorded (decision 147): held up to RECORD_AFTER_MS, or until a fetch's worth
   * finished, then recorded in one statement, one statement at a time. Recording each as soon as the one
   * before was saved made a statement per two e-mails, each a round trip and work for both processes.
   */
  let completed: string[] = [];
  let recording: Promise<void> | null = null;
  let due: NodeJS.Timeout | null = null;
  function recordSoon() {
    if (recording) return; // the statement under way looks again when it is saved
    if (completed.length >= most) void record();
    else due ??= setTimeout(() => void record(), RECORD_AFTER_MS);
  }
  /** Records every completion held now; those that finish meanwhile wait for their own hold. */
  async function record(): Promise<void> {
    if (due) clearTimeout(due);
    due = null;
    while (recording) await recording;
    if (completed.length === 0) return;
    const ids = completed;
    completed = [];
    recording = boss.complete(queue, ids).then(
      () => undefined,
      (err: unknown) => log.error({ err, queue, jobs: ids }, 'job state not saved'),
    );
    await recording;
    recording = null;
    if (completed.length > 0) recordSoon();
  }

  async function finish(job: PgBoss.Job<unknown>, error: unknown) {
    if (!held.delete(job.id)) return; // failed for running past its time: its slot is free already
    active -= 1;
    pump();
    refill();
    if (error === undefined) {
      completed.push(job.id);
      recordSoon();
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
      await record();
    },
  };
}
