import { addDays, DEFAULT_PRODUCER_SETTINGS, parsePixPayload } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../../test/factories';
import {
  createContract,
  PAYMENT_ENV,
  payingStudent,
  setSetting,
  today,
} from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { parcels } from '../../../db/schema/index';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof student>>;

async function student(ctx: TestContext = t, overrides: Parameters<typeof payingStudent>[2] = {}) {
  const s = await payingStudent(ctx.app, ctx.db, overrides);
  const { contract } = await createContract(ctx.db, s.student.id);
  return { ...s, contract };
}

/** A parcel made through the chooser's call. */
async function newParcel(who: Who, parcforma: number, parcvalor = 480, parcelas = 1, ctx = t) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/pagamentos/novaparcela',
    headers: bearer(who.token),
    payload: { parcconta: who.contract.id, parcvalor, parctipo: 'Contrato', parcforma, parcelas },
  });
  expect(res.statusCode).toBe(200);
  return res.json().parcid as number;
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, ctx = t) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('POST /api/pagamentos/linkCheckout', () => {
  it("spec A §2: PAGAR AGORA goes to the provider's checkout, the same one when asked again", async () => {
    const s = await student();
    const parcid = await newParcel(s, 2, 900, 3);
    const res = await call(s.token, 'POST', '/pagamentos/linkCheckout', {
      financeiro: { parcid },
      parcelamento: { selecionado: 3 },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().checkoutUrl;
    expect(url).toMatch(/^http:\/\/portal\.test\/api\/sandbox\/checkout\/cC\./);
    const again = await call(s.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid } });
    expect(again.json().checkoutUrl).toBe(url);
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, parcid));
    expect(row).toMatchObject({ transaction: url, provider: 'sandbox' });
  });

  it('spec A §5: other instalments than the parcel was created for are refused', async () => {
    const s = await student();
    const parcid = await newParcel(s, 2, 900, 3);
    const res = await call(s.token, 'POST', '/pagamentos/linkCheckout', {
      financeiro: { parcid },
      parcelamento: { selecionado: 6 },
    });
    expect(res.statusCode).toBe(400);
  });

  it("spec A §7: another student's parcel, or a PIX parcel, has no card checkout", async () => {
    const a = await student();
    const b = await student();
    const theirs = await newParcel(b, 2);
    const other = await call(a.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid: theirs } });
    expect(other.statusCode).toBe(404);
    const pix = await newParcel(a, 6);
    expect(
      (await call(a.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid: pix } })).statusCode,
    ).toBe(400);
  });

  it('spec A §5, §6: a restricted student has no card', async () => {
    const s = await student(t, { restricted: true });
    const [p] = (await createContract(t.db, s.student.id, { parcels: [{ amountCents: 10_000, method: 2 }] }))
      .parcels;
    const res = await call(s.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid: p!.id } });
    expect(res.statusCode).toBe(403);
  });

  it('spec A §4: a paid parcel has nothing to pay', async () => {
    const s = await student();
    const [p] = (
      await createContract(t.db, s.student.id, {
        parcels: [{ amountCents: 10_000, method: 2, paidOn: today(), paidCents: 10_000 }],
      })
    ).parcels;
    const res = await call(s.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid: p!.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Esta parcela já está paga.');
  });
});

