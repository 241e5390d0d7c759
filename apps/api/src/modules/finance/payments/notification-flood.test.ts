import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/factories';
import {
  createContract,
  PAYMENT_ENV,
  payingStudent,
  today,
  WEBHOOK_SECRET,
} from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { type MercadoPagoFake, startMercadoPagoFake } from '../../../../test/mercado-pago-fake';
import { parcels, paymentEvents } from '../../../db/schema/index';
import { createJobs, type Jobs } from '../../../platform/jobs/jobs';
// The orders module's settlement, wired here as app.ts wires it (decision 111).
import { orderPayment } from '../../orders';
import { MERCADO_PAGO_SIGNATURE_TOLERANCE_SECONDS } from '../providers/mercado-pago';
import { sandboxChargeId, signSandboxNotification } from '../providers/sandbox';
import { notificationQueueRepository, UNREAD_STALE_AFTER } from './notification-queue.repository';
import { NOTIFICATION_CONCURRENCY, NOTIFICATION_QUEUE, notificationsService } from './notifications.service';
import { paymentsRepository } from './payments.repository';

// Decision 100: provider notifications cannot be replayed into a flood, and are applied promptly, in parallel,
// still once per payment. On both drivers (TEST_DATABASE_URL for PostgreSQL).

const ACCESS_TOKEN = 'TEST-4242424242424242-112216-0123456789abcdef0123456789abcdef-202809963';
const MP_SECRET = 'mp-webhook-secret-of-the-tests-0123456789abcdef';

