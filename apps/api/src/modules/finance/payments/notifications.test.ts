import { randomUUID } from 'node:crypto';
import { parsePixPayload } from '@portal/domain';
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
import { parcels, paymentEvents } from '../../../db/schema/index';
// The orders module's settlement, wired here as app.ts wires it (decision 111).
import { orderPayment } from '../../orders';
import type { PaymentProvider } from '../providers/provider';
import { sandboxChargeId, signSandboxNotification } from '../providers/sandbox';
import { notificationsService } from './notifications.service';
import { paymentsRepository } from './payments.repository';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
});
afterAll(() => t.close());

/** An unpaid card parcel of R$ 480,00 and the sandbox charge id made for it. */
async function openParcel(amountCents = 48_000) {
  const s = await payingStudent(t.app, t.db);
  const { parcels: made } = await createContract(t.db, s.student.id, {
    parcels: [{ amountCents, method: 2 }],
  });
  const parcel = made[0]!;
  const charge = sandboxChargeId(WEBHOOK_SECRET, {
    method: 'card',
    type: 'Contrato',
    parcelId: parcel.id,
    amountCents,
    instalments: 1,
  });
  return { ...s, parcel, charge };
}

type Body = { id: string; charge: string; status: string; amount: number | null; paidOn: string | null };
const event = (charge: string, over: Partial<Body> = {}): string =>
  JSON.stringify({
    id: `evt_${randomUUID()}`,
    charge,
    status: 'approved',
    amount: 48_000,
    paidOn: today(),
    ...over,
  });

const notify = (body: string, headers = signSandboxNotification(WEBHOOK_SECRET, body)) =>
  t.app.inject({ method: 'POST', url: '/api/pagamentos/notificacao/sandbox', headers, payload: body });

const parcelRow = async (id: number) => (await t.db.select().from(parcels).where(eq(parcels.id, id)))[0]!;
const ledger = (parcelId: number) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.parcelId, parcelId));

