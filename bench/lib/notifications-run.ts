// The notification benchmark's two sides in one process (decision 100), on the PostgreSQL of DATABASE_URL:
// the portal (built as main.ts builds it, job workers running) receives COUNT distinct signed sandbox
// approvals of COUNT parcels through POST /api/pagamentos/notificacao/sandbox, IN_FLIGHT at a time, and the
// time runs until the last one is applied (PER_CONTRACT parcels to a contract); beside it, a bare loop of
// the same conditional UPDATEs that pay COUNT other parcels, in paired rounds (decision 135). Then 50
// identical notifications of one parcel: how many events, payments. JSON out.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInSaoPaulo } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { parcels, paymentEvents } from '../../apps/api/src/db/schema/index';
import { sandboxChargeId, signSandboxNotification } from '../../apps/api/src/modules/finance';
import { installQueues } from '../../apps/api/src/queues';
import { createGraduation, createStudent } from '../../apps/api/test/factories';
import { createContract } from '../../apps/api/test/finance-factories';
import { ROUNDS as PAIRED_ROUNDS, pairedRounds } from './paired.mjs';

const COUNT = Number(process.env.NOTIFICATIONS ?? 1000);
const IN_FLIGHT = Number(process.env.NOTIFICATIONS_IN_FLIGHT ?? 20);
const PER_CONTRACT = Number(process.env.NOTIFICATIONS_PER_CONTRACT ?? 4);
const ROUNDS = Number(process.env.NOTIFICATIONS_ROUNDS ?? PAIRED_ROUNDS);
const SECRET = 'bench-sandbox-webhook-secret-0123456789abcdef';
const AMOUNT = 10_000;
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
  PAYMENT_WEBHOOK_SECRET: SECRET,
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database, logger: false, jobWorkers: true });
await app.ready();
const db = database.db;
const today = todayInSaoPaulo(new Date());

/**
 * `n` unpaid parcels, PER_CONTRACT to a contract of its own student (one class): a day's payments come
 * from many students, and applying one locks its contract (the open balance), not the others.
 */
async function openParcels(n: number) {
  const { graduation, course } = await createGraduation(db);
  const ids: number[] = [];
  for (let done = 0; done < n; done += PER_CONTRACT) {
    const count = Math.min(PER_CONTRACT, n - done);
    const student = await createStudent(db, { graduationId: graduation.id, courseId: course.id });
    const { parcels: made } = await createContract(db, student.id, {
      totalCents: AMOUNT * count,
      parcels: Array.from({ length: count }, () => ({ amountCents: AMOUNT, method: 2 })),
    });
    ids.push(...made.map((p) => p.id));
  }
  return ids;
}

function approval(parcelId: number, charge?: string) {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    charge:
      charge ??
      sandboxChargeId(SECRET, {
        method: 'card',
        type: 'Contrato',
        parcelId,
        amountCents: AMOUNT,
        instalments: 1,
      }),
    status: 'approved',
    amount: AMOUNT,
    paidOn: today,
  });
  return { body, headers: signSandboxNotification(SECRET, body) };
}

const post = (n: { body: string; headers: Record<string, string> }) =>
  app.inject({
    method: 'POST',
    url: '/api/pagamentos/notificacao/sandbox',
    headers: n.headers,
    payload: n.body,
  });

async function inFlight<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Waits until `ids` are all paid; the time it took since `start`, in seconds. */
async function paidBy(ids: number[], start: number) {
  for (;;) {
    const rows = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(inArray(parcels.id, ids), isNull(parcels.paidOn)));
    if (rows.length === 0) return (performance.now() - start) / 1000;
    if (performance.now() - start > 300_000)
      throw new Error(`${rows.length} parcels still unpaid after 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The portal: `count` distinct approvals, from the first request to the last parcel paid.
async function portalRound(count: number) {
  const ids = await openParcels(count);
  const notifications = ids.map((id) => approval(id));
  const start = performance.now();
  let refused = 0;
  await inFlight(notifications, IN_FLIGHT, async (n) => {
    const res = await post(n);
    if (res.statusCode !== 200 || res.json().recebidos !== 1) refused += 1;
  });
  const received = (performance.now() - start) / 1000;
  const seconds = await paidBy(ids, start);
  const outcomes = await db
    .select({ outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(inArray(paymentEvents.parcelId, ids));
  const applied = outcomes.filter((o) => o.outcome === 'applied').length;
  return { seconds, received, applied, refused };
}

// The baseline: the same conditional UPDATE that pays a parcel (payments.repository markPaid), in a loop.
async function bareRound(count: number) {
  const ids = await openParcels(count);
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
const [oneId] = await openParcels(1);
const same = approval(oneId!);
const answers = await Promise.all(Array.from({ length: 50 }, () => post(same)));
const kept = answers.reduce((n, r) => n + (r.statusCode === 200 ? r.json().recebidos : 0), 0);
await paidBy([oneId!], performance.now());
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
