import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

// Decision 114: a portal of its own on an empty DATA_DIR with SEED_DEMO=false, serving the shared run's
// snapshot of the build, for the journeys that start from a fresh install. It resolves with the one-time
// setup link its start log prints while no administrator exists.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface FreshPortal {
  origin: string;
  dataDir: string;
  /** The path of the start log's '/configuracao-inicial/<token>' link. */
  setupPath: string;
  stop: () => Promise<void>;
}

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

/** Starts the portal on an empty database; `env` adds settings (e.g. the fake CEP provider's address). */
export async function startFreshPortal(prefix: string, env: NodeJS.ProcessEnv = {}): Promise<FreshPortal> {
  const webDist = join(inject('dataDir'), 'web');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`${webDist} is missing`);
  const dataDir = await mkdtemp(join(tmpdir(), `portal-e2e-${prefix}-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // PGlite on the empty DATA_DIR, whatever the shared portal runs on.
  const { DATABASE_URL: _pg, SEED_DEMO: _seed, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
        server.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        server.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    const setupPath = await new Promise<string>((resolve, reject) => {
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
    return { origin, dataDir, setupPath, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A page of its own browser context on `origin`, in pt-BR and Brasília's time. */
export async function newPageOn(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context.newPage();
}
