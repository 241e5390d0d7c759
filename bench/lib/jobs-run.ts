// The jobs benchmark's two sides (decision 121), on the PostgreSQL of DATABASE_URL, in ROUNDS
// interleaved rounds (portal and bare alternate which goes first). JSON out.
//
// E-mail: the portal (built as main.ts builds it, workers running, SMTP_URL a local sink) is given MAILS
// e-mails through `app.mail.send` (10 in flight, as requests would), and the time runs until the sink has
// them all; the bare side sends the same MAILS straight to the same kind of pooled transport, in a loop
// (one after another), then again as many at once as it has connections. JOBS_SMTP_DELAY_MS makes the
// sink take that long to accept each message, as a real server does.
// Notifications: the portal receives NOTIFICATIONS distinct signed sandbox approvals (20 in flight) and the
// time runs until the last parcel is paid (bench 47's portal side); the bare side receives the same with
// no workers, then runs the queue's own handler on each queued event (`jobs.perform`), 8 at a time like the
// finance module's workers: the same work without the queue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInSaoPaulo } from '@portal/domain';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { createMailTransport, type Mail, SMTP_CONNECTIONS } from '../../apps/api/src/lib/mail';
import { brandMail } from '../../apps/api/src/lib/mail-layout';
import { settingsService } from '../../apps/api/src/modules/settings';
import { installQueues } from '../../apps/api/src/queues';
import { smtpSink } from './jobs-smtp-sink';
import { approval, inFlight, openParcels, paidBy, SANDBOX_SECRET, unpaid } from './sandbox-parcels';

const MAILS = Number(process.env.JOBS_MAILS ?? 1000);
const NOTIFICATIONS = Number(process.env.JOBS_NOTIFICATIONS ?? 1000);
const ROUNDS = Number(process.env.JOBS_ROUNDS ?? 3);
const NOTIFICATION_QUEUE = 'payments.notification';
/** As the finance module's workers (its NOTIFICATION_CONCURRENCY). */
const NOTIFICATION_LANES = 8;
const PER_CONTRACT = 4;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');

const SMTP_DELAY_MS = Number(process.env.JOBS_SMTP_DELAY_MS ?? 0);
const sink = await smtpSink(SMTP_DELAY_MS);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-jobs-'));
const database = await openDatabase({ kind: 'pg', url, max: 10 });
await database.migrate();
await installQueues(database);
const db = database.db;
const today = todayInSaoPaulo(new Date());
const silent = { info() {} };
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
  PUBLIC_URL: 'http://127.0.0.1',
  WEB_DIST: '/nonexistent',
  PAYMENT_WEBHOOK_SECRET: SANDBOX_SECRET,
  SMTP_URL: sink.url,
  LOG_LEVEL: 'warn',
  // The notifications all come from one address, thousands a minute; since decision 128 the counter lives in
  // the database and outlasts each round's app, so the default 300 a minute refused them.
  PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
});

const seconds = (since: number) => (performance.now() - since) / 1000;

// The portal dresses every e-mail in the producer's identity (decision 122: an HTML part beside the text),
// which makes nodemailer build a multipart message: the bare side also sends them dressed, dressed before
// its clock starts (decision 141), so that both sides deliver the same messages. Only the brand is read
// here, which needs neither the unit of work nor the storage.
const brand = await settingsService({ db, uow: null as never, storage: null as never }).mailBrand(
  config.publicUrl,
);
const dressed = (list: Mail[]) => list.map((m) => brandMail(m, brand, config.mailFrom));

const mails = (round: number, side: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    to: `formando${i}@example.com`,
    subject: `Lembrete ${round}-${side}-${i}`,
    text: 'Sua parcela vence amanhã. Acesse o portal para ver o boleto.',
  }));

type App = Awaited<ReturnType<typeof buildApp>>;
/**
 * `address`: where the provider calls from. The notification route allows 6,000 calls a minute per address,
 * counted in the database since decision 128 (it outlasts each round's app): on a quiet machine a whole run's
 * 6,200 fit in one minute, so each round's side calls from an address of its own.
 */
