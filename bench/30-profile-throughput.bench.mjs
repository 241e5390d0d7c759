// (c) Throughput of GET /api/perfil/cadastro on PostgreSQL, signed in as the demo student, against a bare
// Fastify route running the same SQL with raw `pg` (bench/lib/bare-profile-server.mjs). Goal: ≥ 70 % of the
// baseline. The SQL is not copied: bench/lib/capture-sql.ts records what the repository
// (apps/api/src/modules/profile/profile.repository.ts) sends, so the two can never drift apart.
// autocannon, BENCH_CONNECTIONS (50) for BENCH_DURATION seconds (10) per round, 3 rounds alternating (the
// median round counts), after a 5 s warm-up of each; load generator and servers share the machine's cores
// (loopback only), so expect ±15–30 % between runs (shared/reference/performance-reliability.md §1).
import { spawnSync } from 'node:child_process';
import { freePort } from './lib/context.mjs';

export const meta = {
  id: 'throughput',
  title: 'GET /api/perfil/cadastro on PostgreSQL vs a bare Fastify + pg route (same SQL)',
  needs: ['postgres'],
  timeoutMs: 300_000,
};

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = 3;

function captureSql(ctx) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/capture-sql.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`capturing the repository's SQL failed:\n${r.stderr}`);
  const captured = JSON.parse(r.stdout.trim().split('\n').pop());
  if (!captured.queries.length) throw new Error('the repository sent no SQL');
  return captured;
}

async function load(url, headers, duration) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration, timeout: 10 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

export async function run(ctx) {
  const portal = await ctx.portal('pg');
  const { token, user } = await ctx.signIn(portal.url);
  if (!user.studentId) throw new Error('the demo student has no registration (studentId)');
  const auth = { authorization: `Bearer ${token}` };

  const captured = captureSql(ctx);
  for (const q of captured.queries) ctx.log(`  SQL${q.name ? ` (${q.name})` : ''}: ${q.text.slice(0, 110)}…`);

  const port = await freePort();
  const bare = await ctx.service({
    name: 'bare-profile',
    args: ['bench/lib/bare-profile-server.mjs'],
    env: {
      PORT: String(port),
      DATABASE_URL: portal.databaseUrl,
      STUDENT_ID: String(user.studentId),
      QUERIES: JSON.stringify(captured),
    },
    port,
    healthPath: '/api/health',
  });

  const targets = {
    baseline: { url: `${bare.url}/api/perfil/cadastro`, headers: {} },
    portal: { url: `${portal.url}/api/perfil/cadastro`, headers: auth },
  };
  for (const [name, t] of Object.entries(targets)) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (!res.ok)
      throw new Error(`${name} GET /api/perfil/cadastro: HTTP ${res.status} ${body.slice(0, 200)}`);
    ctx.log(`  ${name} answers ${body.length} bytes`);
  }

  for (const [name, t] of Object.entries(targets)) {
    await load(t.url, t.headers, 5);
    ctx.log(`  warmed up ${name}`);
  }
  const rounds = { baseline: [], portal: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, t] of Object.entries(targets)) {
      const r = await load(t.url, t.headers, DURATION);
      rounds[name].push(r);
      ctx.log(
        `  round ${i + 1}/${ROUNDS} ${name.padEnd(8)} ${Math.round(r.rps)} req/s, p99 ${r.p99} ms (${r.total} requests)`,
      );
    }
  }
  const median = (list, key) => list.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];

  const baselineLabel = 'bare Fastify route, same SQL with raw pg, no auth';
  return [
    {
      metric: `GET /api/perfil/cadastro req/s (c=${CONNECTIONS})`,
      unit: 'req/s',
      digits: 0,
      value: median(rounds.portal, 'rps'),
      baseline: median(rounds.baseline, 'rps'),
      baselineLabel,
      goal: { ratio: { min: 0.7 } },
    },
    {
      metric: 'GET /api/perfil/cadastro p99 latency',
      unit: 'ms',
      digits: 0,
      value: median(rounds.portal, 'p99'),
      baseline: median(rounds.baseline, 'p99'),
      baselineLabel,
    },
  ];
}
