import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeCepProvider } from './fake-cep';

// Starts the real portal (API + built web app) once for all journeys, on a free loopback port with a fresh
// DATA_DIR (so an empty PGlite database, seeded with the demo logins), and stops it afterwards. It builds
// nothing: `npm run test:e2e` and .ci/run build apps/web/dist first.
// The server's output goes to test-results/e2e/server.log (failure screenshots sit beside it).
// E2E_DATABASE_URL runs the portal on PostgreSQL instead of PGlite; E2E_KEEP_DATA=1 keeps the DATA_DIR.
// The CEP lookup goes to a local fake ViaCEP (fake-cep.ts), started first and stopped last.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The portal's DATA_DIR: the mail outbox is DATA_DIR/outbox. */
    dataDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 150_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `portal exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${await tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `portal not healthy after ${HEALTH_TIMEOUT_MS / 1000} s (${last}):\n${await tail(logFile)}`,
  );
}

async function tail(file: string, lines = 40): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const index = join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(index))
    throw new Error(`${index} is missing: run \`npm run build\` first (npm run test:e2e does).`);

  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  // A snapshot of the build: a rebuild of apps/web/dist during the run cannot blank the pages.
  const webDist = join(dataDir, 'web');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('apps/web/dist changed while it was copied: run again');
  const port = await freePort();
  const cepProvider = await startFakeCepProvider();
  const baseURL = `http://127.0.0.1:${port}`;
  const resultsDir = join(repoRoot, 'test-results/e2e');
  await mkdir(resultsDir, { recursive: true });
  const logFile = join(resultsDir, 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    WEB_DIST: webDist,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Journeys sign in many times from one address; the limit itself is tested in the API's tests.
    AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? '100',
    CEP_PROVIDER_URL: cepProvider.urlTemplate,
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  // `node --import tsx` is `npx tsx` without the extra npm and tsx processes: SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const started = Date.now();
  try {
    await waitForHealth(`${baseURL}/api/health`, child, logFile);
  } catch (error) {
    await stop(child);
    await cepProvider.stop();
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `[e2e] portal healthy at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`,
  );

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop(child);
    await cepProvider.stop();
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] kept ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
}
