// (c) Throughput of GET /api/perfil/cadastro on PostgreSQL, signed in as the demo student, against a bare
// Fastify route running the same SQL with raw `pg` (bench/lib/bare-profile-server.mjs). Goal: ≥ 70 % of the
// baseline. The SQL is not copied: bench/lib/capture-sql.ts records what the repository
// (apps/api/src/modules/profile/profile.repository.ts) sends, so the two can never drift apart.
// autocannon, BENCH_CONNECTIONS (50) for BENCH_DURATION seconds (10) per round, in paired rounds
// (bench/lib/throughput.mjs, decision 135: a 5 s warm-up of each, BENCH_ROUNDS interleaved, medians); load generator and servers share the machine's cores
// (loopback only), so expect ±15–30 % between runs (shared/reference/performance-reliability.md §1).
import { spawnSync } from 'node:child_process';
import { freePort } from './lib/context.mjs';
import { alternateRounds, throughputRows } from './lib/throughput.mjs';

export const meta = {
  id: 'throughput',
  title: 'GET /api/perfil/cadastro on PostgreSQL vs a bare Fastify + pg route (same SQL)',
  needs: ['postgres'],
  timeoutMs: 300_000,
};

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
    baseline: { url: `${bare.url}/api/perfil/cadastro`, headers: {}, pid: bare.pid },
    portal: { url: `${portal.url}/api/perfil/cadastro`, headers: auth, pid: portal.pid },
  };
  for (const [name, t] of Object.entries(targets)) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (!res.ok)
      throw new Error(`${name} GET /api/perfil/cadastro: HTTP ${res.status} ${body.slice(0, 200)}`);
    ctx.log(`  ${name} answers ${body.length} bytes`);
  }

  const rounds = await alternateRounds(ctx, targets);
  return throughputRows(rounds, {
    route: 'GET /api/perfil/cadastro',
    what: 'signed in',
    baselineLabel: 'bare Fastify route, same SQL with raw pg, no auth',
  });
}
