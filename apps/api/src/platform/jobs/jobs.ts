import type PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { boss, SCHEMA, transactionExecutor } from './pg-boss';
import type { QueueName } from './queues';

/**
 * The durable job queue (DESIGN §4a): pg-boss 10 keeps jobs in the database (schema `pgboss`), on both
 * drivers, through our own connection (PGlite has no pool to give it). Work that may fail or take time
 * goes here: e-mail now; photo derivatives, webhooks, zips and reminders next.
 */

export type JobHandler = (data: unknown) => Promise<void>;

export type FailedJob = { id: string; queue: string; createdOn: Date; retryCount: number; error: string };

export interface Jobs {
  /**
   * Enqueues a job; given a transaction, the job exists only if that transaction commits. Without one,
   * this node's idle workers of the queue are woken at once; with one, call `wake` once it has committed.
   */
  send(queue: QueueName, data: object, tx?: Db): Promise<string>;
  /**
   * Wakes this node's idle workers of `queue` to fetch now instead of at their next poll (issue 18): after
   * the transaction that sent its jobs commits (earlier, they would find nothing and sleep again).
   */
  wake(queue: QueueName): void;
  /**
   * The handler of a queue; a thrown error is retried with backoff, then kept as failed. `concurrency`
   * jobs of the queue run at once (workers and drain alike); one by default.
   */
  handle(queue: QueueName, handler: JobHandler, options?: { concurrency?: number }): void;
  /** Runs `queue` on a cron schedule in America/Sao_Paulo (kept in the database; only where workers run). */
  schedule(queue: QueueName, cron: string): void;
  /** Starts polling workers for every handled queue (not in tests, which drain instead). */
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
  const handlers = new Map<QueueName, JobHandler>();
  const concurrency = new Map<QueueName, number>();
  const schedules = new Map<QueueName, string>();
  /** pg-boss's ids of this process's workers, per queue: what `wake` notifies. */
  const workers = new Map<QueueName, string[]>();
  const wake = (queue: QueueName) => {
    for (const id of workers.get(queue) ?? []) b.notifyWorker(id);
  };

  async function run(queue: QueueName, job: PgBoss.Job<unknown>, handler: JobHandler): Promise<void> {
    try {
      await handler(job.data);
      await b.complete(queue, job.id);
    } catch (err) {
      options.log.error({ err, queue, job: job.id }, 'job failed');
      await b.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  return {
    async send(queue, data, tx) {
      const id = tx
        ? await b.send({ name: queue, data, options: { db: transactionExecutor(tx) } })
        : await b.send(queue, data);
      if (!id) throw new Error(`job not queued: ${queue}`);
      if (!tx) wake(queue);
      return id;
    },
    wake,
    handle(queue, handler, handleOptions) {
      handlers.set(queue, handler);
      concurrency.set(queue, Math.max(1, handleOptions?.concurrency ?? 1));
    },
    schedule(queue, cron) {
      schedules.set(queue, cron);
    },
    async start() {
      if (!options.workers) return;
      for (const [queue, cron] of schedules) await b.schedule(queue, cron, {}, { tz: 'America/Sao_Paulo' });
      for (const [queue, handler] of handlers) {
        const ids: string[] = [];
        workers.set(queue, ids);
        // One pg-boss worker per parallel slot: each fetches and runs one job at a time. Fetching takes a
        // row lock with SKIP LOCKED, so the slots of every node share a queue and each job runs once.
        for (let slot = 0; slot < (concurrency.get(queue) ?? 1); slot++) {
          let self = '';
          self = await b.work(
            queue,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
            async ([job]) => {
              // pg-boss retries what throws: the failure is logged here, then re-thrown to be retried.
              try {
                if (job) await handler(job.data);
              } catch (err) {
                options.log.error({ err, queue, job: job?.id }, 'job failed');
                throw err;
              } finally {
                // A job was there, so more may be: fetch again at once rather than sleep the polling
                // interval (pg-boss's loop waits it out after every fetch otherwise, issue 18).
                b.notifyWorker(self);
              }
            },
          );
          ids.push(self);
        }
      }
    },
    async drain() {
      let ran = 0;
      for (;;) {
        let found = false;
        for (const [queue, handler] of handlers) {
          const parallel = concurrency.get(queue) ?? 1;
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
    stop: () => b.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
