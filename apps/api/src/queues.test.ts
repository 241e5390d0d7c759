import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helpers';
import type { Database } from './db/client';
import { createJobs } from './platform/jobs/jobs';
import { QUEUES } from './queues';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('decision 112: queues are declared beside their handlers and collected by the composition root', () => {
  it('every declared queue is installed with its retry policy, and only those', async () => {
    const { rows } = await database.query(
      `select name, retry_limit, retry_delay, retry_backoff, expire_seconds from pgboss.queue order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(Object.keys(QUEUES).sort());
    for (const r of rows) {
      expect(QUEUES[r.name as string]).toEqual({
        retryLimit: r.retry_limit,
        retryDelay: r.retry_delay,
        retryBackoff: r.retry_backoff,
        expireInSeconds: r.expire_seconds,
      });
    }
  });

  it('the mail, reminders, photo derivative and payment notification queues are among them', () => {
    expect(Object.keys(QUEUES)).toEqual(
      expect.arrayContaining(['mail.send', 'payments.notification', 'photos.derive', 'reminders.daily']),
    );
  });

  it('a queue nobody declared takes no job', async () => {
    const jobs = await createJobs(database, { workers: false, log: { error() {} } });
    try {
      await expect(jobs.send('nobody.declared', {})).rejects.toThrow();
    } finally {
      await jobs.stop();
    }
  });
});
