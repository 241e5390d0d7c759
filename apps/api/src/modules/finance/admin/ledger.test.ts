import { randomUUID } from 'node:crypto';
import { DEFAULT_PIX_CITY, adminFinanceMessages as fm, pixKeyMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../../../../test/admin-finance-callers';
import {
  createContract,
  PAYMENT_ENV,
  payingStudent,
  today,
  WEBHOOK_SECRET,
} from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { sandboxChargeId, signSandboxNotification } from '../providers/sandbox';

let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
});
afterAll(() => t.close());

/** A student with two card parcels charged at the sandbox (R$ 480,00 and R$ 300,00). */
async function chargedStudent(graduation?: { graduationId: number; courseId: number }) {
  const s = await payingStudent(t.app, t.db, graduation ?? {});
  const ref = (parcelId: number, amountCents: number) =>
    sandboxChargeId(WEBHOOK_SECRET, {
      method: 'card',
      type: 'Contrato',
      parcelId,
      amountCents,
      instalments: 1,
    });
  const made = await createContract(t.db, s.student.id, {
    parcels: [
      { amountCents: 48_000, method: 2, transaction: 'https://x/checkout' },
      { amountCents: 30_000, method: 2, transaction: 'https://x/checkout' },
    ],
  });
  const [a, b] = made.parcels as [(typeof made.parcels)[0], (typeof made.parcels)[0]];
  return { ...s, a: { ...a, charge: ref(a.id, 48_000) }, b: { ...b, charge: ref(b.id, 30_000) } };
}

const notify = async (charge: string, amount: number, status = 'approved') => {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, charge, status, amount, paidOn: today() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pagamentos/notificacao/sandbox',
    headers: signSandboxNotification(WEBHOOK_SECRET, body),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
};

describe('GET /api/admin/pagamentos/notificacoes: the ledger of provider notifications (decision 62)', () => {
  it('each notification with its outcome, parcel, student and graduation, filterable by graduation, student and outcome', async () => {
    const s = await chargedStudent();
    const other = await chargedStudent();
    await notify(s.a.charge, 48_000);
    await notify(s.b.charge, 29_000); // short: amount mismatch
    await notify(other.a.charge, 48_000);
    await t.drainJobs();

    const mine = (
      await c.call('GET', `/admin/pagamentos/notificacoes?formatura=${s.graduation.id}`, c.adminToken)
    ).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((e: { situacao: string }) => e.situacao).sort()).toEqual([
      'amount_mismatch',
      'applied',
    ]);
    const applied = mine.items.find((e: { situacao: string }) => e.situacao === 'applied');
    // ISO 8601 in UTC on either driver: what every browser's Date reads.
    expect(applied.recebidoEm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(applied.processadoEm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(applied).toMatchObject({
      provedor: 'sandbox',
      status: 'approved',
      valor: 480,
      cobrado: 480,
      parcelaId: s.a.id,
      situacaoTexto: 'Pagamento aplicado',
      aluno: { id: s.student.id },
      formatura: { id: s.graduation.id },
    });
    const byStudent = (
      await c.call('GET', `/admin/pagamentos/notificacoes?aluno=${other.student.id}`, c.adminToken)
    ).json();
    expect(byStudent.items.map((e: { parcelaId: number }) => e.parcelaId)).toEqual([other.a.id]);
    const mismatches = (
      await c.call(
        'GET',
        `/admin/pagamentos/notificacoes?formatura=${s.graduation.id}&situacao=amount_mismatch`,
        c.adminToken,
      )
    ).json();
    expect(mismatches.items).toHaveLength(1);
    expect(mismatches.items[0]).toMatchObject({
      valor: 290,
      cobrado: 300,
      situacaoTexto: 'Valor diferente do cobrado',
    });
  });

  it('decision 141: the list pages newest first from a cursor (the last id of the page before), totals on every page', async () => {
    const s = await chargedStudent();
    await notify(s.a.charge, 48_000);
    await notify(s.b.charge, 30_000);
    await notify(s.b.charge, 29_000);
    await t.drainJobs();
    const url = `/admin/pagamentos/notificacoes?formatura=${s.graduation.id}&pageSize=2`;
    const first = (await c.call('GET', url, c.adminToken)).json();
    expect(first.items).toHaveLength(2);
    expect(first).toMatchObject({ total: 3, proximo: first.items[1].id });
    const second = (await c.call('GET', `${url}&cursor=${first.proximo}`, c.adminToken)).json();
    expect(second).toMatchObject({ total: 3, proximo: null });
    const ids = [...first.items, ...second.items].map((e: { id: number }) => e.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => b - a));
    expect(ids).toHaveLength(3);
    // Unfiltered (the page first on the index, decision 127), the same cursor continues.
    const all = (await c.call('GET', '/admin/pagamentos/notificacoes?pageSize=1', c.adminToken)).json();
    const next = (
      await c.call('GET', `/admin/pagamentos/notificacoes?pageSize=1&cursor=${all.proximo}`, c.adminToken)
    ).json();
    expect(next.items[0].id).toBeLessThan(all.items[0].id);
    expect((await c.call('GET', `${url}&cursor=abc`, c.adminToken)).statusCode).toBe(400);
    expect(await c.refusedToOthers('GET', `${url}&cursor=${first.proximo}`)).toEqual([403, 403, 403, 401]);
  });

  it('a queued notification is already attributed through its charge; a bad filter is 400; non-admins refused', async () => {
    const s = await chargedStudent();
    await t.db.execute(
      // The charge was made at the provider: the parcel holds its reference, as linkCheckout stores it.
      (await import('drizzle-orm'))
        .sql`update parcels set provider = 'sandbox', provider_ref = ${s.a.charge} where id = ${s.a.id}`,
    );
    await notify(s.a.charge, 48_000);
    const queued = (
      await c.call(
        'GET',
        `/admin/pagamentos/notificacoes?aluno=${s.student.id}&situacao=queued`,
        c.adminToken,
      )
    ).json();
    expect(queued.items).toHaveLength(1);
    expect(queued.items[0]).toMatchObject({
      situacaoTexto: 'Na fila',
      parcelaId: s.a.id,
      processadoEm: null,
    });
    await t.drainJobs();
    expect(
      (await c.call('GET', '/admin/pagamentos/notificacoes?situacao=nada', c.adminToken)).json(),
    ).toMatchObject({
      type: 'INVALID',
    });
    expect(
      (await c.call('GET', '/admin/pagamentos/notificacoes?pageSize=1000', c.adminToken)).statusCode,
    ).toBe(400);
    expect(await c.refusedToOthers('GET', '/admin/pagamentos/notificacoes')).toEqual([403, 403, 403, 401]);
  });
});

