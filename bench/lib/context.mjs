// Shared services for benchmarks: free loopback ports, child servers with logs, the built web app, the
// running portal (PGlite or PostgreSQL) and PostgreSQL databases. Each service is
// started at most once per run and stopped by `close()`. Everything listens on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const outDir = join(repoRoot, 'bench/.out');

/** Chromium as on every machine of this kind (env machines/node.md): Debian's, headless, no background traffic. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEMO_STUDENT = { email: 'formando@demo.com.br', password: 'formando123' };

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForOk(url, child, { timeoutMs, logFile }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `process exited (${child.exitCode ?? child.signalCode}) before ${url} answered; see ${logFile}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error?.cause?.code ?? error);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last}); see ${logFile}`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Per-run state: one of these is handed to every benchmark. */
export function createContext({ log = console.log } = {}) {
  const cleanups = [];
  const memo = new Map();
  const once = (key, fn) => {
    if (!memo.has(key)) memo.set(key, fn());
    return memo.get(key);
  };

  const ctx = {
    repoRoot,
    outDir,
    log,
    onCleanup: (fn) => cleanups.push(fn),

    /** A fresh folder under bench/.out/tmp, removed at the end of the run. */
    async tempDir(prefix) {
      await mkdir(join(outDir, 'tmp'), { recursive: true });
      const dir = await mkdtemp(join(outDir, 'tmp', `${prefix}-`));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },

    /** Starts a child process that serves HTTP, waits for `healthPath` to answer 200; logs in bench/.out/logs. */
    async service({ name, args, env = {}, port, healthPath = '/', timeoutMs = 120_000 }) {
      await mkdir(join(outDir, 'logs'), { recursive: true });
      const logFile = join(outDir, 'logs', `${name}.log`);
      const logStream = createWriteStream(logFile);
      // `undefined` in `env` removes an inherited variable.
      const childEnv = Object.fromEntries(
        Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
      );
      const child = spawn(process.execPath, args, {
        cwd: repoRoot,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(logStream);
      child.stderr.pipe(logStream);
      const stop = async () => {
        await stopChild(child);
        logStream.end();
      };
      cleanups.push(stop);
      const url = `http://127.0.0.1:${port}`;
      const started = Date.now();
      await waitForOk(`${url}${healthPath}`, child, { timeoutMs, logFile });
      log(`  started ${name} at ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log ${logFile})`);
      return { url, pid: child.pid, stop, logFile };
    },

    /** apps/web/dist, built with `npm run build` when it is missing. */
    webDist: () =>
      once('webDist', async () => {
        const dist = join(repoRoot, 'apps/web/dist');
        if (!existsSync(join(dist, 'index.html'))) {
          log('  apps/web/dist is missing: npm run build');
          const r = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
          if (r.status !== 0) throw new Error('npm run build failed');
        }
        return dist;
      }),

    /** PostgreSQL admin URL from scripts/with-postgres.sh (run.mjs re-runs itself under it when needed). */
    postgresAdminUrl() {
      const admin = process.env.PG_TEST_ADMIN_URL;
      if (admin) return admin;
      const test = process.env.TEST_DATABASE_URL;
      if (!test) throw new Error('no PostgreSQL: run under scripts/with-postgres.sh (npm run bench does)');
      const url = new URL(test);
      url.pathname = '/postgres';
      return url.toString();
    },

    /** Creates (or recreates) database `name` on the benchmark's PostgreSQL and returns its URL. */
    async postgresDatabase(name) {
      const { default: pg } = await import('pg');
      const admin = ctx.postgresAdminUrl();
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return url.toString();
    },

    /**
     * The portal (`apps/api/src/main.ts`, serving apps/web/dist when built: call `webDist()` first when the
     * pages matter) on a fresh DATA_DIR, started once per driver: `pg` uses a fresh database `portal_bench` on the benchmark's PostgreSQL, `pglite` the embedded one.
     * `nodeArgs` go to node before the entry point (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
     * `instance` names a second portal of the same driver, on a database and DATA_DIR of its own.
     */
    portal: (driver = 'pg', { nodeArgs = [], instance = '' } = {}) =>
      once(`portal:${driver}${instance}`, async () => {
        const suffix = instance ? `-${instance}` : '';
        const port = await freePort();
        const dataDir = await ctx.tempDir(`portal-${driver}${suffix}`);
        // A snapshot of the build, so a rebuild of apps/web/dist during the run changes nothing.
        const webDist = join(dataDir, 'web');
        if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
          await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
        }
        const env = {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          WEB_DIST: webDist,
          // Request logging off on both sides of every comparison (the baselines log nothing either).
          LOG_LEVEL: 'warn',
          DATABASE_URL:
            driver === 'pg'
              ? await ctx.postgresDatabase(`portal_bench${suffix.replace('-', '_')}`)
              : undefined,
          // The demo logins are seeded outside production only; a Vite build in this process (the
          // baseline's) sets NODE_ENV=production, which the portal must not inherit.
          NODE_ENV: undefined,
          SEED_DEMO: 'true',
          // Load from one address and one user is the point here, not an attack (decision 32's limits).
          PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
          USER_RATE_LIMIT_PER_MINUTE: '100000000',
          AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        };
        const service = await ctx.service({
          name: `portal-${driver}${suffix}`,
          args: [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'],
          env,
          port,
          healthPath: '/api/health',
          timeoutMs: 180_000,
        });
        return { ...service, dataDir, databaseUrl: env.DATABASE_URL };
      }),

    /** Signs in through POST /api/auth and returns { token, user }. */
    async signIn(baseUrl, { email, password } = DEMO_STUDENT) {
      const res = await fetch(`${baseUrl}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${await res.text()}`);
      return res.json();
    },

    memo: once,

    async close() {
      for (const fn of cleanups.reverse()) {
        try {
          await fn();
        } catch (error) {
          log(`  cleanup failed: ${error}`);
        }
      }
      cleanups.length = 0;
    },
  };
  return ctx;
}
