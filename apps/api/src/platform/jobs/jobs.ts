import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { HEARTBEAT_SECONDS, LEASE_SECONDS, SWEEP_SECONDS, takeBackLapsed } from './lease';
import { boss, SCHEMA, transactionExecutor } from './pg-boss';
import { type JobHandler, type QueueRunner, queueRunner } from './queue-runner';

/**
 * The durable job queue (DESIGN §4a): pg-boss 10 keeps jobs in the database (schema `pgboss`), on both
 * drivers, through our own connection (PGlite has no pool to give it). Work that may fail or take time
 * goes here: e-mail now; photo derivatives, webhooks, zips and reminders next.
 */

export type { JobHandler };

/**
 * Jobs of a queue run at once on each node unless its handler says otherwise (decision 121, after 100):
 * most jobs wait on the database or a remote service, not on this process. E-mail is bounded by the SMTP
 * server's connections, photo derivatives by the cores.
 */
export const DEFAULT_CONCURRENCY = 8;
/** How long after a job is sent inside a transaction this node's workers are woken for it. */
const WAKE_AFTER_COMMIT_MS = 50;
/** The most jobs one grouped insert writes (decision 141). */
const INSERT_BATCH = 500;

/** A queue's retry policy. */
export type QueuePolicy = Omit<PgBoss.Queue, 'name'>;

/**
 * Queues by name with their retry policies, as a module declares them beside their handlers; the composition
 * root collects every module's and installs them (decision 112).
 */
export type QueueDeclarations = Record<string, QueuePolicy>;

/** A declared queue's name. */
export type QueueName = string;

/**
 * `startAfter`: the job is not run before then (a delayed e-mail that may still be called off). A time, not
 * a number of seconds: pg-boss types its parameter as a timestamp, so only an instant binds on both drivers.
 */
export type SendOptions = { startAfter?: Date };

export type FailedJob = { id: string; queue: string; createdOn: Date; retryCount: number; error: string };

export interface Jobs {
  /**
   * Enqueues a job; given a transaction, the job exists only if that transaction commits. Without one,
   * this node's idle workers of the queue are woken at once; with one, they are woken shortly after, and
   * a caller that knows when it committed calls `wake` then.
   */
  send(queue: QueueName, data: object, tx?: Db, options?: SendOptions): Promise<string>;
  /**
   * Wakes this node's idle workers of `queue` to fetch now instead of at their next poll (decision 100): after
   * the transaction that sent its jobs commits (earlier, they would find nothing and sleep again).
   */
  wake(queue: QueueName): void;
  /**
   * The handler of a queue; a thrown error is retried with backoff, then kept as failed. `concurrency`
   * jobs of the queue run at once on each node, DEFAULT_CONCURRENCY by default (`drain` runs one at a
   * time unless given). `held`: how many jobs a node takes at once, running or waiting for a slot (twice
   * `concurrency` by default); more for short jobs that nothing else waits on, fewer fetches (decision 141).
   */
  handle(queue: QueueName, handler: JobHandler, options?: { concurrency?: number; held?: number }): void;
  /**
   * Runs a queue's handler on `data` now, outside the queue (no retry, no record): for commands, and for
   * the jobs bench's bare side (the same work without the queue).
   */
  perform(queue: QueueName, data: object): Promise<void>;
  /** Runs `queue` on a cron schedule in America/Sao_Paulo (kept in the database; only where workers run). */
  schedule(queue: QueueName, cron: string): void;
  /**
   * Starts this node's workers for every handled queue (not in tests, which drain instead), the renewal
   * of their leases and the sweep that takes back a crashed node's jobs (decision 121).
   */
  start(): Promise<void>;
  /** Runs every job that is due now until none is left; answers how many ran. For tests and commands. */
  drain(): Promise<number>;
  /** Jobs that used up their retries, newest first: what an operator must look at. */
  failed(limit?: number): Promise<FailedJob[]>;
  stop(): Promise<void>;
}

