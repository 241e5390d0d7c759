import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { createJobs } from './jobs';

const silent = { error() {} };
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('decision 24: the durable job queue (pg-boss on our own connection, both drivers)', () => {
  it('a job queued by one process is run by the next one: it survives a restart', async () => {
    const first = await createJobs(database, { workers: false, log: silent });
    await first.send('mail.send', { n: 1 });
    await first.stop();

    const second = await createJobs(database, { workers: false, log: silent });
    const seen: unknown[] = [];
    second.handle('mail.send', async (data) => {
      seen.push(data);
    });
    expect(await second.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await second.drain()).toBe(0);
    await second.stop();
  });

  it('a failing job is retried later with backoff, then kept as failed where an operator sees it', async () => {
    const jobs = await createJobs(database, { workers: false, log: silent });
    let attempts = 0;
    jobs.handle('mail.send', async () => {
      attempts += 1;
      throw new Error('SMTP fora do ar');
    });
    const id = await jobs.send('mail.send', { n: 2 });
    expect(await jobs.drain()).toBe(1);
    // The retry waits for its backoff delay: draining again now runs nothing.
    expect(await jobs.drain()).toBe(0);
    expect(attempts).toBe(1);
    // Force the remaining retries due, as time passing would.
    for (let i = 0; i < 15 && !(await jobs.failed()).some((f) => f.id === id); i++) {
      await database.query(`update pgboss.job set start_after = now() - interval '1 minute' where id = $1`, [
        id,
      ]);
      await jobs.drain();
    }
    const failed = (await jobs.failed()).find((f) => f.id === id);
    expect(failed).toMatchObject({ queue: 'mail.send', error: 'SMTP fora do ar' });
    expect(attempts).toBe(7); // the first try and six retries (MAIL_QUEUES['mail.send'].retryLimit, plugins/mail.ts)
    await jobs.stop();
  });

  it('workers poll and run jobs by themselves in a running portal', async () => {
    const jobs = await createJobs(database, { workers: true, pollingIntervalSeconds: 0.5, log: silent });
    const done = new Promise<unknown>((resolve) => jobs.handle('mail.send', async (data) => resolve(data)));
    await jobs.start();
    await jobs.send('mail.send', { n: 3 });
    expect(await done).toEqual({ n: 3 });
    await jobs.stop();
  });
});
