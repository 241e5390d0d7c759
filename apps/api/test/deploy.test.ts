import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The environment variables config.ts reads (its schema's keys), plus METRICS_PORT (platform/metrics). */
function configVariables(): Set<string> {
  const names = [...read('apps/api/src/config.ts').matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
  return new Set([...names, 'METRICS_PORT']);
}

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
};

describe('decision 132: the production files (compose.yaml, Dockerfile, nginx), linted without containers', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;
  const nodes = Object.entries(services).filter(([, s]) => s.build !== undefined);

  it('decision 132: compose runs two API nodes, PostgreSQL, MinIO and a proxy, each with a healthcheck', () => {
    expect(nodes.map(([n]) => n)).toEqual(['api1', 'api2']);
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.proxy?.image).toMatch(/^nginx:/);
    for (const name of ['postgres', 'minio', 'api1', 'api2', 'proxy']) {
      expect(services[name]?.healthcheck?.test, name).toBeDefined();
    }
    for (const [, s] of nodes) {
      expect(s.healthcheck!.test.join(' ')).toContain('/api/health/ready');
      expect(s.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(s.ports, 'a node is reached through the proxy only').toBeUndefined();
    }
    expect(services.proxy?.depends_on?.api1?.condition).toBe('service_healthy');
    expect(services.proxy?.ports).toEqual(['8080:80']);
  });

  it("decision 132: every variable the nodes get is one config.ts reads, and production's are all there", () => {
    const known = configVariables();
    for (const [name, s] of nodes) {
      const env = s.environment!;
      for (const key of Object.keys(env)) expect(known.has(key), `${name}: ${key}`).toBe(true);
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/portal:.*@postgres:5432\/portal$/);
      expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      expect(env.STORAGE_DRIVER).toBe('s3');
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      expect(env.S3_FORCE_PATH_STYLE).toBe('true');
      expect(env.TRUST_PROXY).toBe('true');
    }
  });

  it('decision 132: nginx balances over both nodes and keeps the metrics unpublished', () => {
    const conf = read('deploy/nginx.conf');
    const upstream = [...conf.matchAll(/^\s*server (\w+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstream).toEqual(['api1:3000', 'api2:3000']);
    expect(services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(conf).toMatch(/location = \/api\/metrics \{ return 404; \}/);
    expect(conf).toContain('proxy_set_header X-Forwarded-For');
    expect(conf).toMatch(/client_max_body_size 0;/);
  });

  it('decision 132: the Dockerfile follows the hadolint rules that apply, multi-stage and non-root', () => {
    const lines = read('Dockerfile')
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const froms = lines.filter((l) => l.startsWith('FROM '));
    expect(froms).toEqual(['FROM node:20-slim AS build', 'FROM node:20-slim AS runtime']); // DL3006/DL3007: tagged
    expect(lines.some((l) => l.startsWith('ADD '))).toBe(false); // DL3020: COPY, not ADD
    for (const l of lines.filter((x) => x.startsWith('WORKDIR '))) expect(l).toMatch(/^WORKDIR \//); // DL3000
    expect(lines.some((l) => /\bcd /.test(l))).toBe(false); // DL3003: WORKDIR, not cd
    expect(lines.some((l) => /\bsudo\b/.test(l))).toBe(false); // DL3004
    const runtime = lines.slice(lines.indexOf('FROM node:20-slim AS runtime'));
    expect(runtime.some((l) => l.startsWith('RUN npm ci --omit=dev'))).toBe(true);
    const user = runtime.findIndex((l) => l.startsWith('USER '));
    expect(runtime[user]).toBe('USER node'); // DL3002: the last USER is not root
    expect(runtime.findIndex((l) => l.startsWith('CMD '))).toBeGreaterThan(user);
    expect(runtime.find((l) => l.startsWith('CMD '))).toBe('CMD ["node", "apps/api/dist/main.js"]'); // exec form
    expect(runtime.find((l) => l.startsWith('HEALTHCHECK '))).toContain('/api/health/live');
    // Every COPY from the context names something that exists, and sources stay out of the runtime stage.
    for (const l of lines.filter((x) => x.startsWith('COPY ') && !x.includes('--from'))) {
      const parts = l.split(/\s+/).slice(1, -1);
      for (const p of parts) expect(() => readFileSync(path.join(root, p)), p).not.toThrow(/ENOENT/);
    }
    expect(runtime.filter((l) => l.startsWith('COPY ') && /src|scripts/.test(l))).toEqual([]);
    expect(read('.dockerignore')).toMatch(/^\*\*\/node_modules$/m);
  });
});

describe('decision 132: npm start serves a compiled build', () => {
  let built = false;
  // Built only when missing or older than its sources, by the rule `npm start` follows: a fresh clone (CI)
  // builds, a run after nothing changed reuses dist (a build takes most of this file's time).
  beforeAll(async () => {
    const { BUILDS, staleReason } = (await import(path.join(root, 'scripts/start.mjs'))) as {
      BUILDS: { name: string; stamp: string; inputs: string[] }[];
      staleReason(build: { stamp: string; inputs: string[] }): string | undefined;
    };
    const api = BUILDS.find((b) => b.name === 'api')!;
    if (staleReason(api) !== undefined) {
      const { buildApi } = (await import(path.join(root, 'scripts/build-api.mjs'))) as {
        buildApi(): Promise<number>;
      };
      await buildApi();
    }
    built = true;
  }, 120_000);

  it('decision 132: the compiled API imports only production dependencies (npm ci --omit=dev suffices)', () => {
    expect(built).toBe(true);
    const pkg = (file: string) => JSON.parse(read(file)) as { dependencies?: Record<string, string> };
    const allowed = new Set([
      ...Object.keys(pkg('apps/api/package.json').dependencies ?? {}),
      ...Object.keys(pkg('packages/domain/package.json').dependencies ?? {}),
    ]);
    const dist = path.join(root, 'apps/api/dist');
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(files.sort()).toEqual([
      'admin-create.js',
      'backup.js',
      'main.js',
      'photos-ingest.js',
      'restore.js',
    ]);
    const imported = new Set<string>();
    for (const f of files) {
      const code = readFileSync(path.join(dist, f), 'utf8');
      for (const m of code.matchAll(
        /(?:^import[^'"]*?from\s*|^import\s*|\bimport\(\s*)["']([^"'./][^"']*)["']/gm,
      )) {
        imported.add(m[1]!);
      }
    }
    const packages = [...imported]
      .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s))
      .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
    expect(packages.length).toBeGreaterThan(10);
    expect(packages.filter((p) => !allowed.has(p))).toEqual([]);
    expect(
      packages.some((p) => p.startsWith('@portal/')),
      'workspace code is compiled in',
    ).toBe(false);
    expect(readdirSync(path.join(dist, 'migrations'))).toContain('meta');
  });

  describe('decision 132: node apps/api/dist/main.js', () => {
    let child: ChildProcess;
    let log = '';
    const port = 3900 + Math.floor(Math.random() * 80);
    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
      const { DATABASE_URL: _u, TEST_DATABASE_URL: _t, ...env } = process.env;
      child = spawn(process.execPath, ['apps/api/dist/main.js'], {
        cwd: root,
        env: {
          ...env,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          PORT: String(port),
          METRICS_PORT: String(port + 100),
          WEB_DIST: '/nonexistent',
        },
      });
      child.stdout?.on('data', (d) => (log += d));
      child.stderr?.on('data', (d) => (log += d));
      for (let i = 0; i < 120; i++) {
        if (child.exitCode !== null) throw new Error(`exited:\n${log}`);
        const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`not ready after 60 s:\n${log}`);
    }, 90_000);
    afterAll(() => {
      child?.kill('SIGTERM');
    });

    it('decision 132: starts without TypeScript, migrates, seeds the demo and answers ready, live and metrics', async () => {
      expect(log).toContain('Dados de demonstração criados');
      const live = await fetch(`http://127.0.0.1:${port}/api/health/live`);
      expect(await live.json()).toEqual({ status: 'live' });
      const metrics = await fetch(`http://127.0.0.1:${port + 100}/metrics`).then((r) => r.text());
      expect(metrics).toContain(
        'portal_http_requests_total{method="GET",route="/api/health/ready",status="200"}',
      );
      expect(metrics).toContain('portal_jobs_waiting{queue="mail.send"}');
    });
  });

  it('decision 132: npm start rebuilds only when a build is missing or older than its sources', async () => {
    const { staleReason } = (await import(path.join(root, 'scripts/start.mjs'))) as {
      staleReason(build: { stamp: string; inputs: string[] }, base: string): string | undefined;
    };
    const base = mkdtempSync(path.join(tmpdir(), 'portal-stale-'));
    const build = { name: 'api', stamp: 'dist/BUILD', inputs: ['src'] };
    mkdirSync(path.join(base, 'src/deep'), { recursive: true });
    writeFileSync(path.join(base, 'src/deep/a.ts'), '');
    expect(staleReason(build, base)).toMatch(/missing/);
    mkdirSync(path.join(base, 'dist'));
    writeFileSync(path.join(base, 'dist/BUILD'), '');
    const t0 = Date.now() / 1000;
    utimesSync(path.join(base, 'src/deep/a.ts'), t0 - 60, t0 - 60);
    expect(staleReason(build, base)).toBeUndefined();
    // A test file edited after the build does not force one.
    writeFileSync(path.join(base, 'src/deep/a.test.ts'), '');
    utimesSync(path.join(base, 'src/deep/a.test.ts'), t0 + 60, t0 + 60);
    expect(staleReason(build, base)).toBeUndefined();
    utimesSync(path.join(base, 'src/deep/a.ts'), t0 + 60, t0 + 60);
    expect(staleReason(build, base)).toMatch(/newer/);
  });
});
