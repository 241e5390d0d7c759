import { globalMessages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { freeSpaceFloor } from '../src/plugins/disk-guard';
import { createTestApp } from './helpers';

const GiB = 1024 ** 3;

describe('the free-space floor (DESIGN §9: PGlite freezes on a full disk)', () => {
  it('is 1 GiB on small volumes and 5 % on large ones', () => {
    expect(freeSpaceFloor(10 * GiB)).toBe(GiB);
    expect(freeSpaceFloor(100 * GiB)).toBe(5 * GiB);
  });

  it('refuses writes with 507 below the floor, and still answers reads', async () => {
    let free = 0.5 * GiB;
    const t = await createTestApp({}, { diskSpace: async () => ({ free, total: 10 * GiB }) });
    try {
      const write = await t.app.inject({ method: 'POST', url: '/api/forgot', payload: { email: 'a@b.com' } });
      expect(write.statusCode).toBe(507);
      expect(write.json()).toEqual({ error: globalMessages.diskFull, type: 'LIMIT' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      free = 5 * GiB;
      // The reading is cached for a few seconds: a fresh app sees the space come back.
    } finally {
      await t.close();
    }
    const ok = await createTestApp({}, { diskSpace: async () => ({ free, total: 10 * GiB }) });
    try {
      const write = await ok.app.inject({
        method: 'POST',
        url: '/api/forgot',
        payload: { email: 'a@b.com' },
      });
      expect(write.statusCode).toBe(200);
    } finally {
      await ok.close();
    }
  });
});