describe('Mercado Pago notifications: bound, fresh, de-duplicated before any read-back', () => {
  let t: TestContext;
  let fake: MercadoPagoFake;

  beforeAll(async () => {
    fake = await startMercadoPagoFake({ accessToken: ACCESS_TOKEN, webhookSecret: MP_SECRET });
    t = await createTestApp({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
      MERCADOPAGO_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  type Notification = { url: string; headers: Record<string, string>; body: string };
  const notify = (n: Notification) =>
    t.app.inject({ method: 'POST', url: n.url, headers: n.headers, payload: n.body });
  const ledger = (paymentId: number) =>
    t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.chargeRef, String(paymentId)));
  const readBacks = (paymentId: number) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/${paymentId}`).length;
  const parcelRow = async (id: number) => (await t.db.select().from(parcels).where(eq(parcels.id, id)))[0]!;

  /** A PIX parcel of R$ 480,00 with its Mercado Pago payment (pending until the fake says otherwise). */
  async function pixParcel() {
    const s = await payingStudent(t.app, t.db);
    const { contract } = await createContract(t.db, s.student.id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/novaparcela',
      headers: bearer(s.token),
      payload: { parcconta: contract.id, parcvalor: 480, parctipo: 'Contrato', parcforma: 6, parcelas: 1 },
    });
    const parcid = made.json().parcid as number;
    const pix = await t.app.inject({
      method: 'POST',
      url: `/api/pagamentos/pix/${parcid}`,
      headers: bearer(s.token),
      payload: {},
    });
    expect(pix.statusCode).toBe(200);
    return { parcid, paymentId: Number((await parcelRow(parcid)).providerRef) };
  }

  it('a signature made for another payment id is refused, wherever the id is carried', async () => {
    const a = await pixParcel();
    const b = await pixParcel();
    fake.setStatus(b.paymentId, 'approved');
    const signedForA = fake.notification(a.paymentId);
    const bodyForB = signedForA.body.replace(`"id":"${a.paymentId}"`, `"id":"${b.paymentId}"`);
    // Query and body both moved to B: the manifest signed A.
    const moved = {
      ...signedForA,
      url: signedForA.url.replace(`data.id=${a.paymentId}`, `data.id=${b.paymentId}`),
      body: bodyForB,
    };
    const res = await notify(moved);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.stringMatching(/assinatura/i), type: expect.any(String) });
    // Only the body names B (no data.id in the query).
    expect(
      (await notify({ ...moved, url: '/api/pagamentos/notificacao/mercadopago?type=payment' })).statusCode,
    ).toBe(401);
    // The query names A and the body names B: which one the signature covers is ambiguous, refused.
    expect((await notify({ ...signedForA, body: bodyForB })).statusCode).toBe(400);
    // Two data.id in the query: refused, not read as the body's.
    const twice = {
      ...signedForA,
      url: `${signedForA.url}&data.id=${b.paymentId}`,
    };
    expect((await notify(twice)).statusCode).toBe(400);
    await t.drainJobs();
    expect(await ledger(b.paymentId)).toEqual([]);
    expect(await ledger(a.paymentId)).toEqual([]);
    expect(readBacks(b.paymentId)).toBe(0);
    expect((await parcelRow(b.parcid)).paidOn).toBeNull();
  });

  it(`a signature whose ts is more than ${MERCADO_PAGO_SIGNATURE_TOLERANCE_SECONDS} s away is refused; a recent one is kept`, async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    const now = Math.floor(Date.now() / 1000);
    const yearOld = fake.notification(p.paymentId, { ts: now - 365 * 24 * 3600 });
    const res = await notify(yearOld);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/assinatura/i);
    const stale = fake.notification(p.paymentId, { ts: now - MERCADO_PAGO_SIGNATURE_TOLERANCE_SECONDS - 60 });
    expect((await notify(stale)).statusCode).toBe(401);
    const future = fake.notification(p.paymentId, {
      ts: now + MERCADO_PAGO_SIGNATURE_TOLERANCE_SECONDS + 60,
    });
    expect((await notify(future)).statusCode).toBe(401);
    await t.drainJobs();
    expect(await ledger(p.paymentId)).toEqual([]);
    expect(readBacks(p.paymentId)).toBe(0);
    // A minute late (a slow delivery) is still a notification.
    expect((await notify(fake.notification(p.paymentId, { ts: now - 60 }))).json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    expect((await parcelRow(p.parcid)).paidCents).toBe(48_000);
  });

  it('one captured notification re-posted 20 times with new ids makes no event and no read-back', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    const captured = fake.notification(p.paymentId);
    expect((await notify(captured)).json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    expect(readBacks(p.paymentId)).toBe(1);
    const original = JSON.parse(captured.body) as { id: number };
    const replays = Array.from({ length: 20 }, (_, i) => ({
      ...captured,
      body: captured.body.replace(`"id":${original.id}`, `"id":${original.id + 1 + i}`),
    }));
    expect(new Set(replays.map((r) => r.body)).size).toBe(20);
    const answers = await Promise.all(replays.map(notify));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 401)).toBe(true);
    expect(answers.reduce((n, a) => n + (a.statusCode === 200 ? a.json().recebidos : 0), 0)).toBe(0);
    // Nor does dressing up the signed headers: an extra unsigned ts, spaces around the request id.
    const dressed = [
      {
        ...captured,
        headers: { ...captured.headers, 'x-signature': `ts=1,${captured.headers['x-signature']}` },
      },
      {
        ...captured,
        headers: { ...captured.headers, 'x-request-id': ` ${captured.headers['x-request-id']} ` },
      },
    ];
    for (const d of dressed) {
      const res = await notify(d);
      expect(res.statusCode === 401 || res.json().recebidos === 0).toBe(true);
    }
    await t.drainJobs();
    expect(await ledger(p.paymentId)).toEqual([expect.objectContaining({ outcome: 'applied' })]);
    expect(readBacks(p.paymentId)).toBe(1);
  });

  it('50 identical notifications make one payment and one read-back', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    const n = fake.notification(p.paymentId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(n)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.json().recebidos, 0)).toBe(1);
    await t.drainJobs();
    expect(await ledger(p.paymentId)).toEqual([expect.objectContaining({ outcome: 'applied' })]);
    expect(readBacks(p.paymentId)).toBe(1);
    expect(await parcelRow(p.parcid)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
  });

  it('a burst of genuine notifications of one waiting payment is one event and one read-back; news after the read-back is read again', async () => {
    const p = await pixParcel();
    // Mercado Pago's own burst (created, updated, redeliveries): each freshly signed, one payment.
    const burst = Array.from({ length: 20 }, (_, i) =>
      fake.notification(p.paymentId, { action: i % 2 ? 'payment.updated' : 'payment.created' }),
    );
    const answers = await Promise.all(burst.map(notify));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.json().recebidos, 0)).toBe(1);
    await t.drainJobs();
    expect(readBacks(p.paymentId)).toBe(1);
    expect(await ledger(p.paymentId)).toEqual([expect.objectContaining({ outcome: 'pending' })]);
    // Paid afterwards: its notification is news, read back and applied.
    fake.setStatus(p.paymentId, 'approved');
    expect((await notify(fake.notification(p.paymentId))).json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    expect(readBacks(p.paymentId)).toBe(2);
    expect((await parcelRow(p.parcid)).paidCents).toBe(48_000);
  });

  it('a notification arriving once the job has started reading the payment is kept: the change is never lost', async () => {
    const p = await pixParcel();
    expect((await notify(fake.notification(p.paymentId))).json()).toEqual({ recebidos: 1 });
    const [waiting] = await ledger(p.paymentId);
    // The job marks the event as being read before it asks the API; from then on, news is a new event.
    await notificationQueueRepository(t.db).startReading(waiting!.id);
    fake.setStatus(p.paymentId, 'approved');
    expect((await notify(fake.notification(p.paymentId))).json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    expect((await parcelRow(p.parcid)).paidCents).toBe(48_000);
    expect((await ledger(p.paymentId)).map((r) => r.outcome).sort()).toEqual(['already_paid', 'applied']);
  });

  it(`a waiting event whose job never started keeps the payment's notifications out for ${UNREAD_STALE_AFTER} at most`, async () => {
    const p = await pixParcel();
    expect((await notify(fake.notification(p.paymentId))).json()).toEqual({ recebidos: 1 });
    expect((await notify(fake.notification(p.paymentId))).json()).toEqual({ recebidos: 0 });
    // Its job lost (say, retries spent while the database was away) and the mark older than the limit.
    await t.db
      .update(paymentEvents)
      .set({ receivedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paymentEvents.chargeRef, String(p.paymentId)));
    fake.setStatus(p.paymentId, 'approved');
    expect((await notify(fake.notification(p.paymentId))).json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    expect((await parcelRow(p.parcid)).paidCents).toBe(48_000);
  });
});

describe('the notification queue: woken on insert, several at once, each job once across nodes', () => {
  let t: TestContext;
  const silent = { error() {}, warn() {}, info() {} };

  beforeAll(async () => {
    t = await createTestApp(PAYMENT_ENV);
  });
  afterAll(() => t?.close());

  /** `count` unpaid parcels of R$ 100,00 and a signed sandbox approval of each. */
  async function approvals(count: number) {
    const s = await payingStudent(t.app, t.db);
    const { parcels: made } = await createContract(t.db, s.student.id, {
      parcels: Array.from({ length: count }, () => ({ amountCents: 10_000, method: 2 })),
    });
    return made.map((parcel) => {
      const charge = sandboxChargeId(WEBHOOK_SECRET, {
        method: 'card',
        type: 'Contrato',
        parcelId: parcel.id,
        amountCents: 10_000,
        instalments: 1,
      });
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        charge,
        status: 'approved',
        amount: 10_000,
        paidOn: today(),
      });
      return {
        parcelId: parcel.id,
        request: {
          headers: signSandboxNotification(WEBHOOK_SECRET, body),
          query: {},
          rawBody: Buffer.from(body),
        },
      };
    });
  }

  /**
   * A node of the portal: its own job queue with running workers that would poll only once an hour, so
   * only a wake makes them fetch in time; counts what its notification jobs ran, and how many at once.
   */
  async function node(onRun: (jobId: number) => void) {
    const jobs: Jobs = await createJobs(t.database, {
      workers: true,
      pollingIntervalSeconds: 3600,
      log: silent,
    });
    const service = notificationsService({
      repo: paymentsRepository(t.db),
      uow: t.app.uow,
      jobs,
      provider: t.app.payments.provider,
      log: silent,
      orders: orderPayment,
    });
    const stats = { running: 0, most: 0 };
    jobs.handle(
      NOTIFICATION_QUEUE,
      async (data) => {
        stats.running += 1;
        stats.most = Math.max(stats.most, stats.running);
        try {
          await service.job((data as { id: number }).id);
        } finally {
          stats.running -= 1;
          onRun((data as { id: number }).id);
        }
      },
      { concurrency: NOTIFICATION_CONCURRENCY },
    );
    await jobs.start();
    return { jobs, service, stats };
  }

  it('a burst of distinct notifications is applied by the workers at once, not at their next poll, several in parallel', async () => {
    const burst = await approvals(24);
    const ran: number[] = [];
    let allRan: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allRan = resolve;
    });
    const a = await node((id) => {
      ran.push(id);
      if (ran.length === burst.length) allRan();
    });
    // The workers' first fetch (at start) has found nothing: from now on they sleep for an hour.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await Promise.all(burst.map((n) => a.service.receive('sandbox', n.request)));
    expect(answers.reduce((sum, r) => sum + r.recebidos, 0)).toBe(burst.length);
    // Resolves only if the wake worked: the polling interval (an hour) is past the test's timeout.
    await done;
    await a.jobs.stop();
    expect(new Set(ran).size).toBe(burst.length);
    expect(a.stats.most).toBeGreaterThan(1);
    for (const n of burst) {
      const [row] = await t.db.select().from(parcels).where(eq(parcels.id, n.parcelId));
      expect(row).toMatchObject({ paidOn: today(), paidCents: 10_000 });
    }
    expect(await t.drainJobs()).toBe(0);
  });

  it('two nodes on one database run each notification job once, and pay each parcel once', async () => {
    const burst = await approvals(30);
    const ran: number[] = [];
    let allRan: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allRan = resolve;
    });
    const record = (id: number) => {
      ran.push(id);
      if (ran.length >= burst.length) allRan();
    };
    const [a, b] = [await node(record), await node(record)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Half the notifications reach each node, as behind a load balancer; each wakes its own workers.
    await Promise.all(burst.map((n, i) => (i % 2 ? b : a).service.receive('sandbox', n.request)));
    await done;
    await Promise.all([a.jobs.stop(), b.jobs.stop()]);
    expect(ran).toHaveLength(burst.length);
    expect(new Set(ran).size).toBe(burst.length);
    for (const n of burst) {
      const rows = await t.db.select().from(paymentEvents).where(eq(paymentEvents.parcelId, n.parcelId));
      expect(rows.map((r) => r.outcome)).toEqual(['applied']);
    }
    expect(await t.drainJobs()).toBe(0);
  });
});
