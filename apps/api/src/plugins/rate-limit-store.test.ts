import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { sharedRateLimitStore } from './rate-limit-store';

type Count = { current: number; ttl: number };
const MINUTE = 60_000;
const GATHER = 20;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.query('delete from rate_limit_hits', []);
});

/** A node's store, counting the statements it sends; `failing` makes them fail as a lost database would. */
function node() {
  const seen = { statements: 0, failing: false };
  const query: Database['query'] = (text, params) => {
    seen.statements += 1;
    if (seen.failing) return Promise.reject(new Error('connection terminated'));
    return database.query(text, params);
  };
  const Store = sharedRateLimitStore({ query }, Date.now, GATHER);
  return { store: new Store({ global: true }), seen };
}

const incr = (
  store: { incr: (key: string, cb: (err: Error | null, res?: Count) => void, w: number, m: number) => void },
  key: string,
  max: number,
) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(
      key,
      (err: Error | null, res?: Count) => (err ? reject(err) : resolve(res as Count)),
      MINUTE,
      max,
    ),
  );
const shared = async (key: string) =>
  Number(
    (
      (await database.query('select hits from rate_limit_hits where key = $1', [`all|${key}`])).rows[0] as
        | { hits: number }
        | undefined
    )?.hits ?? 0,
  );
const settle = () => new Promise((r) => setTimeout(r, GATHER * 5));

describe('decision 148: the per-call limit is gathered per node and added to the shared count together', () => {
  it('decision 148: below a tenth of the limit a call sends no statement; the gathered calls go in one', async () => {
    const { store, seen } = node();
    const counts = [];
    for (let i = 0; i < 5; i++) counts.push((await incr(store, 'user:1', 600)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(seen.statements).toBe(0);
    await settle();
    expect(seen.statements).toBe(1);
    expect(await shared('user:1')).toBe(5);
  });

  it('decision 128: one limit across two nodes (the 9th call of 8 a minute is refused on either)', async () => {
    const a = node();
    const b = node();
    const counts = [];
    for (let i = 0; i < 10; i++) counts.push((await incr(i % 2 ? b.store : a.store, 'user:2', 8)).current);
    expect(counts.filter((n) => n > 8)).toHaveLength(2);
    expect(counts.slice(8).every((n) => n > 8)).toBe(true);
  });

  it('decision 148: two nodes flooded at once let through at most the limit and a tenth more', async () => {
    const a = node();
    const b = node();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => incr(i % 2 ? b.store : a.store, 'ip:10.0.0.9', 100)),
    );
    const passed = answers.filter((c) => c.current <= 100).length;
    expect(passed).toBeGreaterThanOrEqual(100);
    expect(passed).toBeLessThanOrEqual(110);
    await settle();
    expect(await shared('ip:10.0.0.9')).toBe(200);
  });

  it('decision 148: calls gathered while the database is away are added once it is back', async () => {
    const { store, seen } = node();
    seen.failing = true;
    for (let i = 0; i < 3; i++) await incr(store, 'user:3', 600);
    await settle();
    expect(seen.statements).toBeGreaterThan(0);
    seen.failing = false;
    await incr(store, 'user:3', 600);
    await settle();
    expect(await shared('user:3')).toBe(4);
  });

  it('decision 128: a route with a limit of its own counts every call in the shared table before answering', async () => {
    const { store, seen } = node();
    const signIn = store.child({ routeInfo: { method: 'POST', url: '/api/auth' } });
    const first = await incr(signIn, 'ip:10.0.0.7', 1000);
    expect(first.current).toBe(1);
    expect(seen.statements).toBe(1);
  });
});
