// (f) Decisions 79 and 86: GET /api/pedidos/consultar for a student with 20 placed orders (3 lines and
// a charge each) on PostgreSQL, signed in as the demo student, against a bare Fastify route running the same
// SQL with raw `pg` (bench/lib/bare-orders-server.mjs; the SQL recorded from the repositories against the same
// database by bench/lib/capture-orders-sql.ts). The list's statement returns the orders as JSON text with its
// md5 (decision 86): the bare route sends that text as its body untouched, the portal its answer built from
// it (kept while the digest holds). Goal: ≥ 70 % of the baseline's throughput.
// Same method as 31-finance-throughput: autocannon, BENCH_CONNECTIONS (50), BENCH_DURATION s per round,
// paired rounds (decision 135: warm-up, BENCH_ROUNDS interleaved, median judged), the load average printed; beside them each server's own CPU per
// answer (from /proc), which what else runs on the shared machine disturbs less.

import { spawnSync } from 'node:child_process';

import { freePort } from './lib/context.mjs';
import { alternateRounds, throughputRows } from './lib/throughput.mjs';

export const meta = {
  id: 'orders-list',
  title: 'GET /api/pedidos/consultar (20 orders) on PostgreSQL vs a bare Fastify + pg route',
  needs: ['postgres'],
  timeoutMs: 300_000,
};

const ORDERS = 20;

/** Gives the demo student 20 placed orders, each with 3 lines and a card charge, as a regular buyer has. */
export async function fillOrders(databaseUrl, studentId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: s } = await client.query('select graduation_id from students where id = $1', [studentId]);
    const { rows: c } = await client.query(
      'select id from contracts where student_id = $1 order by id limit 1',
      [studentId],
    );
    if (!c[0]) throw new Error('the demo student has no contract');
    const { rows: counted } = await client.query(
      'select count(*)::int as n from orders where student_id = $1 and placed_on is not null',
      [studentId],
    );
    for (let i = counted[0].n; i < ORDERS; i++) {
      const { rows } = await client.query(
        `insert into orders (student_id, graduation_id, placed_on, placed_at, quantity, digital_only, total_cents,
           discount_cents, paid_on, paid_by, payment_method)
         values ($1, $2, current_date - $3::int, now(), 3, true, 4500, 0, current_date - $3::int, 'Portal', 2)
         returning id`,
        [studentId, s[0].graduation_id, i],
      );
      const orderId = rows[0].id;
      await client.query(
        `insert into order_lines (order_id, position, kind, slug, photo_id, event_id, quantity, unit_cents, line)
         select $1, n, 'foto', 'digital', null, null, 1, 1500, '{}'::jsonb from generate_series(1, 3) as n`,
        [orderId],
      );
      await client.query(
        `insert into parcels (contract_id, amount_cents, kind, method, due_on, title, order_id, paid_on, transaction)
         values ($1, 4500, 'E-commerce', 2, current_date, $2, $3, current_date, $4)`,
        [c[0].id, `Pedido ${orderId}`, orderId, `bench-${orderId}`],
      );
    }
  } finally {
    await client.end();
  }
}

export async function run(ctx) {
  // BENCH_CPU_PROF=DIR writes the portal's CPU profile there (node --cpu-prof) to find where the time goes;
  // `node bench/lib/cpu-profile-summary.mjs DIR/*.cpuprofile` sums its self time per function.
  const prof = process.env.BENCH_CPU_PROF;
  const portal = await ctx.portal('pg', {
    nodeArgs: prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [],
  });
  const { token, user } = await ctx.signIn(portal.url);
  if (!user.studentId) throw new Error('the demo student has no registration (studentId)');
  await fillOrders(portal.databaseUrl, user.studentId);
  const auth = { authorization: `Bearer ${token}` };

  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/capture-orders-sql.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: portal.databaseUrl, STUDENT_ID: String(user.studentId) },
  });
  if (r.status !== 0) throw new Error(`capturing the repository's SQL failed:\n${r.stderr}`);
  const captured = JSON.parse(r.stdout.trim().split('\n').pop());
  ctx.log(`  the route sends ${captured.queries.length} statements`);

  const port = await freePort();
  const bare = await ctx.service({
    name: 'bare-orders',
    args: ['bench/lib/bare-orders-server.mjs'],
    env: { PORT: String(port), DATABASE_URL: portal.databaseUrl, QUERIES: JSON.stringify(captured) },
    port,
    healthPath: '/api/health',
  });

  const targets = {
    baseline: { url: `${bare.url}/api/pedidos/consultar`, headers: {}, pid: bare.pid },
    portal: { url: `${portal.url}/api/pedidos/consultar`, headers: auth, pid: portal.pid },
  };
  for (const [name, t] of Object.entries(targets)) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (!res.ok)
      throw new Error(`${name} GET /api/pedidos/consultar: HTTP ${res.status} ${body.slice(0, 200)}`);
    const json = JSON.parse(body);
    const count = json.length;
    if (count < ORDERS) throw new Error(`${name} answers ${count} orders, not ${ORDERS}`);
    ctx.log(`  ${name} answers ${body.length} bytes, ${count} orders`);
  }
  const rounds = await alternateRounds(ctx, targets);
  const baselineLabel = 'bare Fastify route, same SQL with raw pg, no auth, no mapping';
  return [
    ...throughputRows(rounds, {
      route: 'GET /api/pedidos/consultar',
      what: `${ORDERS} orders`,
      baselineLabel,
    }),
  ];
}
