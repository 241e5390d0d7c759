import { parsePixPayload } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/factories';
import { createContract, payingStudent, today } from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { type MercadoPagoFake, startMercadoPagoFake } from '../../../../test/mercado-pago-fake';
import { loadConfig } from '../../../config';
import { parcels, paymentEvents } from '../../../db/schema/index';

const ACCESS_TOKEN = 'TEST-4242424242424242-112216-0123456789abcdef0123456789abcdef-202809963';
const WEBHOOK_SECRET = 'mp-webhook-secret-of-the-tests-0123456789abcdef';

let t: TestContext;
let fake: MercadoPagoFake;

beforeAll(async () => {
  fake = await startMercadoPagoFake({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    PAYMENT_PROVIDER: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADOPAGO_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Who = Awaited<ReturnType<typeof student>>;

async function student() {
  const s = await payingStudent(t.app, t.db);
  const { contract } = await createContract(t.db, s.student.id);
  return { ...s, contract };
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A parcel made through the chooser's call (method 2 card, 6 PIX). */
async function newParcel(who: Who, parcforma: number, parcvalor: number, parcelas = 1) {
  const res = await call(who.token, 'POST', '/pagamentos/novaparcela', {
    parcconta: who.contract.id,
    parcvalor,
    parctipo: 'Contrato',
    parcforma,
    parcelas,
  });
  expect(res.statusCode).toBe(200);
  return res.json().parcid as number;
}

/** A PIX parcel of R$ 480,00 with its Mercado Pago charge. */
async function pixParcel() {
  const s = await student();
  const parcid = await newParcel(s, 6, 480);
  const res = await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {});
  expect(res.statusCode).toBe(200);
  const row = await parcelRow(parcid);
  return { ...s, parcid, code: res.json().code as string, paymentId: Number(row.providerRef) };
}

const parcelRow = async (id: number) => (await t.db.select().from(parcels).where(eq(parcels.id, id)))[0]!;
const ledger = (chargeRef: string | number) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.chargeRef, String(chargeRef)));

type Notification = ReturnType<MercadoPagoFake['notification']>;
const notify = (n: Omit<Notification, 'headers'> & { headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: n.url, headers: n.headers, payload: n.body });

describe('Mercado Pago adapter against its fake (decision 63, DESIGN §5)', () => {
  it('spec A §2 PAGAR AGORA: a Checkout Pro preference with the parcel, its amount, instalments, return and notification URLs', async () => {
    const s = await student();
    // R$ 900,00 in 3 instalments: within the interest-free count, so the charge is the amount.
    const parcid = await newParcel(s, 2, 900, 3);
    const res = await call(s.token, 'POST', '/pagamentos/linkCheckout', {
      financeiro: { parcid },
      parcelamento: { selecionado: 3 },
    });
    expect(res.statusCode).toBe(200);
    const sent = fake.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/checkout/preferences'),
    );
    const request = sent.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request.headers['x-idempotency-key']).toBe(`portal-card-${parcid}-90000-3`);
    expect(request.body).toMatchObject({
      items: [{ quantity: 1, currency_id: 'BRL', unit_price: 900 }],
      external_reference: `parcela-${parcid}`,
      notification_url: 'http://portal.test/api/pagamentos/notificacao/mercadopago?source_news=webhooks',
      back_urls: {
        success: `http://portal.test/resumo/Contrato/${parcid}-0`,
        pending: `http://portal.test/resumo/Contrato/${parcid}-0`,
        failure: `http://portal.test/resumo/Contrato/${parcid}-0`,
      },
      auto_return: 'approved',
      payment_methods: { installments: 3, default_installments: 3 },
    });
    const excluded = (request.body!.payment_methods as { excluded_payment_types: { id: string }[] })
      .excluded_payment_types;
    expect(excluded.map((e) => e.id)).toEqual(expect.arrayContaining(['ticket', 'bank_transfer']));
    const [prefId, pref] = [...fake.preferences].at(-1)!;
    expect(res.json().checkoutUrl).toBe(pref.init_point);
    expect(await parcelRow(parcid)).toMatchObject({
      provider: 'mercadopago',
      providerRef: prefId,
      transaction: pref.init_point,
    });
    // Asked again, the same checkout: no second preference.
    const again = await call(s.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid } });
    expect(again.json().checkoutUrl).toBe(pref.init_point);
    expect(fake.requests.filter((r) => r.path.startsWith('/checkout/preferences'))).toHaveLength(sent.length);
  });

  it('spec A §2 card: the buyer pays the preference, the signed notification is confirmed with the API and the parcel is paid', async () => {
    const s = await student();
    const parcid = await newParcel(s, 2, 300);
    await call(s.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid } });
    const payment = fake.payPreference((await parcelRow(parcid)).providerRef!);
    const res = await notify(fake.notification(payment.id, { action: 'payment.created' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recebidos: 1 });
    expect((await parcelRow(parcid)).paidOn).toBeNull(); // kept; the job applies it
    await t.drainJobs();
    expect(await parcelRow(parcid)).toMatchObject({
      paidOn: today(),
      paidCents: 30_000,
      document: expect.stringMatching(/^mercadopago:/),
    });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${payment.id}`)).toBe(
      true,
    );
    expect(await ledger(payment.id)).toEqual([
      expect.objectContaining({
        provider: 'mercadopago',
        outcome: 'applied',
        status: 'approved',
        amountCents: 30_000,
        parcelId: parcid,
      }),
    ]);
    const back = await call(s.token, 'GET', `/pagamentos/resumo/Contrato/${parcid}-0`);
    expect(back.json().pago).toBe(true);
  });

  it('reference §1, §10: the PIX of a parcel is a Mercado Pago charge whose code parses and whose CRC checks in pix-utils', async () => {
    const p = await pixParcel();
    const request = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments').at(-1)!;
    expect(request.headers['x-idempotency-key']).toBe(`portal-pix-${p.parcid}-48000`);
    expect(request.body).toMatchObject({
      transaction_amount: 480,
      payment_method_id: 'pix',
      external_reference: `parcela-${p.parcid}`,
      notification_url: 'http://portal.test/api/pagamentos/notificacao/mercadopago?source_news=webhooks',
      payer: { email: p.student.email, first_name: p.student.firstName },
    });
    const served = fake.payments.get(p.paymentId)!;
    const qr = (served.point_of_interaction as { transaction_data: { qr_code: string } }).transaction_data
      .qr_code;
    expect(p.code).toBe(qr);
    const parsed = parsePix(p.code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ type: 'DYNAMIC' });
    expect(parsePixPayload(p.code)).toMatchObject({ ok: true, pix: { amount: 48_000 } });
    expect(await parcelRow(p.parcid)).toMatchObject({ provider: 'mercadopago', transaction: p.code });
  });

  it('DESIGN §5: a notification whose signature does not verify is refused and nothing is kept', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    const forged = fake.notification(p.paymentId, { secret: 'not-the-secret-of-this-application-000' });
    expect((await notify(forged)).statusCode).toBe(401);
    const unsigned = fake.notification(p.paymentId);
    const { 'x-signature': _, ...headers } = unsigned.headers;
    expect((await notify({ ...unsigned, headers })).statusCode).toBe(401);
    // The signature names the payment of the query string: another payment id in it is a forgery.
    const moved = fake.notification(p.paymentId);
    const other = {
      ...moved,
      url: moved.url.replace(`data.id=${p.paymentId}`, `data.id=${p.paymentId + 1}`),
    };
    expect((await notify(other)).statusCode).toBeGreaterThanOrEqual(400);
    await t.drainJobs();
    expect(await ledger(p.paymentId)).toEqual([]);
    expect((await parcelRow(p.parcid)).paidOn).toBeNull();
  });

  it('DESIGN §5: the PIX paid, its notification marks the parcel paid once; the same event twice keeps one row', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    const n = fake.notification(p.paymentId);
    expect((await notify(n)).json()).toEqual({ recebidos: 1 });
    expect((await notify(n)).json()).toEqual({ recebidos: 0 });
    await t.drainJobs();
    expect(await parcelRow(p.parcid)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
    // Another notification of the same payment (another action): confirmed again, the parcel is not paid twice.
    expect((await notify(fake.notification(p.paymentId, { action: 'payment.created' }))).json()).toEqual({
      recebidos: 1,
    });
    await t.drainJobs();
    const rows = await ledger(p.paymentId);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['already_paid', 'applied']);
  });

  it('DESIGN §5: the body is never trusted: a notification of a payment the API says is pending pays nothing', async () => {
    const p = await pixParcel();
    const res = await notify(fake.notification(p.paymentId));
    expect(res.json()).toEqual({ recebidos: 1 });
    await t.drainJobs();
    expect((await parcelRow(p.parcid)).paidOn).toBeNull();
    expect(await ledger(p.paymentId)).toEqual([
      expect.objectContaining({ outcome: 'pending', status: 'pending' }),
    ]);
    // Paid later: the next notification applies it.
    fake.setStatus(p.paymentId, 'approved');
    await notify(fake.notification(p.paymentId));
    await t.drainJobs();
    expect((await parcelRow(p.parcid)).paidCents).toBe(48_000);
  });

  it('DESIGN §5: a refusal (refund) after the approval never unpays the parcel', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    await notify(fake.notification(p.paymentId));
    await t.drainJobs();
    fake.setStatus(p.paymentId, 'refunded');
    await notify(fake.notification(p.paymentId));
    await t.drainJobs();
    expect(await parcelRow(p.parcid)).toMatchObject({ paidOn: today(), paidCents: 48_000 });
    const outcomes = (await ledger(p.paymentId)).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['applied', 'refused_after_payment']);
  });

  it('DESIGN §5: a payment of another amount than the parcel charges is recorded as such, not applied', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    fake.update(p.paymentId, { transaction_amount: 4.8 });
    await notify(fake.notification(p.paymentId));
    await t.drainJobs();
    expect((await parcelRow(p.parcid)).paidOn).toBeNull();
    expect(await ledger(p.paymentId)).toEqual([
      expect.objectContaining({ outcome: 'amount_mismatch', amountCents: 480 }),
    ]);
  });

  it('DESIGN §5: 50 identical notifications at once make one payment', async () => {
    const p = await pixParcel();
    fake.setStatus(p.paymentId, 'approved');
    const n = fake.notification(p.paymentId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(n)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.json().recebidos, 0)).toBe(1);
    await t.drainJobs();
    expect(await ledger(p.paymentId)).toEqual([expect.objectContaining({ outcome: 'applied' })]);
  });

  it('DESIGN §5: a signed notification of another topic, or of a payment that is no parcel, changes nothing', async () => {
    const order = fake.notification(987_654, { type: 'merchant_order', action: 'merchant_order.updated' });
    expect((await notify(order)).json()).toEqual({ recebidos: 0 });
    const p = await pixParcel();
    const stranger = fake.update(p.paymentId, { external_reference: 'pedido-loja-77' });
    fake.setStatus(p.paymentId, 'approved');
    await notify(fake.notification(stranger.id));
    await t.drainJobs();
    expect(await ledger(stranger.id)).toEqual([
      expect.objectContaining({ outcome: 'unknown_parcel', parcelId: null }),
    ]);
  });

  it('DESIGN §5: the notification endpoint of the sandbox is not this provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/notificacao/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Mercado Pago configuration', () => {
  it('PAYMENT_PROVIDER=mercadopago needs its access token and webhook secret', () => {
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'mercadopago', DATA_DIR: '/tmp/portal-test-unused' }),
    ).toThrow(/MERCADOPAGO_ACCESS_TOKEN[\s\S]*MERCADOPAGO_WEBHOOK_SECRET/);
    const config = loadConfig({
      DATA_DIR: '/tmp/portal-test-unused',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32),
    });
    expect(config.payments).toMatchObject({ provider: 'sandbox', mercadoPago: null });
  });

  it("spec A §2 boleto: in production, Mercado Pago needs the bank's boleto page (no sandbox page to post to)", () => {
    const env = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DATA_DIR: '/tmp/portal-test-unused',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32),
    };
    expect(() => loadConfig(env)).toThrow(/BOLETO_BANK_URL/);
    const bank = 'https://banco.example/boleto';
    expect(loadConfig({ ...env, BOLETO_BANK_URL: bank }).payments.boletoBankUrl).toBe(bank);
  });
});
