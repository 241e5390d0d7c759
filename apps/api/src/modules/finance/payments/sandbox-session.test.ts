// Decision 101: the sandbox's pages pay only the charge the portal issued, for the session that asked for it.
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
import {
  SANDBOX_PASS_TTL_SECONDS,
  sandboxChargeId,
  sandboxPass,
  sandboxPassName,
} from '../providers/sandbox';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const passOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;
const parcelRow = async (id: number) => (await t.db.select().from(parcels).where(eq(parcels.id, id)))[0]!;
const eventsOf = (parcelId: number) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.parcelId, parcelId));

/** A student with one unpaid parcel of `method` (R$ 150,00 due today). */
async function studentWithParcel(method: number) {
  const s = await payingStudent(t.app, t.db);
  const { parcels: made } = await createContract(t.db, s.student.id, {
    parcels: [{ amountCents: 15_000, method, dueOn: today() }],
  });
  return { ...s, parcelId: made[0]!.id };
}

/** The bank form of a boleto as the portal answers it to the student's session, and the pass it gave. */
async function boletoOf(who: { token: string; parcelId: number }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pagamentos/boleto/${who.parcelId}`,
    headers: bearer(who.token),
  });
  expect(res.statusCode).toBe(200);
  return { campos: res.json().campos as Record<string, string>, cookie: passOf(res), res };
}

const postBank = (campos: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/boleto',
    payload: new URLSearchParams(campos).toString(),
    headers: { ...FORM, ...(cookie && { cookie }) },
  });
const payBoleto = (charge: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/boleto/pagar',
    payload: `charge=${encodeURIComponent(charge)}&acao=aprovar`,
    headers: { ...FORM, ...(cookie && { cookie }) },
  });

describe('the sandbox bank page (decision 101)', () => {
  it("decision 101: without a session, the sandbox bank shows and pays no student's boleto", async () => {
    const victim = await studentWithParcel(5);
    const refTran = String(victim.parcelId).padStart(17, '0');
    const page = await postBank({ refTran, valor: '15000', tpPagamento: '2' });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('só pode ser feito pela sessão do portal que o pediu');
    expect(page.body).not.toContain('name="charge"');
    // Even a charge id the sandbox signed pays nothing without the pass.
    const charge = sandboxChargeId(WEBHOOK_SECRET, {
      method: 'boleto',
      type: 'Contrato',
      parcelId: victim.parcelId,
      amountCents: 15_000,
      instalments: 1,
    });
    expect((await payBoleto(charge)).statusCode).toBe(403);
    await t.drainJobs();
    expect((await parcelRow(victim.parcelId)).paidOn).toBeNull();
    expect(await eventsOf(victim.parcelId)).toHaveLength(0);
  });

  it("decision 101: another student's pass, an altered amount and an expired pass pay nothing", async () => {
    const victim = await studentWithParcel(5);
    const other = await studentWithParcel(5);
    const mine = await boletoOf(other);
    const victimForm = { ...mine.campos, refTran: String(victim.parcelId).padStart(17, '0') };
    // The other student's pass, under the victim's parcel's cookie name.
    const borrowed = `${sandboxPassName(victim.parcelId)}=${mine.cookie.split('=')[1]}`;
    expect((await postBank(victimForm, borrowed)).statusCode).toBe(403);
    // The student's own boleto with another amount.
    expect((await postBank({ ...mine.campos, valor: '100' }, mine.cookie)).statusCode).toBe(403);
    // A pass issued longer ago than it lives.
    const stale = sandboxPass(
      WEBHOOK_SECRET,
      { parcelId: other.parcelId, charge: 'boleto', amountCents: 15_000, studentId: other.student.id },
      Date.now() - (SANDBOX_PASS_TTL_SECONDS + 60) * 1000,
    );
    const expired = `${sandboxPassName(other.parcelId)}=${stale}`;
    expect((await postBank(mine.campos, expired)).statusCode).toBe(403);
    await t.drainJobs();
    expect((await parcelRow(victim.parcelId)).paidOn).toBeNull();
    expect((await parcelRow(other.parcelId)).paidOn).toBeNull();
  });

  it('decision 101: the session that asked for the boleto pays it; the pass is a cookie only the sandbox pages get', async () => {
    const s = await studentWithParcel(5);
    const { campos, cookie, res } = await boletoOf(s);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/; Path=\/api\/sandbox;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    const bank = await postBank(campos, cookie);
    expect(bank.statusCode).toBe(200);
    const charge = /name="charge" value="([^"]+)"/.exec(bank.body)![1]!;
    expect((await payBoleto(charge, cookie)).body).toContain('Boleto pago');
    await t.drainJobs();
    expect(await parcelRow(s.parcelId)).toMatchObject({ paidOn: today(), paidCents: 15_000 });
  });
});

describe('the sandbox card and PIX pages (decision 101)', () => {
  it('decision 101: the card checkout approves only with the pass of the session that asked for it', async () => {
    const s = await studentWithParcel(2);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/linkCheckout',
      headers: bearer(s.token),
      payload: { financeiro: { parcid: s.parcelId } },
    });
    expect(link.statusCode).toBe(200);
    const path = new URL(link.json().checkoutUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    const bare = await t.app.inject({ method: 'POST', url: path, payload: 'acao=aprovar', headers: FORM });
    expect(bare.statusCode).toBe(403);
    await t.drainJobs();
    expect((await parcelRow(s.parcelId)).paidOn).toBeNull();
    // The link asked again (a new visit of the same session) gives the pass again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos/linkCheckout',
      headers: bearer(s.token),
      payload: { financeiro: { parcid: s.parcelId } },
    });
    const cookie = passOf(again);
    const approved = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'acao=aprovar',
      headers: { ...FORM, cookie },
    });
    expect(approved.statusCode).toBe(303);
    await t.drainJobs();
    expect((await parcelRow(s.parcelId)).paidOn).toBe(today());
  });

  it('decision 101: the PIX page confirms only with the pass of the session that asked for the code', async () => {
    const s = await studentWithParcel(6);
    const pix = await t.app.inject({
      method: 'POST',
      url: `/api/pagamentos/pix/${s.parcelId}`,
      headers: bearer(s.token),
      payload: {},
    });
    expect(pix.statusCode).toBe(200);
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, s.parcelId));
    const path = `/api/sandbox/pix/${row!.providerRef}`;
    const bare = await t.app.inject({ method: 'POST', url: path, payload: 'acao=aprovar', headers: FORM });
    expect(bare.statusCode).toBe(403);
    await t.drainJobs();
    expect((await parcelRow(s.parcelId)).paidOn).toBeNull();
    const cookie = passOf(pix);
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'acao=aprovar',
      headers: { ...FORM, cookie },
    });
    expect(done.body).toContain('PIX enviado');
    await t.drainJobs();
    expect((await parcelRow(s.parcelId)).paidOn).toBe(today());
  });
});
