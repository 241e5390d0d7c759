// (e) Decision 84: an album page of 50 from an event of 5,000 photos, signed in as the demo student, against a
// bare Fastify route running the same SQL straight on the driver (bench/lib/bare-album-server.mjs; the SQL
// captured from the repositories by bench/lib/capture-album-sql.ts). On PostgreSQL: ≥ 70 % of the bare
// route's throughput and p99 ≤ 1.5× the bare route's in the same run (decision 135); on PGlite: ≥ 70 % of the same bare route on a
// raw PGlite holding a copy of the same data; and page 100 at least 90 % of page 1 (it costs the same).
// Method as 31-finance: autocannon, BENCH_CONNECTIONS (50), BENCH_DURATION s per round, paired rounds
// (bench/lib/paired.mjs, decision 135: a warm-up, BENCH_ROUNDS interleaved, medians judged, min and max shown); load and servers share the machine's cores, so beside req/s each server's
// own CPU per answer (from /proc) is printed, which the rest of the machine disturbs less (decision 84).
// BENCH_CPU_PROF=DIR writes the portal's CPU profile there (node --cpu-prof) to find where the time goes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from './lib/context.mjs';
import { pairedFigure, pairedRounds } from './lib/paired.mjs';

export const meta = {
  id: 'album',
  title:
    'GET /api/eventos/album/:id (50 of 5,000) on PostgreSQL and PGlite vs bare routes; page 100 vs page 1',
  needs: ['postgres'],
  timeoutMs: 900_000,
};

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGE = 50;
const CLOCK_TICKS = 100;

/** CPU time (µs, user + system, every thread) a process has used; null where /proc is not there. */
function cpuMicros(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

async function load(target, duration) {
  const { default: autocannon } = await import('autocannon');
  const before = cpuMicros(target.pid);
  // A generous timeout: on a loaded machine PGlite's queue at 50 connections can pass 10 s; a run that
  // times out tells nothing, a slow answer is in the p99.
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration,
    timeout: 30,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const after = cpuMicros(target.pid);
  const cpu = before === null || after === null ? Number.NaN : (after - before) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpu };
}

function tsx(ctx, script, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** A portal on a prepared DATA_DIR (the fixture), and the bare route on the same data. */
async function setUp(ctx, driver, captured) {
  const dataDir = await ctx.tempDir(`album-${driver}`);
  const databaseUrl = driver === 'pg' ? await ctx.postgresDatabase('portal_album') : undefined;
  const fixture = tsx(ctx, 'bench/lib/album-fixture.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    NODE_ENV: 'development',
  });
  let pgliteCopy;
  if (driver === 'pglite') {
    pgliteCopy = join(await ctx.tempDir('album-bare-pglite'), 'pglite');
    await cp(join(dataDir, 'pglite'), pgliteCopy, { recursive: true });
  }
  const port = await freePort();
  const portal = await ctx.service({
    name: `portal-album-${driver}`,
    args: [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'apps/api/src/main.ts',
    ],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      NODE_ENV: undefined,
      SEED_DEMO: 'true',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    port,
    healthPath: '/api/health',
    timeoutMs: 180_000,
  });
  const barePort = await freePort();
  const bare = await ctx.service({
    name: `bare-album-${driver}`,
    args: ['bench/lib/bare-album-server.mjs'],
    env: {
      PORT: String(barePort),
      QUERIES: JSON.stringify(captured),
      STUDENT_ID: String(fixture.studentId),
      EVENT_ID: String(fixture.eventId),
      ...(driver === 'pg' ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteCopy }),
    },
    port: barePort,
    healthPath: '/api/health',
  });
  const { token } = await ctx.signIn(portal.url);
  return { portal, bare, token, eventId: fixture.eventId };
}