describe('POST /api/pagamentos/notificacao/{provider}', () => {
  it('DESIGN §5: an approval marks the parcel paid with amount and date, through the job, and the ledger says so', async () => {
    const p = await openParcel();
    const res = await notify(event(p.charge));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recebidos: 1 });
    // Kept, not yet applied: the job does it.
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
    await t.drainJobs();
    expect(await parcelRow(p.parcel.id)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
    const rows = await ledger(p.parcel.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'sandbox',
      status: 'approved',
      outcome: 'applied',
      amountCents: 48_000,
    });
    expect(rows[0]!.processedAt).not.toBeNull();
  });

  it('DESIGN §5: a bad signature is refused (401) and nothing is kept', async () => {
    const p = await openParcel();
    const body = event(p.charge);
    const forged = signSandboxNotification('another-secret-another-secret-another-secret', body);
    const before = (await t.db.select().from(paymentEvents)).length;
    expect((await notify(body, forged)).statusCode).toBe(401);
    // The signature covers the raw bytes: the same JSON with one space more is not the signed body.
    const signed = signSandboxNotification(WEBHOOK_SECRET, body);
    expect((await notify(body.replace('{', '{ '), signed)).statusCode).toBe(401);
    expect((await notify(body, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await t.db.select().from(paymentEvents)).length).toBe(before);
    await t.drainJobs();
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
  });

  it('DESIGN §5: an old signature is refused, a charge not made by this portal too', async () => {
    const p = await openParcel();
    const body = event(p.charge);
    const old = signSandboxNotification(WEBHOOK_SECRET, body, Date.now() - 3_600_000);
    expect((await notify(body, old)).statusCode).toBe(401);
    const forgedCharge = event(p.charge.replace(/\.[\w-]{12}$/, '.AAAAAAAAAAAA'));
    expect((await notify(forgedCharge)).statusCode).toBe(400);
  });

  it('DESIGN §5: the same event twice is kept once and pays once', async () => {
    const p = await openParcel();
    const body = event(p.charge);
    expect((await notify(body)).json()).toEqual({ recebidos: 1 });
    expect((await notify(body)).json()).toEqual({ recebidos: 0 });
    await t.drainJobs();
    expect((await notify(body)).json()).toEqual({ recebidos: 0 });
    await t.drainJobs();
    expect(await ledger(p.parcel.id)).toHaveLength(1);
    expect(await parcelRow(p.parcel.id)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
  });

  it('DESIGN §5: a refusal after an approval changes nothing', async () => {
    const p = await openParcel();
    await notify(event(p.charge));
    await t.drainJobs();
    await notify(event(p.charge, { status: 'refused', amount: null, paidOn: null }));
    await t.drainJobs();
    expect(await parcelRow(p.parcel.id)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
    expect((await ledger(p.parcel.id)).map((r) => r.outcome).sort()).toEqual([
      'applied',
      'refused_after_payment',
    ]);
  });

  it('DESIGN §5: out of order: a refusal first, then the approval of a second attempt, pays', async () => {
    const p = await openParcel();
    await notify(event(p.charge, { status: 'refused', amount: null, paidOn: null }));
    await t.drainJobs();
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
    await notify(event(p.charge));
    await t.drainJobs();
    expect((await parcelRow(p.parcel.id)).paidOn).toBe(today());
  });

  it('DESIGN §5: two different approvals of one parcel pay it once', async () => {
    const p = await openParcel();
    await notify(event(p.charge, { paidOn: '2026-01-10' }));
    await notify(event(p.charge, { paidOn: '2026-01-11' }));
    await t.drainJobs();
    // Whichever ran first paid it; the other found it paid.
    const row = await parcelRow(p.parcel.id);
    expect(['2026-01-10', '2026-01-11']).toContain(row.paidOn);
    expect(row.paidCents).toBe(48_000);
    expect((await ledger(p.parcel.id)).map((r) => r.outcome).sort()).toEqual(['already_paid', 'applied']);
  });

  it('DESIGN §5: an amount other than the parcel charges does not pay it', async () => {
    const p = await openParcel();
    await notify(event(p.charge, { amount: 100 }));
    await t.drainJobs();
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
    expect((await ledger(p.parcel.id))[0]!.outcome).toBe('amount_mismatch');
  });

  it('DESIGN §5: a pending event waits, a provider not configured is not found', async () => {
    const p = await openParcel();
    await notify(event(p.charge, { status: 'pending', paidOn: null }));
    await t.drainJobs();
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
    expect((await ledger(p.parcel.id))[0]!.outcome).toBe('pending');
    const body = event(p.charge);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/notificacao/mercadopago',
      headers: signSandboxNotification(WEBHOOK_SECRET, body),
      payload: body,
    });
    expect(res.statusCode).toBe(404);
  });

  it('decision 50: 50 identical notifications at once make exactly one payment', async () => {
    const p = await openParcel();
    const body = event(p.charge);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(body)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.reduce((n, r) => n + r.json().recebidos, 0)).toBe(1);
    await t.drainJobs();
    const rows = await t.db.select().from(paymentEvents).where(eq(paymentEvents.chargeRef, p.charge));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.outcome).toBe('applied');
    expect(await parcelRow(p.parcel.id)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
  });

  it('decision 50: 50 different approvals of one parcel at once pay it once', async () => {
    const p = await openParcel();
    await Promise.all(Array.from({ length: 50 }, () => notify(event(p.charge))));
    await t.drainJobs();
    const outcomes = (await ledger(p.parcel.id)).map((r) => r.outcome);
    expect(outcomes).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_paid')).toHaveLength(49);
  });
});

describe('the notification job', () => {
  it('DESIGN §5: an event for a parcel that does not exist is kept as unknown, and pays nothing', async () => {
    const charge = sandboxChargeId(WEBHOOK_SECRET, {
      method: 'card',
      type: 'Contrato',
      parcelId: 1_999_999,
      amountCents: 48_000,
      instalments: 1,
    });
    expect((await notify(event(charge))).json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    const [row] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.chargeRef, charge));
    expect(row).toMatchObject({ outcome: 'unknown_parcel', parcelId: null });
  });

  it('DESIGN §4a: when the provider cannot confirm, the event stays queued for the retry, then applies once', async () => {
    const p = await openParcel();
    let calls = 0;
    const sandbox = t.app.payments.provider;
    const flaky: PaymentProvider = {
      ...sandbox,
      async confirm(e) {
        calls += 1;
        if (calls === 1) throw new Error('provider unavailable');
        return sandbox.confirm(e);
      },
    };
    const service = notificationsService({
      repo: paymentsRepository(t.db),
      uow: t.app.uow,
      jobs: t.app.jobs,
      provider: flaky,
      log: { warn() {}, info() {} } as never,
      orders: orderPayment,
    });
    const body = event(p.charge);
    await service.receive('sandbox', {
      headers: signSandboxNotification(WEBHOOK_SECRET, body),
      query: {},
      rawBody: Buffer.from(body),
    });
    const [kept] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.chargeRef, p.charge));
    await expect(service.process(kept!.id)).rejects.toThrow('provider unavailable');
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
    expect(await service.process(kept!.id)).toBe('applied');
    expect(await service.process(kept!.id)).toBeNull();
    expect((await parcelRow(p.parcel.id)).paidCents).toBe(48_000);
    await t.drainJobs();
  });
});

