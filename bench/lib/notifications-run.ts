// The notification benchmark's two sides in one process (decision 100), on the PostgreSQL of DATABASE_URL:
// the portal (built as main.ts builds it, job workers running) receives COUNT distinct signed sandbox
// approvals of COUNT parcels through POST /api/pagamentos/notificacao/sandbox, IN_FLIGHT at a time, and the
// time runs until the last one is applied (PER_CONTRACT parcels to a contract); beside it, a bare loop of
// the same conditional UPDATEs that pay COUNT other parcels, in paired rounds (decision 135). Then 50
// identical notifications of one parcel: how many events, payments. JSON out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInSaoPaulo } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { parcels, paymentEvents } from '../../apps/api/src/db/schema/index';
import { installQueues } from '../../apps/api/src/queues';
import { ROUNDS as PAIRED_ROUNDS, pairedRounds } from './paired.mjs';
import { AMOUNT, approval, inFlight, openParcels, paidBy, SANDBOX_SECRET } from './sandbox-parcels';

const COUNT = Number(process.env.NOTIFICATIONS ?? 1000);
const IN_FLIGHT = Number(process.env.NOTIFICATIONS_IN_FLIGHT ?? 20);
const PER_CONTRACT = Number(process.env.NOTIFICATIONS_PER_CONTRACT ?? 4);
const ROUNDS = Number(process.env.NOTIFICATIONS_ROUNDS ?? PAIRED_ROUNDS);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-notifications-'));
const database = await openDatabase({ kind: 'pg', url, max: 10 });
await database.migrate();
await installQueues(database);
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
  PUBLIC_URL: 'http://127.0.0.1',
  WEB_DIST: '/nonexistent',
  PAYMENT_WEBHOOK_SECRET: SANDBOX_SECRET,
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database, logger: false, jobWorkers: true });
await app.ready();
const db = database.db;
const today = todayInSaoPaulo(new Date());

const post = (n: { body: string; headers: Record<string, string> }) =>
  app.inject({
    method: 'POST',
    url: '/api/pagamentos/notificacao/sandbox',
    headers: n.headers,
    payload: n.body,
  });

// The portal: `count` distinct approvals, from the first request to the last parcel paid.
async function portalRound(count: number) {
  const ids = await openParcels(db, count, PER_CONTRACT);
  const notifications = ids.map((id) => approval(id, today));
  const start = performance.now();
  let refused = 0;
  await inFlight(notifications, IN_FLIGHT, async (n) => {
    const res = await post(n);
    if (res.statusCode !== 200 || res.json().recebidos !== 1) refused += 1;
  });
  const received = (performance.now() - start) / 1000;
  const seconds = await paidBy(db, ids, start);
  const outcomes = await db
    .select({ outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(inArray(paymentEvents.parcelId, ids));
  const applied = outcomes.filter((o) => o.outcome === 'applied').length;
  return { seconds, received, applied, refused };
}

// The baseline: the same conditional UPDATE that pays a parcel (payments.repository markPaid), in a loop.
async function bareRound(count: number) {
  const ids = await openParcels(db, count, PER_CONTRACT);
  const start = performance.now();
  for (const id of ids) {
    await db
      .update(parcels)
      .set({ paidOn: today, paidCents: AMOUNT, document: `bench:${id}` })
      .where(and(eq(parcels.id, id), isNull(parcels.paidOn)))
      .returning({ id: parcels.id });
  }
  return { seconds: (performance.now() - start) / 1000 };
}

// Paired rounds (decision 135): 50 of each side uncounted first (workers, pool and code warm on both), then
// the rounds interleaved, alternating which side goes first.
const WARM = Math.min(50, COUNT);
const rounds = await pairedRounds({
  portal: (round: number) => portalRound(round < 0 ? WARM : COUNT),
  baseline: (round: number) => bareRound(round < 0 ? WARM : COUNT),
  rounds: ROUNDS,
  log: (line: string) => process.stderr.write(`${line}\n`),
  describe: (_name: string, m: { seconds: number }) => `${m.seconds.toFixed(2)} s`,
});

// 50 identical notifications of one parcel, all at once.
const [oneId] = await openParcels(db, 1, PER_CONTRACT);
const same = approval(oneId!, today);
const answers = await Promise.all(Array.from({ length: 50 }, () => post(same)));
const kept = answers.reduce((n, r) => n + (r.statusCode === 200 ? r.json().recebidos : 0), 0);
await paidBy(db, [oneId!], performance.now());
await new Promise((resolve) => setTimeout(resolve, 500)); // a second event would be applied by now
const events = await db.select().from(paymentEvents).where(eq(paymentEvents.parcelId, oneId!));
const [paid] = await db.select().from(parcels).where(eq(parcels.id, oneId!));
const stillQueued = await db
  .select({ id: paymentEvents.id })
  .from(paymentEvents)
  .where(eq(paymentEvents.outcome, 'queued'));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({
    count: COUNT,
    inFlight: IN_FLIGHT,
    perContract: PER_CONTRACT,
    portal: rounds.portal,
    bare: rounds.baseline,
    identical: {
      kept,
      events: events.length,
      applied: events.filter((e) => e.outcome === 'applied').length,
      paidCents: paid?.paidCents ?? null,
    },
    stillQueued: stillQueued.length,
  })}\n`,
);