describe('POST /api/pagamentos/pix/{parcid}', () => {
  it('reference §1, §10: the dynamic PIX of a created parcel parses and its CRC checks in pix-utils', async () => {
    const s = await student();
    const parcid = await newParcel(s, 6, 480);
    const res = await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {});
    expect(res.statusCode).toBe(200);
    const { code, dinamico } = res.json();
    expect(dinamico).toBe(true);
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ type: 'DYNAMIC', merchantCity: 'PORTO ALEGRE' });
    // pix-utils leaves a dynamic payload's amount out; the domain's parser reads it.
    expect(parsePixPayload(code)).toMatchObject({
      ok: true,
      pix: { amount: 48_000, pointOfInitiation: '12' },
    });
    expect((parsed as { url: string }).url).toMatch(/^portal\.test\/api\/sandbox\/pix\/pC\./);
    // Asked again, the same charge.
    expect((await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {})).json().code).toBe(code);
  });

  it('spec A §2: the PIX code comes with its QR code, an SVG of exactly that code', async () => {
    const s = await student();
    const parcid = await newParcel(s, 6, 250);
    const { code, qr } = (await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {})).json();
    const prefix = 'data:image/svg+xml;base64,';
    expect(qr.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(qr.slice(prefix.length), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox=/);
    // Drawn from the code itself (not another text): the same modules as a QR of the code, and not of
    // the code with one character changed.
    const same = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    // (The last character is the CRC's last hex digit: swapped for another one, never for itself.)
    const changed = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    const other = await QRCode.toString(changed, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    expect(svg).toBe(same);
    expect(svg).not.toBe(other);
  });

  it("spec A §7: another student's parcel gets no code; a card parcel neither", async () => {
    const a = await student();
    const b = await student();
    const theirs = await newParcel(b, 6);
    expect((await call(a.token, 'POST', `/pagamentos/pix/${theirs}`, {})).statusCode).toBe(404);
    const card = await newParcel(a, 2);
    expect((await call(a.token, 'POST', `/pagamentos/pix/${card}`, {})).statusCode).toBe(400);
  });

  it('spec A §4: no PIX before the address was reviewed; a guest never', async () => {
    const s = await student(t, { addressReviewedAt: null });
    const [p] = (await createContract(t.db, s.student.id, { parcels: [{ amountCents: 10_000, method: 6 }] }))
      .parcels;
    expect((await call(s.token, 'POST', `/pagamentos/pix/${p!.id}`, {})).statusCode).toBe(403);
    const g = await student(t, { guest: true });
    const [q] = (await createContract(t.db, g.student.id, { parcels: [{ amountCents: 10_000, method: 6 }] }))
      .parcels;
    expect((await call(g.token, 'POST', `/pagamentos/pix/${q!.id}`, {})).statusCode).toBe(403);
  });

  describe('the static fallback', () => {
    let u: TestContext;
    beforeAll(async () => {
      // A public address too long for a dynamic location (77 characters): the provider offers none.
      u = await createTestApp({
        ...PAYMENT_ENV,
        PUBLIC_URL: `https://${'portal-do-formando-da-produtora-exemplo'.repeat(2)}.com.br`,
        PIX_KEY: '12345678000199',
        PIX_MERCHANT_NAME: 'Formaturas Exemplo Ltda',
      });
    });
    afterAll(() => u.close());

    it("spec A §9, reference §1: the static BR Code of the producer's key (city Porto Alegre) parses in pix-utils", async () => {
      const s = await student(u);
      const parcid = await newParcel(s, 6, 150.5, 1, u);
      const res = await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {}, u);
      expect(res.json().dinamico).toBe(false);
      const parsed = parsePix(res.json().code);
      expect(hasError(parsed)).toBe(false);
      expect(parsed).toMatchObject({
        type: 'STATIC',
        pixKey: '12345678000199',
        merchantName: 'FORMATURAS EXEMPLO LTDA',
        merchantCity: 'PORTO ALEGRE',
        transactionAmount: 150.5,
        txid: `PARC${parcid}`,
      });
    });

    it('decision 52: the PIX merchant is a producer setting kept in the database', async () => {
      await setSetting(u.db, 'pixMerchantCity', 'Canoas');
      await setSetting(u.db, 'pixKey', 'financeiro@produtora.example');
      u.app.payments.settings.forget();
      const s = await student(u);
      const parcid = await newParcel(s, 6, 200, 1, u);
      const parsed = parsePix((await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {}, u)).json().code);
      expect(parsed).toMatchObject({ merchantCity: 'CANOAS', pixKey: 'financeiro@produtora.example' });
    });

    it("decision 122: the producer's name is the merchant name; a key stored with its mask is carried bare", async () => {
      await setSetting(u.db, 'producer', {
        ...DEFAULT_PRODUCER_SETTINGS.producer,
        name: 'Fotografia & Formaturas São João Ltda',
      });
      await setSetting(u.db, 'pixKey', '11.222.333/0001-81');
      u.app.payments.settings.forget();
      const s = await student(u);
      const parcid = await newParcel(s, 6, 200, 1, u);
      const parsed = parsePix((await call(s.token, 'POST', `/pagamentos/pix/${parcid}`, {}, u)).json().code);
      expect(hasError(parsed)).toBe(false);
      expect(parsed).toMatchObject({
        type: 'STATIC',
        merchantName: 'FOTOGRAFIA FORMATURAS SAO',
        pixKey: '11222333000181',
      });
    });
  });
});