async function measure(ctx, driver, captured) {
  const { portal, bare, token, eventId } = await setUp(ctx, driver, captured);
  const auth = { authorization: `Bearer ${token}` };
  const path = (page) => `/api/eventos/album/${eventId}?pagina=${page}&porPagina=${PAGE}`;
  const targets = {
    bare: { url: `${bare.url}${path(1)}`, headers: {}, pid: bare.pid },
    page1: { url: `${portal.url}${path(1)}`, headers: auth, pid: portal.pid },
    page100: { url: `${portal.url}${path(100)}`, headers: auth, pid: portal.pid },
  };
  for (const [name, t] of Object.entries(targets)) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.json();
    if (!res.ok || body.length !== PAGE)
      throw new Error(`${driver} ${name}: HTTP ${res.status}, ${JSON.stringify(body).slice(0, 200)}`);
    ctx.log(`  ${driver} ${name} answers ${body.length} photos of ${res.headers.get('x-total-count')}`);
  }
  const side = (t) => (round) => load(t, round < 0 ? 3 : DURATION);
  const paired = await pairedRounds({
    portal: side(targets.page1),
    baseline: side(targets.bare),
    others: { page100: side(targets.page100) },
    log: (line) => ctx.log(line.replace(/^ {2}/, `  ${driver} `)),
    describe: (_name, res) =>
      `${Math.round(res.rps)} req/s, p99 ${res.p99} ms, ${Math.round(res.cpu)} µs CPU/answer`,
  });
  const rounds = { page1: paired.portal, bare: paired.baseline, page100: paired.page100 };
  await portal.stop();
  await bare.stop();
  return rounds;
}

export async function run(ctx) {
  const captured = tsx(ctx, 'bench/lib/capture-album-sql.ts', {});
  const pg = await measure(ctx, 'pg', captured);
  const lite = await measure(ctx, 'pglite', captured);
  const label = (driver) => `bare Fastify route, same SQL on raw ${driver}, no auth`;
  const bareRow = (rounds, of, figure) => pairedFigure(rounds.page1, rounds.bare, { of, ...figure });
  const pageRow = (rounds, of, figure) =>
    pairedFigure(rounds.page100, rounds.page1, { of, baselineLabel: 'page 1 of the same album', ...figure });
  return [
    bareRow(pg, 'rps', {
      metric: `album page of ${PAGE} (5,000 photos) on PostgreSQL, req/s (c=${CONNECTIONS})`,
      unit: 'req/s',
      digits: 0,
      baselineLabel: label('pg'),
      goal: { ratio: { min: 0.7 } },
    }),
    bareRow(pg, 'p99', {
      metric: 'album page on PostgreSQL, p99 latency',
      unit: 'ms',
      digits: 0,
      baselineLabel: label('pg'),
      // Decision 135: a ratio to the bare route's p99 in the same run, not an absolute 50 ms.
      goal: { ratio: { max: 1.5 } },
    }),
    bareRow(pg, 'cpu', {
      metric: 'album page on PostgreSQL, node CPU per answer',
      unit: 'µs',
      digits: 0,
      baselineLabel: label('pg'),
    }),
    pageRow(pg, 'rps', {
      metric: 'album page 100 vs page 1 on PostgreSQL, req/s',
      unit: 'req/s',
      digits: 0,
      goal: { ratio: { min: 0.9 } },
    }),
    bareRow(lite, 'rps', {
      metric: `album page of ${PAGE} (5,000 photos) on PGlite, req/s (c=${CONNECTIONS})`,
      unit: 'req/s',
      digits: 0,
      baselineLabel: label('PGlite'),
      goal: { ratio: { min: 0.7 } },
    }),
    bareRow(lite, 'cpu', {
      metric: 'album page on PGlite, process CPU per answer (PGlite inside)',
      unit: 'µs',
      digits: 0,
      baselineLabel: label('PGlite'),
    }),
    pageRow(lite, 'rps', {
      metric: 'album page 100 vs page 1 on PGlite, req/s',
      unit: 'req/s',
      digits: 0,
      goal: { ratio: { min: 0.9 } },
    }),
    pageRow(lite, 'cpu', {
      metric: 'album page 100 vs page 1 on PGlite, process CPU per answer',
      unit: 'µs',
      digits: 0,
    }),
  ];
}