describe('GET /api/admin/formaturas/{id}/conciliacao: confirmed against created (decision 62)', () => {
  it('counts charges created and confirmed, lists those never confirmed, amount mismatches and confirmations without a parcel', async () => {
    const s = await chargedStudent();
    const classmate = await chargedStudent({ graduationId: s.graduation.id, courseId: s.course.id });
    const elsewhere = await chargedStudent();
    await notify(s.a.charge, 48_000);
    await notify(s.b.charge, 10_000);
    await notify(elsewhere.a.charge, 48_000);
    // A confirmation for a parcel that does not exist (signed by the sandbox, so it is kept).
    await notify(
      sandboxChargeId(WEBHOOK_SECRET, {
        method: 'pix',
        type: 'Contrato',
        parcelId: 999_999,
        amountCents: 500,
        instalments: 1,
      }),
      500,
    );
    await t.drainJobs();
    const cashUrl = `/admin/alunos/${classmate.student.id}/contratos/${classmate.a.contractId}/pagamentos`;
    await c.call('POST', cashUrl, c.adminToken, {
      tipo: 'Contrato',
      forma: 1,
      valor: 100,
      pagoEm: today(),
      documento: null,
      observacao: null,
    });

    const res = await c.call('GET', `/admin/formaturas/${s.graduation.id}/conciliacao`, c.adminToken);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.resumo).toEqual({
      cobrancasCriadas: 4,
      valorCriado: 1560,
      confirmadas: 1,
      valorConfirmado: 480,
      semConfirmacao: 3,
      valorSemConfirmacao: 1080,
      manuais: 1,
      valorManual: 100,
    });
    expect(r.semConfirmacao.map((p: { parcelaId: number }) => p.parcelaId).sort()).toEqual(
      [s.b.id, classmate.a.id, classmate.b.id].sort(),
    );
    expect(r.valoresDivergentes).toHaveLength(1);
    expect(r.valoresDivergentes[0]).toMatchObject({ parcelaId: s.b.id, valor: 100, cobrado: 300 });
    expect(r.semParcela.some((e: { cobranca: string }) => e.cobranca.includes('.999999.'))).toBe(true);
    expect(r.semParcela.every((e: { situacao: string }) => e.situacao === 'unknown_parcel')).toBe(true);
    expect(r.semConfirmacao[0].criadaEm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('decision 127: the charges never confirmed come a page at a time by due date, the totals over all of them', async () => {
    const s = await chargedStudent();
    const mates = [];
    for (let i = 0; i < 2; i++) {
      mates.push(await chargedStudent({ graduationId: s.graduation.id, courseId: s.course.id }));
    }
    const url = `/admin/formaturas/${s.graduation.id}/conciliacao`;
    const all = (await c.call('GET', url, c.adminToken)).json();
    expect(all.resumo.semConfirmacao).toBe(6);
    expect(all.semConfirmacao).toHaveLength(6);
    expect(all.semConfirmacaoProximo).toBeNull();
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await c.call('GET', `${url}?limite=4${cursor ? `&cursor=${cursor}` : ''}`, c.adminToken);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.resumo).toEqual(all.resumo);
      seen.push(...page.semConfirmacao.map((p: { parcelaId: number }) => p.parcelaId));
      cursor = page.semConfirmacaoProximo;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    // The same order as the whole list, nothing skipped or repeated across parcels due the same day.
    expect(seen).toEqual(all.semConfirmacao.map((p: { parcelaId: number }) => p.parcelaId));
    expect((await c.call('GET', `${url}?cursor=amanha`, c.adminToken)).statusCode).toBe(400);
    expect((await c.call('GET', `${url}?limite=0`, c.adminToken)).statusCode).toBe(400);
    expect(await c.refusedToOthers('GET', `${url}?limite=4`)).toEqual([403, 403, 403, 401]);
  });

  it('decision 141: mismatches and refunds beyond the first 50 are counted, and reached from their cursors', async () => {
    const s = await chargedStudent();
    // 55 mismatched notifications and 55 overpayments on this graduation's parcel, all received at once
    // (equal times: the id breaks the tie, nothing skipped or repeated).
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents,
        received_at, parcel_id, outcome)
      select 'sandbox', 'page-' || n || '-' || ${s.b.id}, ${s.b.charge}, 'approved', 100, '2026-05-01T12:00:00Z',
        ${s.b.id}, 'amount_mismatch' from generate_series(1, 55) n`);
    await t.db.execute(sql`insert into overpayments (parcel_id, reason, amount_cents, created_at)
      select ${s.b.id}, 'parcel_already_paid', 100, '2026-05-01T12:00:00Z' from generate_series(1, 55) n`);
    const url = `/admin/formaturas/${s.graduation.id}/conciliacao`;
    const r = (await c.call('GET', url, c.adminToken)).json();
    expect(r.valoresDivergentes).toHaveLength(50);
    expect(r.aDevolver).toHaveLength(50);
    expect(r.listas.valoresDivergentes).toEqual({ total: 55, proximo: r.valoresDivergentes[49].id });
    expect(r.listas.aDevolver).toEqual({ total: 55, proximo: r.aDevolver[49].id });
    expect(r.listas.semParcela.total).toBeGreaterThanOrEqual(r.semParcela.length);

    const restOfEvents = (
      await c.call(
        'GET',
        `/admin/pagamentos/notificacoes?formatura=${s.graduation.id}&situacao=amount_mismatch&cursor=${r.listas.valoresDivergentes.proximo}`,
        c.adminToken,
      )
    ).json();
    expect(restOfEvents.total).toBe(55);
    expect(restOfEvents.proximo).toBeNull();
    const events = [...r.valoresDivergentes, ...restOfEvents.items].map((e: { id: number }) => e.id);
    expect(new Set(events).size).toBe(55);
    expect(events).toEqual([...events].sort((a, b) => b - a));

    const restOfRefunds = await c.call(
      'GET',
      `${url}/a-devolver?cursor=${r.listas.aDevolver.proximo}`,
      c.adminToken,
    );
    expect(restOfRefunds.statusCode).toBe(200);
    expect(restOfRefunds.json()).toMatchObject({ total: 55, proximo: null });
    const refunds = [...r.aDevolver, ...restOfRefunds.json().items].map((o: { id: number }) => o.id);
    expect(new Set(refunds).size).toBe(55);
    expect(refunds).toEqual([...refunds].sort((a, b) => b - a));
    const small = (await c.call('GET', `${url}/a-devolver?limite=20`, c.adminToken)).json();
    expect(small.items).toHaveLength(20);
    expect(small.proximo).toBe(small.items[19].id);

    expect((await c.call('GET', `${url}/a-devolver?cursor=ontem`, c.adminToken)).statusCode).toBe(400);
    expect(
      (await c.call('GET', '/admin/formaturas/999999/conciliacao/a-devolver', c.adminToken)).json(),
    ).toEqual({
      error: fm.notFound,
      type: 'NOT_FOUND',
    });
    expect(await c.refusedToOthers('GET', `${url}/a-devolver`)).toEqual([403, 403, 403, 401]);
  });

  it('an unknown graduation is 404; non-admins refused', async () => {
    expect((await c.call('GET', '/admin/formaturas/999999/conciliacao', c.adminToken)).json()).toEqual({
      error: fm.notFound,
      type: 'NOT_FOUND',
    });
    expect(await c.refusedToOthers('GET', '/admin/formaturas/1/conciliacao')).toEqual([403, 403, 403, 401]);
  });
});

describe('/api/admin/pagamentos/configuracoes: the payment settings (decision 52)', () => {
  const url = '/admin/pagamentos/configuracoes';
  const valid = {
    cardMaxInstalments: 4,
    boletoFee: 3.5,
    pixKey: 'financeiro@produtora.com.br',
    pixMerchantName: 'Produtora Formaturas',
    pixMerchantCity: 'Canoas',
    bankDeposit: 'Banco 001, agência 1234, conta 56789-0',
  };

  it('answers what payments use now (Porto Alegre by default); a save is used by the very next payment call', async () => {
    const before = (await c.call('GET', url, c.adminToken)).json();
    expect(before).toMatchObject({ cardMaxInstalments: 12, boletoFee: 0, pixMerchantCity: DEFAULT_PIX_CITY });
    const s = await payingStudent(t.app, t.db);
    await createContract(t.db, s.student.id);
    // Read once so the 5-second cache holds the old values: the save must make it forget them.
    expect((await c.call('GET', '/perfil/financeiro', s.token)).json()[0].pagamento.maxParcelas).toBe(12);
    const saved = await c.call('PUT', url, c.adminToken, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(valid);
    const view = (await c.call('GET', '/perfil/financeiro', s.token)).json()[0];
    expect(view.pagamento).toMatchObject({ maxParcelas: 4, taxaBoleto: 3.5 });
    expect((await c.call('GET', '/pagamentos/dadosbancarios', s.token)).json()).toEqual({
      error: false,
      msg: valid.bankDeposit,
    });
    const cleared = await c.call('PUT', url, c.adminToken, { ...valid, pixKey: '', bankDeposit: '' });
    expect(cleared.json()).toMatchObject({ pixKey: null, bankDeposit: null });
  });

  it('decision 122: a PIX key typed with its mask is saved bare; an invalid one is refused naming its type', async () => {
    const saved = await c.call('PUT', url, c.adminToken, { ...valid, pixKey: '11.222.333/0001-81' });
    expect(saved.json()).toMatchObject({ pixKey: '11222333000181' });
    const phone = await c.call('PUT', url, c.adminToken, { ...valid, pixKey: '(51)99876-5432' });
    expect(phone.json()).toMatchObject({ pixKey: '+5551998765432' });
    const bad = await c.call('PUT', url, c.adminToken, { ...valid, pixKey: '11.222.333/0001-82' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: pixKeyMessages.invalid('cnpj'), type: 'INVALID' });
    const cpf = await c.call('PUT', url, c.adminToken, { ...valid, pixKey: '529.982.247-26' });
    expect(cpf.json()).toEqual({ error: pixKeyMessages.invalid('cpf'), type: 'INVALID' });
  });

  it('refuses bad values with pt-BR texts and audits a save; non-admins refused', async () => {
    const bad = async (payload: object) => (await c.call('PUT', url, c.adminToken, payload)).json();
    expect(await bad({ ...valid, cardMaxInstalments: 30 })).toEqual({
      error: fm.cardMaxRange,
      type: 'INVALID',
    });
    expect(await bad({ ...valid, boletoFee: 150 })).toEqual({ error: fm.boletoFeeRange, type: 'INVALID' });
    expect(await bad({ ...valid, pixKey: 'chave com espaço' })).toEqual({
      error: fm.pixKeyInvalid,
      type: 'INVALID',
    });
    expect(await bad({ ...valid, pixMerchantCity: '' })).toEqual({
      error: fm.pixCityInvalid,
      type: 'INVALID',
    });
    expect(await bad({ ...valid, pixMerchantName: 'N'.repeat(40) })).toEqual({
      error: fm.pixNameInvalid,
      type: 'INVALID',
    });
    expect(await c.refusedToOthers('PUT', url, valid)).toEqual([403, 403, 403, 401]);
    expect(await c.refusedToOthers('GET', url)).toEqual([403, 403, 403, 401]);
    await c.call('PUT', url, c.adminToken, valid);
    const { auditLog } = await import('../../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PUT /api/admin/pagamentos/configuracoes'));
    expect(rows.at(-1)).toMatchObject({
      userId: c.admin.id,
      detail: expect.objectContaining({ after: valid }),
    });
  });
});
