// (d) Decision 64: GET /api/perfil/financeiro for a contract of 24 parcels on PostgreSQL, signed in as the demo
// student, against a bare Fastify route running the same SQL with raw `pg` (bench/lib/bare-finance-server.mjs;
// the SQL captured from the repository by bench/lib/capture-finance-sql.ts). Goals: ≥ 70 % of the baseline's
// throughput, p99 ≤ 1.5× the bare route's p99 in the same run (decision 135). Then 50 identical signed notifications of one PIX charge
// at once: the number of payments they make is printed (goal: exactly 1).
// Same method as 30-profile-throughput: autocannon, BENCH_CONNECTIONS (50), BENCH_DURATION s per round,
// paired rounds (decision 135: warm-up, BENCH_ROUNDS interleaved, median judged); load and servers share the machine's cores. Beside them, each
// server's own CPU per answer (from /proc), which what else runs on a shared machine disturbs less.

import { spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, sleep } from './lib/context.mjs';
import { alternateRounds, throughputRows } from './lib/throughput.mjs';

export const meta = {
  id: 'finance',
  title:
    'GET /api/perfil/financeiro (24 parcels) on PostgreSQL vs a bare Fastify + pg route; 50 duplicate notifications',
  needs: ['postgres'],
  timeoutMs: 300_000,
};

const PARCELS = 24;

/** Fills the demo student's contract up to 24 visible parcels, as a long instalment plan would. */
async function fillContract(databaseUrl, studentId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id from contracts where student_id = $1 order by id limit 1',
      [studentId],
    );
    const contractId = rows[0]?.id;
    if (!contractId) throw new Error('the demo student has no contract');
    const { rows: counted } = await client.query(
      'select count(*)::int as n from parcels where contract_id = $1',
      [contractId],
    );
    for (let i = counted[0].n; i < PARCELS; i++) {
      await client.query(
        `insert into parcels (contract_id, amount_cents, kind, method, due_on, title)
         values ($1, 20000, 'Contrato', 5, current_date + ($2::int * 30), $3)`,
        [contractId, i, `Parcela extra ${i}`],
      );
    }
  } finally {
    await client.end();
  }
}

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** 50 identical signed notifications of one PIX charge at once; answers how many payments they made. */
async function duplicateNotifications(ctx, portal, token) {
  await api(portal.url, token, 'POST', '/revendereco', {
    AlCEP: '90010000',
    AlEndereco: 'Rua dos Andradas',
    AlNumero: '1001',
    AlComp: '',
    AlBairro: 'Centro Histórico',
    AlCidade: 'Porto Alegre',
    AlUF: 'RS',
  });
  const [contract] = await api(portal.url, token, 'GET', '/perfil/financeiro');
  const parcel = await api(portal.url, token, 'POST', '/pagamentos/novaparcela', {
    parcconta: contract.ctid,
    parcvalor: 150,
    parctipo: 'Contrato',
    parcforma: 6,
  });
  const { code } = await api(portal.url, token, 'POST', `/pagamentos/pix/${parcel.parcid}`, {});
  const charge = /\/api\/sandbox\/pix\/([\w-]+\.\d+\.\d+\.\d+\.[0-9a-f]{8}\.[\w-]{12})/.exec(code)?.[1];
  if (!charge) throw new Error('the PIX code carries no sandbox charge');
  const secret = readFileSync(join(portal.dataDir, 'payment-webhook-secret'), 'utf8').trim();
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    charge,
    status: 'approved',
    amount: 15_000,
    paidOn: new Date().toISOString().slice(0, 10),
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${portal.url}/api/pagamentos/notificacao/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body,
      }).then(async (r) => ({ status: r.status, json: await r.json() })),
    ),
  );
  const kept = answers.reduce((n, a) => n + (a.json.recebidos ?? 0), 0);
  ctx.log(`  50 notifications: ${answers.filter((a) => a.status === 200).length} answered 200, ${kept} kept`);
  // The job worker polls every 2 s.
  for (let i = 0; i < 40; i++) {
    const back = await api(portal.url, token, 'GET', `/pagamentos/resumo/Contrato/${parcel.parcid}-0`);
    if (back.pago) break;
    await sleep(250);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: portal.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from payment_events where charge_ref = $1 and outcome = 'applied'`,
      [charge],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

export async function run(ctx) {
  const portal = await ctx.portal('pg');
  const { token, user } = await ctx.signIn(portal.url);
  if (!user.studentId) throw new Error('the demo student has no registration (studentId)');
  await fillContract(portal.databaseUrl, user.studentId);
  const auth = { authorization: `Bearer ${token}` };

  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/capture-finance-sql.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`capturing the repository's SQL failed:\n${r.stderr}`);
  const captured = JSON.parse(r.stdout.trim().split('\n').pop());

  const port = await freePort();
  const bare = await ctx.service({
    name: 'bare-finance',
    args: ['bench/lib/bare-finance-server.mjs'],
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
    baseline: { url: `${bare.url}/api/perfil/financeiro`, headers: {}, pid: bare.pid },
    portal: { url: `${portal.url}/api/perfil/financeiro`, headers: auth, pid: portal.pid },
  };
  for (const [name, t] of Object.entries(targets)) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (!res.ok)
      throw new Error(`${name} GET /api/perfil/financeiro: HTTP ${res.status} ${body.slice(0, 200)}`);
    const parcels = JSON.parse(body)[0]?.AlParcelas?.length ?? JSON.parse(body)[0]?.parcels?.length;
    ctx.log(`  ${name} answers ${body.length} bytes, ${parcels} parcels`);
  }
  const rounds = await alternateRounds(ctx, targets);
  const payments = await duplicateNotifications(ctx, portal, token);
  ctx.log(`  50 identical notifications made ${payments} payment(s)`);

  const baselineLabel = 'bare Fastify route, same SQL with raw pg, no auth';
  return [
    ...throughputRows(rounds, {
      route: 'GET /api/perfil/financeiro',
      what: `${PARCELS} parcels`,
      baselineLabel,
      p99Goal: { ratio: { max: 1.5 } },
    }),
    {
      metric: 'payments made by 50 identical notifications at once',
      unit: '',
      digits: 0,
      value: payments,
      goal: { value: { min: 1, max: 1 } },
    },
  ];
}
