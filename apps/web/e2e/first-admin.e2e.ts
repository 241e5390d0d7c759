import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authMessages, staffMessages } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { describe, expect, test } from './fixtures';
import { resetLink, waitForMail } from './outbox';
import { resetPage, signInPage, visibleText, waitForPath } from './pages';

// Decisions 114 and 115: a fresh install (SEED_DEMO=false, no administrator) gets its first administrator
// through the start log's one-time link, invites a second by e-mail, and removes them: their open session
// ends on its next call. The shared portal of global-setup.ts holds the demo, so this journey starts its own
// on an empty DATA_DIR, serving the same snapshot of the build.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const FIRST = {
  name: 'Paula Produtora',
  email: 'paula@produtora.e2e.test',
  password: 'cavalo-bateria-grampo',
};
const SECOND = { name: 'Bruno Caixa', email: 'bruno@produtora.e2e.test', password: 'grampo-cavalo-bateria' };

let server: ChildProcess;
let origin: string;
let dataDir: string;
let setupPath: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the portal on an empty database and answers the setup link its start log prints. */
function startFreshPortal(port: number, webDist: string): Promise<string> {
  // PGlite on the empty DATA_DIR, whatever the shared portal runs on.
  const { DATABASE_URL: _pg, SEED_DEMO: _seed, ...inherited } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link after 150 s:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const link = output.match(/https?:\/\/\S+?(\/configuracao-inicial\/[\w-]+)/);
      if (link) {
        clearTimeout(timer);
        resolve(link[1]!);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`portal exited (${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  const shared = inject('dataDir');
  const webDist = join(shared, 'web');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`${webDist} is missing`);
  dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-first-admin-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  setupPath = await startFreshPortal(port, webDist);
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context.newPage();
}

const staffRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Administradores' }).getByRole('row').filter({ hasText: name });

describe('decisions 114, 115: a fresh install gets its first administrator and its staff', () => {
  test('decision 114: the setup link creates the first administrator; decision 115: an invited one is removed and their session ends', async ({
    browser,
  }) => {
    // The first administrator, through the start log's link, with no database access.
    const first = await newPage(browser);
    await first.goto(setupPath);
    await first.getByRole('heading', { name: 'Configuração inicial' }).waitFor();
    await first.getByLabel('Seu nome', { exact: true }).fill(FIRST.name);
    await first.getByLabel('E-mail', { exact: true }).fill(FIRST.email);
    await first.getByLabel('Senha', { exact: true }).fill(FIRST.password);
    await first.getByRole('button', { name: 'Criar administrador' }).click();
    await waitForPath(first, '/admin/equipe', 30_000);
    await staffRow(first, FIRST.name).waitFor();
    expect(await staffRow(first, FIRST.name).textContent()).toMatch(/você.*Ativo/);

    // The link worked once.
    const again = await newPage(browser);
    await again.goto(setupPath);
    await visibleText(again, staffMessages.setupInvalid).waitFor();
    await again.context().close();

    // A second administrator, invited by e-mail.
    const since = Date.now();
    const form = first.getByRole('form', { name: 'Convidar administrador' });
    await form.getByLabel('Nome', { exact: true }).fill(SECOND.name);
    await form.getByLabel('E-mail', { exact: true }).fill(SECOND.email);
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await visibleText(first, staffMessages.invited(SECOND.email)).waitFor();
    await staffRow(first, SECOND.name).filter({ hasText: 'Convite enviado' }).waitFor();

    const mail = await waitForMail(dataDir, { to: SECOND.email, since, match: /convidou você/ });
    const second = await newPage(browser);
    await second.goto(resetLink(mail).pathname);
    const reset = resetPage(second);
    await reset.email.fill(SECOND.email);
    await reset.password.fill(SECOND.password);
    await reset.submit.click();
    await visibleText(second, authMessages.resetDone).waitFor();
    await second.goto('/signin');
    const signIn = signInPage(second);
    await signIn.email.fill(SECOND.email);
    await signIn.password.fill(SECOND.password);
    await signIn.submit.click();
    await waitForPath(second, (p) => !p.startsWith('/signin'));
    await second.goto('/admin/equipe');
    await staffRow(second, SECOND.name).filter({ hasText: 'Ativo' }).waitFor();

    // Removed by the first, in the app's dialog.
    await first.reload();
    await first.getByRole('button', { name: `Remover ${SECOND.name}` }).click();
    const dialog = first.getByRole('dialog', { name: 'Remover da equipe?' });
    await dialog.getByRole('button', { name: 'Remover acesso' }).click();
    await visibleText(first, staffMessages.removed).waitFor();
    await staffRow(first, SECOND.name).waitFor({ state: 'detached' });

    // The second's open session ends on its next call: back to /signin, and the account no longer enters.
    await second
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Formaturas' })
      .click();
    await waitForPath(second, (p) => p.startsWith('/signin'), 20_000);
    await signIn.email.fill(SECOND.email);
    await signIn.password.fill(SECOND.password);
    await signIn.submit.click();
    await visibleText(second, authMessages.signInNotFound).waitFor();
  });
});