type Options = {
  /** Poll and run jobs in this process. Off in tests, which call `drain()`. */
  workers: boolean;
  pollingIntervalSeconds?: number;
  /** A running job's lease (decision 121); shorter in tests that play a crashed node. */
  leaseSeconds?: number;
  /** How often leases are renewed and lapsed ones taken back (decision 121). */
  heartbeatSeconds?: number;
  sweepSeconds?: number;
  /** How long `stop` waits for running jobs; the rest run again elsewhere once their lease lapses. */
  stopWaitSeconds?: number;
  log: { error(obj: object, msg: string): void };
};

export async function createJobs(database: Pick<Database, 'query'>, options: Options): Promise<Jobs> {
  const b = boss(database, {
    migrate: false,
    supervise: options.workers,
    schedule: options.workers,
  });
  b.on('error', (err) => options.log.error({ err }, 'job queue error'));
  await b.start();
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const handlers = new Map<QueueName, JobHandler>();
  const concurrency = new Map<QueueName, number>();
  const holding = new Map<QueueName, number>();
  const draining = new Map<QueueName, number>();
  const schedules = new Map<QueueName, string>();
  /** This node's workers, per queue: what `wake` reaches. */
  const runners = new Map<QueueName, QueueRunner>();
  const timers: NodeJS.Timeout[] = [];
  /** Queues with a wake pending for a transaction's jobs (coalesced). */
  const soon = new Set<QueueName>();
  const wake = (queue: QueueName) => runners.get(queue)?.wake();

  /**
   * Sends outside a transaction that arrive while an insert is under way wait for it and go together, in
   * one statement (pg-boss's `insert`), like a group commit (decision 141): a burst of e-mails costs a few
   * round trips, not one each. Each job keeps the id given it here, so each is written once, and every
   * caller of a group learns whether its row was written. A group leaves one turn of the event loop after
   * its first send (decision 147): the callers an insert just answered send their next job in that turn
   * and join it, where they used to miss it by a microtask and make groups of half the sends in flight.
   */
  type Waiting = { job: PgBoss.JobInsert; resolve: () => void; reject: (err: unknown) => void };
  let waiting: Waiting[] = [];
  let inserting = false;
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  async function insertWaiting(): Promise<void> {
    inserting = true;
    for (;;) {
      await nextTurn();
      if (waiting.length === 0) break;
      const group = waiting.slice(0, INSERT_BATCH);
      waiting = waiting.slice(INSERT_BATCH);
      try {
        await b.insert(group.map((w) => w.job));
        for (const w of group) w.resolve();
      } catch (err) {
        for (const w of group) w.reject(err);
      }
      for (const queue of new Set(group.map((w) => w.job.name))) wake(queue);
    }
    inserting = false;
  }
  /** Queues seen to exist: pg-boss's insert skips a job of an unknown queue without a word, its send did not. */
  const known = new Set<QueueName>();
  async function insertSoon(job: PgBoss.JobInsert & { name: QueueName }): Promise<void> {
    if (!known.has(job.name)) {
      if (!(await b.getQueue(job.name))) throw new Error(`job not queued: ${job.name}`);
      known.add(job.name);
    }
    await new Promise<void>((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      if (!inserting) void insertWaiting();
    });
  }

  async function run(queue: QueueName, job: PgBoss.Job<unknown>, handler: JobHandler): Promise<void> {
    try {
      await handler(job.data);
      await b.complete(queue, job.id);
    } catch (err) {
      options.log.error({ err, queue, job: job.id }, 'job failed');
      await b.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Every few seconds: renew this node's leases; take back lapsed ones from any node, and wake for them. */
  function every(seconds: number, task: () => Promise<void>) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      task()
        .catch((err: unknown) => options.log.error({ err }, 'job queue upkeep failed'))
        .finally(() => {
          busy = false;
        });
    }, seconds * 1000);
    timer.unref();
    timers.push(timer);
  }

  return {
    async send(queue, data, tx, sendOptions) {
      if (!tx) {
        const id = randomUUID();
        const later = sendOptions?.startAfter ? { startAfter: sendOptions.startAfter.toISOString() } : {};
        await insertSoon({ id, name: queue, data, ...later });
        return id;
      }
      const later = sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {};
      const id = await b.send({ name: queue, data, options: { db: transactionExecutor(tx), ...later } });
      if (!id) throw new Error(`job not queued: ${queue}`);
      if (runners.has(queue) && !soon.has(queue)) {
        // A transaction commits within milliseconds as a rule: wake shortly after, so a caller that does
        // not call `wake` itself still waits far less than a poll (a late commit is found at the poll).
        soon.add(queue);
        setTimeout(() => {
          soon.delete(queue);
          wake(queue);
        }, WAKE_AFTER_COMMIT_MS).unref();
      }
      return id;
    },
    wake,
    handle(queue, handler, handleOptions) {
      handlers.set(queue, handler);
      concurrency.set(queue, Math.max(1, handleOptions?.concurrency ?? DEFAULT_CONCURRENCY));
      if (handleOptions?.held !== undefined) holding.set(queue, handleOptions.held);
      // Tests and commands drain one job at a time unless the handler asked for more, so what a test
      // reads (e-mails in order) does not depend on which of several jobs finished first.
      draining.set(queue, Math.max(1, handleOptions?.concurrency ?? 1));
    },
    schedule(queue, cron) {
      schedules.set(queue, cron);
    },
    async perform(queue, data) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`no handler for ${queue}`);
      await handler(data);
    },
    async start() {
      if (!options.workers) return;
      for (const [queue, cron] of schedules) await b.schedule(queue, cron, {}, { tz: 'America/Sao_Paulo' });
      for (const [queue, handler] of handlers) {
        runners.set(
          queue,
          queueRunner({
            boss: b,
            database,
            queue,
            handler,
            concurrency: concurrency.get(queue) ?? DEFAULT_CONCURRENCY,
            held: holding.get(queue),
            pollMs: (options.pollingIntervalSeconds ?? 2) * 1000,
            leaseSeconds,
            log: options.log,
          }),
        );
      }
      every(options.heartbeatSeconds ?? HEARTBEAT_SECONDS, async () => {
        for (const runner of runners.values()) await runner.heartbeat();
      });
      every(options.sweepSeconds ?? SWEEP_SECONDS, async () => {
        for (const queue of await takeBackLapsed(database)) wake(queue);
        // A lapsed job at its last try is failed now rather than at pg-boss's next maintenance.
        await b.expire();
      });
    },
    async drain() {
      let ran = 0;
      for (;;) {
        let found = false;
        for (const [queue, handler] of handlers) {
          const parallel = draining.get(queue) ?? 1;
          const jobs = (await b.fetch<unknown>(queue, { batchSize: Math.max(20, parallel) })) ?? [];
          found ||= jobs.length > 0;
          ran += jobs.length;
          let next = 0;
          const lane = async () => {
            while (next < jobs.length) await run(queue, jobs[next++]!, handler);
          };
          await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
        }
        if (!found) return ran;
      }
    },
    async failed(limit = 50) {
      const { rows } = await database.query(
        `select name, id, created_on, retry_count, output from ${SCHEMA}.job
         where state = 'failed' order by created_on desc limit $1`,
        [limit],
      );
      return rows.map((r) => ({
        id: String(r.id),
        queue: String(r.name),
        createdOn: new Date(r.created_on as string),
        retryCount: Number(r.retry_count),
        error: String((r.output as { message?: string } | null)?.message ?? ''),
      }));
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      const waitMs = (options.stopWaitSeconds ?? 5) * 1000;
      await Promise.all([...runners.values()].map((r) => r.stop(waitMs)));
      await b.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
