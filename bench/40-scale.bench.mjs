import { spawnSync } from 'node:child_process';
import { pairedFigure, pairedRounds } from './lib/paired.mjs';

// (e) A class of 10,000 costs what a class of 10 costs (decisions 48 and 127). Each home call and each
// back-office list is measured on PostgreSQL at demo size, then again after bench/lib/grow.ts has grown the
// database to a large producer's size (50 graduations with the demo class among them, 10,000 students, 114k
// parcels, 23k payment notifications, 100k photos, 20k orders, 30k uploads, 2M audit rows) and the demo class
// has 2,000 notices and 500 events more; the goal is ≥ 70 % of the demo-size throughput, both measured in this
// run. Two portals run side by side, one on a demo database and one on the grown copy, and each call is measured
// on both in paired rounds (decision 135: a 2 s warm-up of each, then BENCH_SCALE_ROUNDS (3) rounds of
// BENCH_SCALE_DURATION seconds (3) alternating which goes first; medians judged, min and max printed).
// autocannon with BENCH_CONNECTIONS (10); the p99 of each is printed beside it. BENCH_SCALE_FACTOR (1) scales
// the grown size down for a quick look. Load generator and portals share the machine's cores (loopback only).
export const meta = {
  id: 'scale',
  title: "Home calls and back-office lists at a large producer's size (decision 127) vs demo size",
  needs: ['postgres'],
  timeoutMs: 900_000,
};

const DURATION = Number(process.env.BENCH_SCALE_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FACTOR = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
// BENCH_SCALE_ONLY='pedidos,painel' measures only the calls whose name holds one of the words (a quick look).
const ONLY = (process.env.BENCH_SCALE_ONLY ?? '').split(',').filter(Boolean);
const ADMIN = { email: 'admin@demo.com.br', password: 'admin12345' };

async function rps(url, headers, duration) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration, timeout: 10 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A large producer's database (bench/lib/grow.ts), run as the producer would run it; returns its report. */
function growLarge(databaseUrl, graduationId) {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lib/grow.ts',
      databaseUrl,
      '--into',
      String(graduationId),
      '--scale',
      String(FACTOR),
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (r.status !== 0) throw new Error(`grow failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** The demo class's home grown: 2,000 class notices and 500 events more (decision 48). */
async function growHome(databaseUrl, graduationId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into notices (graduation_id, html, html_clean, published_at, created_at, updated_at)
       select $1, '<p>Aviso da turma número ' || g || ': <b>ensaio</b> no salão.</p>', true,
              now() - (g || ' minutes')::interval, now(), now()
       from generate_series(1, 2000) g`,
      [graduationId],
    );
    await client.query(
      `insert into events (graduation_id, name, held_on, media_type)
       select $1, 'Evento ' || g, current_date - g, g % 3 from generate_series(1, 500) g`,
      [graduationId],
    );
    await client.query('vacuum analyze notices, events');
  } finally {
    await client.end();
  }
}

const every = (asStudent, asAdmin, graduationId) => [
  { name: 'GET /api/perfil/bcast', path: '/api/perfil/bcast', headers: asStudent },
  { name: 'GET /api/perfil/fotos', path: '/api/perfil/fotos', headers: asStudent },
  { name: 'GET /api/perfil/cadastro', path: '/api/perfil/cadastro', headers: asStudent },
  { name: 'GET /api/admin/alunos?q=ana (search)', path: '/api/admin/alunos?q=ana', headers: asAdmin },
  {
    name: 'GET /api/admin/formaturas/:id/alunos (class list, first page)',
    path: `/api/admin/formaturas/${graduationId}/alunos`,
    headers: asAdmin,
  },
  {
    name: 'GET /api/admin/formaturas/:id/alunos?q=escala (class search)',
    path: `/api/admin/formaturas/${graduationId}/alunos?q=escala`,
    headers: asAdmin,
  },
  { name: 'GET /api/admin/alunos?q=silva (search)', path: '/api/admin/alunos?q=silva', headers: asAdmin },
  { name: 'GET /api/admin/pedidos (order board)', path: '/api/admin/pedidos', headers: asAdmin },
  {
    name: 'GET /api/admin/pedidos?etapa=financeiro (awaiting payment)',
    path: '/api/admin/pedidos?etapa=financeiro',
    headers: asAdmin,
  },
  {
    name: 'GET /api/admin/pagamentos/notificacoes (payment notifications)',
    path: '/api/admin/pagamentos/notificacoes',
    headers: asAdmin,
  },
  {
    name: 'GET /api/admin/formaturas/:id/conciliacao (reconciliation)',
    path: `/api/admin/formaturas/${graduationId}/conciliacao`,
    headers: asAdmin,
  },
  {
    name: 'GET /api/admin/formaturas/:id/painel (class dashboard)',
    path: `/api/admin/formaturas/${graduationId}/painel`,
    headers: asAdmin,
  },
];

export async function run(ctx) {
  // Two portals from the same seed, each on a database of its own; the second is grown. Both run throughout,
  // so every call is measured on both in rounds that alternate (decision 135), not demo first and grown later.
  const [demo, large] = await Promise.all([ctx.portal('pg'), ctx.portal('pg', { instance: 'grown' })]);
  const callsOf = async (portal) => {
    const student = await ctx.signIn(portal.url);
    const admin = await ctx.signIn(portal.url, ADMIN);
    const cadastro = await (
      await fetch(`${portal.url}/api/perfil/cadastro`, {
        headers: { authorization: `Bearer ${student.token}` },
      })
    ).json();
    const graduationId = cadastro.AlFormatura;
    const all = every(
      { authorization: `Bearer ${student.token}` },
      { authorization: `Bearer ${admin.token}` },
      graduationId,
    );
    return {
      graduationId,
      calls: ONLY.length ? all.filter((c) => ONLY.some((w) => c.name.includes(w))) : all,
    };
  };
  const small = await callsOf(demo);
  const grownCalls = await callsOf(large);

  ctx.log(
    `  growing the second portal's database to a large producer's size (×${FACTOR}) with bench/lib/grow.ts…`,
  );
  const grown = growLarge(large.databaseUrl, grownCalls.graduationId);
  ctx.log(
    `  grown in ${grown.seconds.toFixed(0)} s: ${grown.steps.map((x) => `${x.step} ${x.rows} (${(x.ms / 1000).toFixed(1)} s)`).join(', ')}`,
  );
  await growHome(large.databaseUrl, grownCalls.graduationId);

  const figures = [];
  for (const [i, call] of small.calls.entries()) {
    const side = (portal, c) => (round) => rps(portal.url + c.path, c.headers, round < 0 ? 2 : DURATION);
    ctx.log(`  ${call.name}`);
    const rounds = await pairedRounds({
      portal: side(large, grownCalls.calls[i]),
      baseline: side(demo, call),
      rounds: ROUNDS,
      log: ctx.log,
      describe: (_name, m) => `${Math.round(m.rps)} req/s, p99 ${m.p99} ms`,
    });
    const baselineLabel = 'the same call at demo size';
    figures.push(
      pairedFigure(rounds.portal, rounds.baseline, {
        of: 'rps',
        metric: `${call.name} at scale (c=${CONNECTIONS})`,
        unit: 'req/s',
        digits: 0,
        baselineLabel,
        goal: { ratio: { min: 0.7 } },
      }),
      pairedFigure(rounds.portal, rounds.baseline, {
        of: 'p99',
        metric: `${call.name} at scale, p99 latency`,
        unit: 'ms',
        digits: 0,
        baselineLabel,
      }),
    );
  }
  return figures;
}