describe('the sandbox provider (DESIGN §5)', () => {
  const form = (acao: string, cookie?: string) => ({
    payload: `acao=${acao}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
  });
  /** The sandbox's pass the portal gave the session with the charge (decision 101), as the browser sends it. */
  const passOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  it('decision 50: card: the checkout page approves, the browser returns to /resumo, the parcel is paid', async () => {
    const s = await payingStudent(t.app, t.db);
    const { contract } = await createContract(t.db, s.student.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/novaparcela',
      headers: bearer(s.token),
      payload: { parcconta: contract.id, parcvalor: 900, parctipo: 'Contrato', parcforma: 2, parcelas: 3 },
    });
    const parcid = created.json().parcid;
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/linkCheckout',
      headers: bearer(s.token),
      payload: { financeiro: { parcid }, parcelamento: { selecionado: 3 } },
    });
    const path = new URL(link.json().checkoutUrl).pathname;
    const cookie = passOf(link);
    const page = await t.app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Aprovar pagamento');
    expect(page.body).toContain('3x');
    const approve = await t.app.inject({ method: 'POST', url: path, ...form('aprovar', cookie) });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`http://portal.test/resumo/Contrato/${parcid}-0`);
    await t.drainJobs();
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/pagamentos/resumo/Contrato/${parcid}-0`,
      headers: bearer(s.token),
    });
    expect(back.json()).toEqual({ pago: true, msg: 'Pagamento confirmado. Obrigado!' });
    expect((await parcelRow(parcid)).paidCents).toBe(90_000);
  });

  it('decision 50: card: a refusal on the checkout page leaves the parcel open', async () => {
    const p = await openParcel();
    const path = `/api/sandbox/checkout/${p.charge}`;
    expect((await t.app.inject({ method: 'POST', url: path, ...form('recusar') })).statusCode).toBe(303);
    await t.drainJobs();
    expect((await parcelRow(p.parcel.id)).paidOn).toBeNull();
    expect((await ledger(p.parcel.id))[0]!.outcome).toBe('refused');
  });

  it('decision 50: PIX: the charge location is a sandbox page that confirms the payment', async () => {
    const s = await payingStudent(t.app, t.db);
    const { parcels: made } = await createContract(t.db, s.student.id, {
      parcels: [{ amountCents: 20_000, method: 6 }],
    });
    const parcid = made[0]!.id;
    const pix = await t.app.inject({
      method: 'POST',
      url: `/api/pagamentos/pix/${parcid}`,
      headers: bearer(s.token),
      payload: {},
    });
    const parsed = parsePixPayload(pix.json().code);
    const location = parsed.ok ? parsed.pix.url!.replace(/^[^/]+\//, '') : '';
    const cookie = passOf(pix);
    const opened = await t.app.inject({ method: 'GET', url: `/${location}`, headers: { cookie } });
    expect(opened.body).toContain('Confirmar o PIX');
    const done = await t.app.inject({ method: 'POST', url: `/${location}`, ...form('aprovar', cookie) });
    expect(done.body).toContain('PIX enviado');
    await t.drainJobs();
    expect(await parcelRow(parcid)).toMatchObject({ paidOn: today(), paidCents: 20_000 });
  });

  it('decision 50: boleto: the bank page takes the form and confirms the payment', async () => {
    const s = await payingStudent(t.app, t.db);
    const { parcels: made } = await createContract(t.db, s.student.id, {
      parcels: [{ amountCents: 15_000, method: 5, dueOn: today() }],
    });
    const parcid = made[0]!.id;
    const boleto = await t.app.inject({
      method: 'GET',
      url: `/api/pagamentos/boleto/${parcid}`,
      headers: bearer(s.token),
    });
    const fields = new URLSearchParams(boleto.json().campos).toString();
    const cookie = passOf(boleto);
    const bank = await t.app.inject({
      method: 'POST',
      url: new URL(boleto.json().url).pathname,
      payload: fields,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.body).toContain('R$ 150,00');
    const charge = /name="charge" value="([^"]+)"/.exec(bank.body)![1]!;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/boleto/pagar',
      payload: `charge=${encodeURIComponent(charge)}&acao=aprovar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(paid.body).toContain('Boleto pago');
    await t.drainJobs();
    expect(await parcelRow(parcid)).toMatchObject({ paidOn: today(), paidCents: 15_000 });
  });

  it('decision 50: a tampered sandbox page address is not found', async () => {
    const p = await openParcel();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/checkout/${p.charge.replace('48000', '100')}`,
    });
    expect(res.statusCode).toBe(404);
  });
});
