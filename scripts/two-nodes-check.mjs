// Two portal nodes on one PostgreSQL and one S3 bucket behind a round-robin proxy (decision 136, issue
// goals of decisions 119, 121, 128): started together from a fresh database, then a revocation, the sign-in
// limit, a folder upload and a burst of payment notifications, each with node A killed (SIGKILL) mid-way.
// Run through scripts/two-nodes.sh (it starts PostgreSQL and sets TEST_DATABASE_URL); prints
// `N passed, M failed` and exits non-zero on a failure.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import {
  sandboxChargeId,
  signSandboxNotification,
} from '../apps/api/src/modules/finance/providers/sandbox.ts';
import { startProxy } from './proxy.mjs';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) {
  console.error('two-nodes-check: run it through scripts/two-nodes.sh (TEST_DATABASE_URL is not set)');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-two-nodes-'));
const LOGS = process.env.TWO_NODES_LOGS ?? work;
mkdirSync(LOGS, { recursive: true });
const JWT_SECRET = 'two-nodes-check-jwt-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'two-nodes-check-webhook-secret-0123456789abcdef';
const AUTH_LIMIT = 10;
const PHOTOS = Number(process.env.TWO_NODES_PHOTOS ?? 24);
const NOTIFICATIONS = Number(process.env.TWO_NODES_NOTIFICATIONS ?? 200);
const SETTLE_MS = 60_000;
const BUILT = process.env.TWO_NODES_BUILT === '1';
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''} (${elapsed()})`);
}

const db = new pg.Pool({ connectionString: DATABASE_URL, max: 3 });
const q = async (sql, params = []) => (await db.query(sql, params)).rows;

// --- s3rver -------------------------------------------------------------------------------------------------
const bucket = 'portal-two-nodes';
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: path.join(work, 's3'),
  configureBuckets: [{ name: bucket }],
});
const s3Address = await s3.run();

// --- the nodes ----------------------------------------------------------------------------------------------
const ports = { A: 0, B: 0 };
const freePort = () =>
  new Promise((resolve) => {
    import('node:net').then(({ createServer }) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      });
    });
  });
ports.A = await freePort();
ports.B = await freePort();
const proxy = await startProxy([`http://127.0.0.1:${ports.A}`, `http://127.0.0.1:${ports.B}`]);
const base = (name) => `http://127.0.0.1:${ports[name]}`;

const procs = {};
const exits = {};
function startNode(name, { seed }) {
  const env = {
    ...process.env,
    // Development, not production: the demo seed (node A only) gives the students, parcels and photo events
    // the check needs; production refuses SEED_DEMO=true (decision 114). Every multi-node rule of decision
    // 128 that matters here (shared secret, limits, revocation, sweeps) holds in both.
    NODE_ENV: 'development',
    SEED_DEMO: seed ? 'true' : 'false',
    PORT: String(ports[name]),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, `data-${name}`),
    DATABASE_URL,
    JWT_SECRET,
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_URL: proxy.url,
    STORAGE_DRIVER: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
    LOG_LEVEL: 'warn',
    PHOTO_WORKERS: '1',
  };
  delete env.TEST_DATABASE_URL;
  delete env.METRICS_PORT;
  const log = createWriteStream(path.join(LOGS, `node-${name}.log`), { flags: 'a' });
  // After `npm run build` (CI) the compiled API starts in a few seconds; otherwise tsx runs the sources.
  const entry = BUILT ? ['apps/api/dist/main.js'] : ['--import', 'tsx', 'apps/api/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  exits[name] = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  procs[name] = child;
  return child;
}

async function ready(name, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (procs[name].exitCode !== null) return false;
    try {
      const res = await fetch(`${base(name)}/api/health/ready`);
      if (res.ok) return true;
    } catch {}
    await sleep(250);
  }
  return false;
}

function kill(name) {
  procs[name].kill('SIGKILL');
  return exits[name];
}