describe('GET /api/pagamentos/boleto/{parcid}', () => {
  it('spec A §3, §9: the bank form with type 2, then 21 for the second copy', async () => {
    const s = await student();
    const parcid = await newParcel(s, 5, 150);
    const first = await call(s.token, 'GET', `/pagamentos/boleto/${parcid}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      url: 'http://portal.test/api/sandbox/boleto',
      campos: {
        idConv: '000000',
        refTran: String(parcid).padStart(17, '0'),
        valor: '15000',
        tpPagamento: '2',
        indicadorPessoa: '1',
        tpDuplicata: 'DM',
        cidade: 'PORTO ALEGRE',
        uf: 'RS',
        cep: '90010000',
      },
    });
    const second = await call(s.token, 'GET', `/pagamentos/boleto/${parcid}`);
    expect(second.json().campos.tpPagamento).toBe('21');
  });

  it('spec A §4: an overdue boleto has no second copy', async () => {
    const s = await student();
    const [p] = (
      await createContract(t.db, s.student.id, {
        parcels: [{ amountCents: 10_000, method: 5, dueOn: addDays(today(), -1) }],
      })
    ).parcels;
    const res = await call(s.token, 'GET', `/pagamentos/boleto/${p!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Este boleto já está vencido. Não é possível gerar segunda via.');
  });

  it("spec A §7: another student's boleto is not found", async () => {
    const a = await student();
    const b = await student();
    const theirs = await newParcel(b, 5);
    expect((await call(a.token, 'GET', `/pagamentos/boleto/${theirs}`)).statusCode).toBe(404);
  });
});

describe('GET /api/pagamentos/dadosbancarios', () => {
  it('spec A §8: red (error) while the producer gave no deposit details, green once given', async () => {
    const s = await student();
    const none = await call(s.token, 'GET', '/pagamentos/dadosbancarios');
    expect(none.json()).toEqual({ error: true, msg: expect.stringContaining('dados bancários') });
    await setSetting(t.db, 'bankDeposit', 'Banco do Brasil, agência 1234-5, conta 67890-1');
    t.app.payments.settings.forget();
    const given = await call(s.token, 'GET', '/pagamentos/dadosbancarios');
    expect(given.json()).toEqual({ error: false, msg: 'Banco do Brasil, agência 1234-5, conta 67890-1' });
  });

  it('spec A §6: a guest has no bank data', async () => {
    const g = await student(t, { guest: true });
    expect((await call(g.token, 'GET', '/pagamentos/dadosbancarios')).statusCode).toBe(403);
  });
});

describe('GET /api/pagamentos/resumo/{tipo}/{retorno}', () => {
  it('spec A §4: the return says processing until the parcel is paid, then the success message', async () => {
    const s = await student();
    const parcid = await newParcel(s, 2);
    const before = await call(s.token, 'GET', `/pagamentos/resumo/Contrato/${parcid}-0`);
    expect(before.json()).toEqual({
      pago: false,
      msg: 'Seu pagamento está sendo processado pela operadora do cartão.',
    });
    await t.db.update(parcels).set({ paidOn: today(), paidCents: 48_000 }).where(eq(parcels.id, parcid));
    const after = await call(s.token, 'GET', `/pagamentos/resumo/Contrato/${parcid}-0`);
    expect(after.json()).toEqual({ pago: true, msg: 'Pagamento confirmado. Obrigado!' });
  });

  it("decision 51: nothing about another student's parcel, paid or not", async () => {
    const a = await student();
    const b = await student();
    const theirs = await newParcel(b, 2);
    await t.db.update(parcels).set({ paidOn: today(), paidCents: 48_000 }).where(eq(parcels.id, theirs));
    const res = await call(a.token, 'GET', `/pagamentos/resumo/Contrato/${theirs}-0`);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toMatch(/confirmado|processado/);
  });

  it('spec A §2: a malformed return is refused', async () => {
    const s = await student();
    expect((await call(s.token, 'GET', '/pagamentos/resumo/Contrato/abc')).statusCode).toBe(400);
    expect((await call(s.token, 'GET', '/pagamentos/resumo/Outro/1-0')).statusCode).toBe(400);
  });
});

describe('who may call the payment calls (spec A §6, spec B §6)', () => {
  const calls = [
    ['POST', '/pagamentos/linkCheckout', { financeiro: { parcid: 1 } }],
    ['POST', '/pagamentos/pix/1', {}],
    ['GET', '/pagamentos/boleto/1', undefined],
    ['GET', '/pagamentos/dadosbancarios', undefined],
    ['GET', '/pagamentos/resumo/Contrato/1-0', undefined],
  ] as const;
  let adminToken: string;
  let guest: Who;

  beforeAll(async () => {
    const admin = await createUser(t.db, { role: 'admin', name: 'Administrador' });
    adminToken = await signIn(t.app, admin.email);
    guest = await student(t, { guest: true });
  });

  it.each(calls)('spec A §7: %s %s without a session answers 401', async (method, url, payload) => {
    const res = await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it.each(calls)(
    'spec B §6: %s %s by an administrator acting as nobody answers 403',
    async (method, url, payload) => {
      expect((await call(adminToken, method, url, payload)).statusCode).toBe(403);
    },
  );

  it.each(calls)('spec A §6: %s %s by a guest answers 403', async (method, url, payload) => {
    expect((await call(guest.token, method, url, payload)).statusCode).toBe(403);
  });

  it('spec A §5, §6: a restricted student gets PIX and bank data, never a boleto', async () => {
    const r = await student(t, { restricted: true });
    const { parcels: made } = await createContract(t.db, r.student.id, {
      parcels: [
        { amountCents: 10_000, method: 6 },
        { amountCents: 10_000, method: 5 },
      ],
    });
    expect((await call(r.token, 'POST', `/pagamentos/pix/${made[0]!.id}`, {})).statusCode).toBe(200);
    expect((await call(r.token, 'GET', `/pagamentos/boleto/${made[1]!.id}`)).statusCode).toBe(403);
    expect((await call(r.token, 'GET', '/pagamentos/dadosbancarios')).statusCode).toBe(200);
  });
});

describe('the sandbox in production (decision 50)', () => {
  let p: TestContext;
  beforeAll(async () => {
    p = await createTestApp({ ...PAYMENT_ENV, NODE_ENV: 'production', PIX_KEY: '12345678000199' });
  });
  afterAll(() => p.close());

  it('DESIGN §5: unless chosen on purpose, its pages are closed, no card checkout, PIX by the static code', async () => {
    const s = await student(p);
    const card = await newParcel(s, 2, 480, 1, p);
    const link = await call(s.token, 'POST', '/pagamentos/linkCheckout', { financeiro: { parcid: card } }, p);
    expect(link.statusCode).toBe(503);
    expect((await p.app.inject({ method: 'GET', url: '/api/sandbox/checkout/x' })).statusCode).toBe(404);
    const pix = await newParcel(s, 6, 480, 1, p);
    const code = await call(s.token, 'POST', `/pagamentos/pix/${pix}`, {}, p);
    expect(code.json().dinamico).toBe(false);
    expect(parsePix(code.json().code)).toMatchObject({ type: 'STATIC', pixKey: '12345678000199' });
  });
});