const receive = async (app: App, ids: number[], address: string) => {
  let refused = 0;
  let answer: string | undefined;
  await inFlight(
    ids.map((id) => approval(id, today)),
    20,
    async (n) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/pagamentos/notificacao/sandbox',
        remoteAddress: address,
        headers: n.headers,
        payload: n.body,
      });
      if (res.statusCode !== 200 || res.json().recebidos !== 1) {
        refused += 1;
        answer ??= `${res.statusCode} ${res.body}`;
      }
    },
  );
  if (refused > 0) {
    const { rows } = await database.query('select key, hits, window_ends from rate_limit_hits');
    throw new Error(
      `${refused} of ${ids.length} notifications refused, the first with ${answer}; counters ${JSON.stringify(rows)}`,
    );
  }
};

const build = async (jobWorkers: boolean) => {
  const app = await buildApp({ config, database, logger: false, jobWorkers });
  await app.ready();
  return app;
};

async function portalRound(round: number, size?: number) {
  const count = size ?? MAILS;
  const ids = await openParcels(db, size ?? NOTIFICATIONS, PER_CONTRACT);
  const app = await build(true);
  const before = sink.received;
  const mailStart = performance.now();
  await inFlight(mails(round, 'portal', count), 10, (mail) => app.mail.send(mail));
  if (process.env.JOBS_PROBE) console.error('enqueued', seconds(mailStart), sink.received - before);
  await sink.until(before + count);
  const mail = seconds(mailStart);

  const start = performance.now();
  await receive(app, ids, `10.48.${round + 2}.1`);
  const notifications = await paidBy(db, ids, start);
  await app.close();
  return { mail, notifications };
}

async function bareRound(round: number, size?: number) {
  const count = size ?? MAILS;
  const ids = await openParcels(db, size ?? NOTIFICATIONS, PER_CONTRACT);
  const transport = createMailTransport({
    smtpUrl: sink.url,
    from: config.mailFrom,
    outboxDir: dataDir,
    log: silent,
  });
  // The bare loop: one e-mail after another, straight to the transport.
  let before = sink.received;
  let mailStart = performance.now();
  for (const m of mails(round, 'loop', count)) await transport.send(m);
  await sink.until(before + count);
  const mail = seconds(mailStart);
  // The same, as many at once as the transport has connections (the outbox's own parallelism).
  before = sink.received;
  mailStart = performance.now();
  await inFlight(mails(round, 'bare', count), transport.connections ?? SMTP_CONNECTIONS, (m) =>
    transport.send(m),
  );
  await sink.until(before + count);
  const mailParallel = seconds(mailStart);
  // The same loop, the messages dressed as the portal sends them.
  const same = dressed(mails(round, 'dressed', count));
  before = sink.received;
  mailStart = performance.now();
  for (const m of same) await transport.send(m);
  await sink.until(before + count);
  const mailDressed = seconds(mailStart);

  const app = await build(false);
  const start = performance.now();
  await receive(app, ids, `10.48.${round + 2}.2`);
  // The queued events, taken off the queue: this side runs their handler itself.
  const { rows } = await database.query(
    `delete from pgboss.job where name = $1 and state = 'created' returning data`,
    [NOTIFICATION_QUEUE],
  );
  await inFlight(rows, NOTIFICATION_LANES, (r) => app.jobs.perform(NOTIFICATION_QUEUE, r.data as object));
  const notifications = seconds(start);
  const left = await unpaid(db, ids);
  await app.close();
  if (left > 0) throw new Error(`bare side: ${left} parcels unpaid`);
  return { mail, mailParallel, mailDressed, notifications };
}

// A short round of each side first, not counted: both start with compiled code and warm connections.
await portalRound(-1, 100);
await bareRound(-1, 100);
const portal: { mail: number; notifications: number }[] = [];
const bare: { mail: number; mailParallel: number; mailDressed: number; notifications: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  if (round % 2 === 0) {
    portal.push(await portalRound(round));
    bare.push(await bareRound(round));
  } else {
    bare.push(await bareRound(round));
    portal.push(await portalRound(round));
  }
}

await database.close();
await sink.close();
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({
    mails: MAILS,
    smtpDelayMs: SMTP_DELAY_MS,
    notifications: NOTIFICATIONS,
    rounds: ROUNDS,
    connections: SMTP_CONNECTIONS,
    portal,
    bare,
  })}\n`,
);
