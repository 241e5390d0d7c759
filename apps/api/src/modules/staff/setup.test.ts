import { staffMessages } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, createUser } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, setupTokens, users } from '../../db/schema/index';
import { demoRefusal, firstRun, issueSetupLink } from './index';

const STRONG = 'cavalo-bateria-grampo';
const first = { name: 'Paula Produtora', email: 'paula@produtora.com.br', password: STRONG };
const invalid = { error: staffMessages.setupInvalid, type: 'NOT_FOUND' };

let t: TestContext | undefined;
/** Each test starts on a database with no administrator. */
async function fresh(): Promise<TestContext> {
  await t?.close();
  t = await createTestApp();
  return t;
}
afterAll(() => t?.close());

/** The link's path under /api, from the URL the start log prints. */
async function issuedPath(ctx: TestContext): Promise<string> {
  const link = await issueSetupLink(ctx.db, 'http://portal.test');
  if (link.kind !== 'issued') throw new Error(`no link: ${link.kind}`);
  expect(link.url).toMatch(/^http:\/\/portal\.test\/configuracao-inicial\/[\w-]{43}$/);
  return new URL(link.url).pathname;
}

describe('decision 114: the one-time setup link', () => {
  beforeEach(async () => {
    await fresh();
  });

  it('decision 114: the link creates the first administrator, signs them in, is audited, and works once', async () => {
    const ctx = t!;
    const path = await issuedPath(ctx);
    expect((await apiCall(ctx.app, 'GET', path)).statusCode).toBe(200);
    // Only its hash is stored.
    const [row] = await ctx.db.select().from(setupTokens);
    expect(path).not.toContain(row!.tokenHash);

    const res = await apiCall(ctx.app, 'POST', path, undefined, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', email: first.email, emailConfirmed: true });
    expect((await apiCall(ctx.app, 'GET', '/admin/equipe', res.json().token)).statusCode).toBe(200);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, first.email));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.userId, admin!.id));
    expect(audit?.detail).toMatchObject({ change: 'first-admin', via: 'setup-link' });

    for (const method of ['GET', 'POST'] as const) {
      const again = await apiCall(
        ctx.app,
        method,
        path,
        undefined,
        method === 'POST' ? { ...first, email: 'b@b.com.br' } : undefined,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(invalid);
    }
    // With an administrator, no new link is issued at the next start.
    expect((await issueSetupLink(ctx.db, 'http://portal.test')).kind).toBe('none');
  });

  it('decision 114: the link dies once an administrator exists by another path', async () => {
    const ctx = t!;
    const path = await issuedPath(ctx);
    await createUser(ctx.db, { role: 'admin' });
    expect((await apiCall(ctx.app, 'GET', path)).json()).toEqual(invalid);
    const res = await apiCall(ctx.app, 'POST', path, undefined, first);
    expect(res.statusCode).toBe(404);
    expect(await ctx.db.select().from(users).where(eq(users.email, first.email))).toEqual([]);
  });

  it('decision 114: a weak password is refused in pt-BR and the link still works', async () => {
    const ctx = t!;
    const path = await issuedPath(ctx);
    for (const password of ['curta', 'admin12345', 'paula@produtora2026', 'aaaaaaaaaaaa']) {
      const res = await apiCall(ctx.app, 'POST', path, undefined, { ...first, password });
      expect({ password, status: res.statusCode, body: res.json() }).toEqual({
        password,
        status: 400,
        body: { error: staffMessages.weakPassword, type: 'INVALID' },
      });
    }
    expect((await apiCall(ctx.app, 'GET', path)).statusCode).toBe(200);
  });

  it('decision 114: a wrong or expired token is refused', async () => {
    const ctx = t!;
    const path = await issuedPath(ctx);
    expect((await apiCall(ctx.app, 'GET', `${path}x`)).json()).toEqual(invalid);
    await ctx.db.update(setupTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await apiCall(ctx.app, 'POST', path, undefined, first)).statusCode).toBe(404);
  });

  it('decision 114: two nodes starting at once issue one link; a later restart replaces it', async () => {
    const ctx = t!;
    const both = await Promise.all([
      issueSetupLink(ctx.db, 'http://portal.test'),
      issueSetupLink(ctx.db, 'http://portal.test'),
    ]);
    expect(both.map((l) => l.kind).sort()).toEqual(['elsewhere', 'issued']);
    const issued = both.find((l) => l.kind === 'issued')!;
    const oldPath = issued.kind === 'issued' ? new URL(issued.url).pathname : '';
    expect((await apiCall(ctx.app, 'GET', oldPath)).statusCode).toBe(200);

    // A restart a minute later: a fresh link, and the printed one dies.
    await ctx.db.update(setupTokens).set({ issuedAt: sql`now() - interval '1 minute'` });
    const newPath = await issuedPath(ctx);
    expect((await apiCall(ctx.app, 'GET', oldPath)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', newPath)).statusCode).toBe(200);
  });

  it('decision 114: two uses of the link at once make one administrator', async () => {
    const ctx = t!;
    const path = await issuedPath(ctx);
    const answers = await Promise.all([
      apiCall(ctx.app, 'POST', path, undefined, first),
      apiCall(ctx.app, 'POST', path, undefined, { ...first, email: 'outra@produtora.com.br' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await ctx.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });
});

describe('decision 114: the start (main.ts first run)', () => {
  const demoEmails = ['admin@demo.com.br', 'formando@demo.com.br'];

  it('decision 114: a production start refuses a database that still opens with the demo logins', async () => {
    const ctx = await fresh();
    await createUser(ctx.db, { role: 'admin', email: 'admin@demo.com.br' });
    const run = firstRun(ctx.db, { production: true, publicUrl: 'http://portal.test', demoEmails });
    await expect(run).rejects.toThrow(demoRefusal(['admin@demo.com.br']));
    await expect(run).rejects.toThrow(/npm run admin:create -- --remover-demo/);
    // Outside production the demo is the point: the start goes on.
    expect(
      await firstRun(ctx.db, { production: false, publicUrl: 'http://portal.test', demoEmails }),
    ).toEqual([]);
  });

  it('decision 114: a fresh production start prints the setup link and the command', async () => {
    const ctx = await fresh();
    const lines = await firstRun(ctx.db, { production: true, publicUrl: 'http://portal.test', demoEmails });
    expect(lines.join('\n')).toMatch(/http:\/\/portal\.test\/configuracao-inicial\/\S+/);
    expect(lines.join('\n')).toContain('npm run admin:create');
  });
});