let retries = 0;
/** A call through the proxy, retried while a node is down (502, 503, a cut connection). */
async function call(url, init = {}, tries = 40) {
  let last;
  for (let i = 0; i < tries; i++) {
    if (i > 0) retries++;
    try {
      const res = await fetch(url, typeof init === 'function' ? init() : init);
      if (res.status !== 502 && res.status !== 503) return res;
      last = `HTTP ${res.status}`;
      await res.arrayBuffer();
    } catch (err) {
      last = String(err.cause?.code ?? err.message);
    }
    await sleep(250);
  }
  throw new Error(`${url}: still failing after ${tries} tries (${last})`);
}

const json = { 'content-type': 'application/json' };
const bearer = (token) => ({ authorization: `Bearer ${token}` });
let authAttempts = 0;
async function signIn(at, email, password) {
  authAttempts++;
  const res = await fetch(`${at}/api/auth`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function main() {
  // 1. Both nodes at once on a fresh database: one migrates and seeds, the other waits its turn (decision 119).
  startNode('A', { seed: true });
  startNode('B', { seed: false });
  const [readyA, readyB] = await Promise.all([ready('A'), ready('B')]);
  check('both nodes started together reach /api/health/ready', readyA && readyB, `A ${readyA}, B ${readyB}`);
  if (!readyA || !readyB) return;
  const { readFileSync } = await import('node:fs');
  const logs = ['A', 'B'].map((n) => readFileSync(path.join(LOGS, `node-${n}.log`), 'utf8')).join('\n');
  check(
    'no migration error in either node',
    !/migrat\w*[^\n]*(error|failed)|duplicate key|already exists/i.test(logs),
  );

  // 2. A session ended on node A is refused on node B within 1 s (decision 128: LISTEN/NOTIFY).
  const admin = await signIn(base('A'), 'admin@demo.com.br', 'admin12345');
  const student = await signIn(base('A'), 'formando@demo.com.br', 'formando123');
  check(
    'sign-in on node A',
    admin.status === 200 && student.status === 200,
    `${admin.status} ${student.status}`,
  );
  const token = student.body?.token;
  const onB = await fetch(`${base('B')}/api/sessao`, { headers: bearer(token) });
  check('the session opened on node A is accepted on node B', onB.status === 200, `HTTP ${onB.status}`);
  const ended = await fetch(`${base('A')}/api/sessao/sair-de-todos`, {
    method: 'POST',
    headers: bearer(token),
  });
  const endedAt = Date.now();
  let refusedAfter = null;
  while (Date.now() - endedAt < 3000) {
    const res = await fetch(`${base('B')}/api/sessao`, { headers: bearer(token) });
    if (res.status === 401) {
      refusedAfter = Date.now() - endedAt;
      break;
    }
    await sleep(20);
  }
  check(
    'decision 128: a session ended on node A is refused on node B within 1 s',
    ended.status === 200 && refusedAfter !== null && refusedAfter <= 1000,
    `sign-out ${ended.status}, refused after ${refusedAfter ?? '> 3000'} ms`,
  );

  // 3. The sign-in limit counts across nodes: the attempt past the limit is 429 whichever node takes it.
  let first429 = null;
  for (let i = 0; i < AUTH_LIMIT + 3 && first429 === null; i++) {
    const r = await signIn(base(i % 2 ? 'B' : 'A'), 'formando@demo.com.br', 'senha-errada-123');
    if (r.status === 429) first429 = authAttempts;
  }
  check(
    'decision 128: sign-in attempts alternating between nodes hit 429 at the same count as one node',
    first429 === AUTH_LIMIT + 1,
    `first 429 at attempt ${first429} (limit ${AUTH_LIMIT} per minute)`,
  );

  // 4. A folder upload through the proxy with node A killed mid-way: every photo stored once and derived.
  const adminToken = admin.body.token;
  const [event] = await q(
    `select id from events where media_type = 0 and archived_at is null order by id limit 1`,
  );
  const names = Array.from({ length: PHOTOS }, (_, i) => `two-nodes-${String(i).padStart(3, '0')}.jpg`);
  const images = await Promise.all(
    names.map((_, i) =>
      sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 13) % 256 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  let uploaded = 0;
  let killedA = null;
  const uploadErrors = [];
  let cursor = 0;
  async function uploader() {
    while (cursor < names.length) {
      const i = cursor++;
      try {
        const res = await call(`${proxy.url}/api/admin/eventos/${event.id}/fotos`, () => {
          const form = new FormData();
          form.append('file', new Blob([images[i]], { type: 'image/jpeg' }), names[i]);
          return { method: 'POST', headers: bearer(adminToken), body: form };
        });
        if (res.status !== 200 && res.status !== 201)
          uploadErrors.push(`${names[i]}: HTTP ${res.status} ${await res.text()}`);
        else await res.arrayBuffer();
      } catch (err) {
        uploadErrors.push(`${names[i]}: ${err.message}`);
      }
      uploaded++;
      if (uploaded === Math.floor(PHOTOS / 3) && !killedA) killedA = kill('A');
    }
  }
  const uploadRetries = retries;
  await Promise.all([uploader(), uploader(), uploader()]);
  check(
    'every photo of the folder is accepted through the proxy (retrying while node A is down)',
    uploadErrors.length === 0,
    `${retries - uploadRetries} retries; ${uploadErrors.slice(0, 3).join('; ')}`,
  );
  const killed = await killedA;
  check('node A was killed with SIGKILL mid-upload', killed?.signal === 'SIGKILL', JSON.stringify(killed));
  const photoState = async () =>
    q(
      `select original_name as name, count(*)::int as n, bool_and(state = 'ready') as ready
         from photos where event_id = $1 and original_name like 'two-nodes-%' group by original_name`,
      [event.id],
    );
  let rows = [];
  const uploadDone = Date.now();
  while (Date.now() - uploadDone < SETTLE_MS + 5000) {
    rows = await photoState();
    if (rows.length === PHOTOS && rows.every((r) => r.n === 1 && r.ready)) break;
    await sleep(1000);
  }
  check(
    'decision 121: every photo stored once and derived after node A was killed',
    rows.length === PHOTOS && rows.every((r) => r.n === 1 && r.ready),
    `${rows.length}/${PHOTOS} stored, ${rows.filter((r) => r.n > 1).length} twice, ${rows.filter((r) => r.ready).length} derived, after ${((Date.now() - uploadDone) / 1000).toFixed(1)} s`,
  );

  // Node A comes back for the next part.
  startNode('A', { seed: false });
  check('node A restarts after the crash', await ready('A'));

  // 5. 200 signed sandbox notifications through the proxy, node A killed mid-burst: every parcel paid once.
  // The demo has a handful of open parcels: the burst's 200 are added beside them, R$ 10,00 each, spread
  // over the demo's contracts (test data, as a producer's import would write them).
  await q(
    `insert into parcels (contract_id, amount_cents, kind, method, due_on, title)
     select c.id, 1000, 'Contrato', m.method, current_date + g, 'Parcela de teste ' || g
       from generate_series(1, $1::int) g
       join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from contracts) c
         on c.k = g % c.n
       cross join (select method from parcels where kind = 'Contrato' and paid_on is null order by id limit 1) m`,
    [NOTIFICATIONS],
  );
  // Each contract's term grows by what was added, so the payments stay within its balance (no overpayment).
  await q(
    `update contracts c set total_term_cents = c.total_term_cents + s.cents
       from (select contract_id, sum(amount_cents)::int as cents from parcels
              where title like 'Parcela de teste %' group by contract_id) s
      where s.contract_id = c.id`,
  );
  const parcels = await q(
    `select id, amount_cents from parcels
      where paid_on is null and cancelled_at is null and kind = 'Contrato'
        and discount_cents = 0 and surcharge_cents = 0 and fee_cents = 0 and amount_cents > 0
      order by id limit $1`,
    [NOTIFICATIONS],
  );
  check(
    `the demo has ${NOTIFICATIONS} unpaid parcels to notify`,
    parcels.length === NOTIFICATIONS,
    `${parcels.length} found`,
  );
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const notes = parcels.map((p) => {
    const charge = sandboxChargeId(WEBHOOK_SECRET, {
      method: 'pix',
      type: 'Contrato',
      parcelId: p.id,
      amountCents: p.amount_cents,
      instalments: 1,
    });
    return JSON.stringify({
      id: `evt_${randomUUID()}`,
      charge,
      status: 'approved',
      amount: p.amount_cents,
      paidOn: today,
    });
  });
  let sent = 0;
  let killedA2 = null;
  const notifyErrors = [];
  let next = 0;
  async function notifier() {
    while (next < notes.length) {
      const body = notes[next++];
      try {
        const res = await call(`${proxy.url}/api/pagamentos/notificacao/sandbox`, () => ({
          method: 'POST',
          headers: signSandboxNotification(WEBHOOK_SECRET, body),
          body,
        }));
        if (res.status !== 200) notifyErrors.push(`HTTP ${res.status} ${await res.text()}`);
        else await res.arrayBuffer();
      } catch (err) {
        notifyErrors.push(err.message);
      }
      sent++;
      if (sent === Math.floor(notes.length / 3) && !killedA2) killedA2 = kill('A');
    }
  }
  const notifyRetries = retries;
  await Promise.all(Array.from({ length: 10 }, notifier));
  check(
    'every notification acknowledged through the proxy',
    notifyErrors.length === 0,
    `${retries - notifyRetries} retries; ${notifyErrors.slice(0, 3).join('; ')}`,
  );
  check('node A was killed with SIGKILL mid-burst', (await killedA2)?.signal === 'SIGKILL');
  const ids = parcels.map((p) => p.id);
  const paidState = () =>
    q(
      `select p.id, p.paid_on is not null as paid, p.paid_cents, p.amount_cents,
              (select count(*)::int from payment_events e where e.parcel_id = p.id and e.status = 'approved') as events,
              (select count(*)::int from overpayments o where o.parcel_id = p.id) as over
         from parcels p where p.id = any($1)`,
      [ids],
    );
  const burstDone = Date.now();
  let paid = [];
  while (Date.now() - burstDone < SETTLE_MS + 5000) {
    paid = await paidState();
    if (paid.every((p) => p.paid)) break;
    await sleep(1000);
  }
  check(
    'decision 121: every parcel paid once after node A was killed mid-burst',
    paid.length === ids.length &&
      paid.every((p) => p.paid && p.paid_cents === p.amount_cents && p.events === 1 && p.over === 0),
    `${paid.filter((p) => p.paid).length}/${ids.length} paid, ${paid.filter((p) => p.events > 1).length} with two events, ${paid.filter((p) => p.paid && p.paid_cents !== p.amount_cents).length} with another amount, ${paid.filter((p) => p.over > 0).length} overpaid, after ${((Date.now() - burstDone) / 1000).toFixed(1)} s`,
  );

  // 6. No job left stuck: nothing active for over a minute, nothing due for over a minute and not taken.
  const stuck = await q(
    `select name, state, count(*)::int as n from pgboss.job
      where (state = 'active' and started_on < now() - interval '60 seconds')
         or (state in ('created', 'retry') and start_after < now() - interval '60 seconds')
      group by name, state`,
  );
  check('decision 121: no job stuck after 60 s', stuck.length === 0, JSON.stringify(stuck));
}

let crashed = null;
try {
  await main();
} catch (err) {
  crashed = err;
  failed++;
  console.log(`FAIL the check stopped: ${err.stack ?? err}`);
} finally {
  for (const name of Object.keys(procs)) if (procs[name].exitCode === null) procs[name].kill('SIGTERM');
  await Promise.race([Promise.all(Object.values(exits)), sleep(25_000)]);
  for (const name of Object.keys(procs)) if (procs[name].exitCode === null) procs[name].kill('SIGKILL');
  await db.end().catch(() => {});
  await proxy.close().catch(() => {});
  await s3.close().catch(() => {});
  if (failed > 0 || crashed) console.log(`node logs: ${LOGS}/node-A.log, node-B.log`);
  // The data dirs and the bucket go; the logs stay when kept elsewhere or when something failed.
  if (LOGS !== work || failed === 0) rmSync(work, { recursive: true, force: true });
  console.log(`two nodes: ${elapsed()}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
