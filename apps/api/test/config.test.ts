import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { NOTIFICATION_CONCURRENCY } from '../src/modules/finance';
import { poolSizeFor, REQUEST_CONNECTIONS } from '../src/queues';

const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-1234', DATA_DIR: '/tmp/portal-config-test' };

describe('decision 36: the demo is seeded only where a person is trying the portal', () => {
  it.each([
    ['development', undefined, true],
    ['test', undefined, true],
    ['production', undefined, false],
    ['development', 'false', false],
    ['production', 'false', false],
    ['development', 'true', true],
  ] as const)('decision 36: NODE_ENV=%s with SEED_DEMO=%s seeds the demo: %s', (env, seed, expected) => {
    const config = loadConfig({ ...base, NODE_ENV: env, ...(seed ? { SEED_DEMO: seed } : {}) });
    expect(config.seedDemo).toBe(expected);
  });

  it('decision 36: SEED_DEMO=true with NODE_ENV=production is refused at start with a clear message', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO=true is refused with NODE_ENV=production/,
    );
  });

  it('decision 32: the rate limits of public and signed-in callers have generous defaults', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.publicRateLimitPerMinute).toBe(300);
    expect(config.userRateLimitPerMinute).toBe(600);
  });
});

describe("decision 149: a node's pool has room for the requests beside every job slot", () => {
  it('decision 149: unset, the pool is the requests’ 10 plus the notifications’ and two per photo worker', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', PHOTO_WORKERS: '4' });
    expect(config.databasePoolSize).toBeUndefined();
    expect(poolSizeFor(config.photoWorkers)).toBe(REQUEST_CONNECTIONS + NOTIFICATION_CONCURRENCY + 8);
  });

  it('decision 149: DATABASE_POOL_SIZE sets it; fewer than 2 connections is refused', () => {
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
