import { globalMessages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { freeSpaceFloor } from '../src/plugins/disk-guard';
import { bearer, createUser, PASSWORD, signedInStudent } from './factories';
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

  it('decision 35: below the floor sign-in still works and only what grows the disk is refused', async () => {
    const t = await createTestApp({}, { diskSpace: async () => ({ free: 0.5 * GiB, total: 10 * GiB }) });
    try {
      const admin = await createUser(t.db, { role: 'admin' });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: admin.email, password: PASSWORD },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const token = signIn.json().token as string;
      // Leaving the acting mode only re-issues a session: allowed.
      const stop = await t.app.inject({ method: 'DELETE', url: '/api/admin/agir', headers: bearer(token) });
      expect(stop.statusCode, stop.body).toBe(200);
      // A new account grows the users table: refused.
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Nova Pessoa', email: 'nova@teste.com.br', password: PASSWORD },
      });
      expect(register.statusCode).toBe(507);
      expect(register.json()).toEqual({ error: globalMessages.diskFull, type: 'LIMIT' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('decision 158: decided per route: reads never ask the disk, a refused write still carries the security headers', async () => {
    let asked = 0;
    const space = async () => {
      asked += 1;
      return { free: 0.5 * GiB, total: 10 * GiB };
    };
    const t = await createTestApp({}, { diskSpace: space });
    try {
      const { token } = await signedInStudent(t.app, t.db);
      const read = await t.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: bearer(token) });
      expect(read.statusCode).toBe(200);
      expect(asked).toBe(0);
      const write = await t.app.inject({ method: 'POST', url: '/api/forgot', payload: { email: 'a@b.com' } });
      expect(write.statusCode).toBe(507);
      expect(asked).toBe(1);
      expect(write.headers['x-content-type-options']).toBe('nosniff');
      expect(write.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await t.close();
    }
  });
});
