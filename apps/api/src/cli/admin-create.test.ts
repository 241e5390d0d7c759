import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { staffMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/helpers';
import { type Database, openDatabase } from '../db/client';
import { auditLog, setupTokens, users } from '../db/schema/index';
import { verifyPassword } from '../lib/passwords';
import { createAdminFromCli, disableDemoAccounts, issueSetupLink } from '../modules/staff';
import { installQueues } from '../queues';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '../../../..');
const CLI = path.join(import.meta.dirname, 'admin-create.ts');
const MAIN = path.join(import.meta.dirname, '../main.ts');

let dataDir: string;
/** Runs a script on the PGlite folder above (even where the suite runs against PostgreSQL), with no terminal. */
const node = (script: string, args: string[], env: Record<string, string> = {}) => {
  const { DATABASE_URL: _pg, SEED_DEMO: _seed, ...rest } = process.env;
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...rest, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
  });
};
async function withFolder<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await installQueues(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-admin-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('decision 114: npm run admin:create', { timeout: 120_000 }, () => {
  it('decision 114: without a terminal it generates a password, prints it once, and audits a CLI action', async () => {
    await withFolder(async (db) => {
      await issueSetupLink(db, 'http://portal.test');
    });
    const { stdout } = await node(CLI, ['--email', 'Chefe@Produtora.com.br', '--name', 'Chefe da Produtora']);
    expect(stdout).toContain('Administrador criado: Chefe da Produtora <chefe@produtora.com.br>.');
    const password = stdout.match(/Senha \(mostrada só agora; guarde-a\): (\S+)/)?.[1];
    expect(password).toBeDefined();
    await withFolder(async (db) => {
      const [admin] = await db.select().from(users).where(eq(users.email, 'chefe@produtora.com.br'));
      expect(admin).toMatchObject({ role: 'admin', disabledAt: null });
      expect(admin!.emailConfirmedAt).not.toBeNull();
      expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.userId, admin!.id));
      expect(audit).toMatchObject({ action: 'CLI admin:create' });
      expect(audit!.detail).toMatchObject({ change: 'first-admin', via: 'cli' });
      // The setup link died with it.
      expect(await db.select().from(setupTokens)).toEqual([]);
    });
  });

  it('decision 114: without a terminal and without --name it asks for the flags and creates nothing', async () => {
    const failed = await node(CLI, ['--email', 'x@produtora.com.br']).catch((e) => e);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('Informe --email e --name');
  });

  it('decision 114: the same e-mail twice is refused in pt-BR', async () => {
    const failed = await node(CLI, ['--email', 'chefe@produtora.com.br', '--name', 'De novo']).catch(
      (e) => e,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(staffMessages.alreadyAdmin);
  });
});

describe('decision 114: the command’s rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('decision 114: a weak password is refused with the pt-BR text and nothing is created', async () => {
    for (const password of ['curta', 'admin12345', '1234567890ab', 'joana.silva!!']) {
      await expect(
        createAdminFromCli(
          database.db,
          { email: 'joana.silva@produtora.com.br', name: 'Joana Silva', password },
          'op',
        ),
      ).rejects.toThrow(staffMessages.weakPassword);
    }
    expect(
      await database.db.select().from(users).where(eq(users.email, 'joana.silva@produtora.com.br')),
    ).toEqual([]);
  });

  it('decision 114: --remover-demo closes the demo logins but never the last administrator', async () => {
    const demoAdmin = await createUser(database.db, { role: 'admin', email: 'admin@demo.com.br' });
    const demoStudent = await createUser(database.db, { email: 'formando@demo.com.br' });
    const emails = ['admin@demo.com.br', 'formando@demo.com.br'];
    await expect(disableDemoAccounts(database.db, emails, 'op')).rejects.toThrow(staffMessages.lastAdmin);
    await createAdminFromCli(
      database.db,
      { email: 'dona@produtora.com.br', name: 'Dona', password: 'cavalo-bateria-grampo' },
      'op',
    );
    expect((await disableDemoAccounts(database.db, emails, 'op')).sort()).toEqual(emails.sort());
    for (const id of [demoAdmin.id, demoStudent.id]) {
      const [row] = await database.db.select().from(users).where(eq(users.id, id));
      expect(row!.disabledAt).not.toBeNull();
      expect(row!.role).toBe('student');
    }
    expect(await disableDemoAccounts(database.db, emails, 'op')).toEqual([]);
  });
});

describe('decision 114: a production start', { timeout: 120_000 }, () => {
  it('decision 114: main.ts refuses to start while the demo accounts can sign in, and says how to remove them', async () => {
    await withFolder(async (db) => {
      await createUser(db, { role: 'student', email: 'formando@demo.com.br' });
    });
    const failed = await node(MAIN, [], {
      NODE_ENV: 'production',
      PORT: '39123',
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-test-webhook-secret-12',
    }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('acessos de demonstração');
    expect(failed.stderr).toContain('formando@demo.com.br');
    expect(failed.stderr).toContain('npm run admin:create -- --remover-demo');
  });
});
