import { financeMessages, adminFinanceMessages as fm } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callers } from '../../../../test/admin-finance-callers';
import { createContract, PAYMENT_ENV, payingStudent, today } from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { parcels } from '../../../db/schema/index';

let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
});
afterAll(() => t.close());

const RECORD = 'POST /api/admin/alunos/:id/contratos/:contractId/pagamentos';

async function withContract() {
  const s = await payingStudent(t.app, t.db);
  const made = await createContract(t.db, s.student.id, {
    totalCents: 300_000,
    parcels: [{ amountCents: 100_000, method: 6, paidOn: today(), paidCents: 100_000 }],
    extras: [{ description: 'Pulseira extra', amountCents: 2_500 }],
  });
  const url = `/admin/alunos/${s.student.id}/contratos/${made.contract.id}/pagamentos`;
  return { ...s, contract: made.contract, providerParcel: made.parcels[0]!, url };
}

const cash = { tipo: 'Contrato', forma: 1, valor: 450, pagoEm: today(), documento: null, observacao: null };

describe('manual payments (spec A §3 methods 1, 3, 4; decision 60)', () => {
  it('a cash payment is a paid parcel, audited in the same transaction, that the student sees as Pago', async () => {
    const s = await withContract();
    const res = await c.call('POST', s.url, c.adminToken, cash);
    expect(res.statusCode).toBe(201);
    const parcel = res.json();
    expect(parcel).toMatchObject({
      tipo: 'Contrato',
      forma: 1,
      formaNome: 'Dinheiro',
      valor: 450,
      valorPago: 450,
      pagoEm: today(),
      origem: 'Produtora',
      admin: 'Adm Financeiro',
      manual: true,
      cancelado: false,
      situacao: { label: financeMessages.paid, tone: 'success' },
    });
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(row).toMatchObject({ recordedBy: c.admin.id, visible: true, paidCents: 45_000 });
    const audit = await auditOf(t, s.student.id, RECORD);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: c.admin.id, graduationId: s.graduation.id });
    expect(audit[0]!.detail).toMatchObject({ contractId: s.contract.id, manualPayment: cash });

    const view = (await c.call('GET', '/perfil/financeiro', s.token)).json()[0];
    expect(view.totais.pago).toBe(1450);
    const seen = view.AlParcelas.find((p: { parcid: number }) => p.parcid === parcel.id);
    expect(seen).toMatchObject({ parcvalor: 450, parcforma: 1, situacao: { label: financeMessages.paid } });
  });

  it('a cheque needs its number; a deposit and an Extras payment are taken with their document', async () => {
    const s = await withContract();
    const noNumber = await c.call('POST', s.url, c.adminToken, { ...cash, forma: 3 });
    expect(noNumber.json()).toEqual({ error: fm.chequeNumberRequired, type: 'INVALID' });
    const cheque = await c.call('POST', s.url, c.adminToken, { ...cash, forma: 3, documento: '000123' });
    expect(cheque.json()).toMatchObject({ formaNome: 'Cheque', documento: '000123' });
    const deposit = await c.call('POST', s.url, c.adminToken, {
      ...cash,
      tipo: 'Extras',
      forma: 4,
      valor: 25,
      documento: 'DOC 998877',
      observacao: 'Pulseira',
    });
    expect(deposit.json()).toMatchObject({ tipo: 'Extras', formaNome: 'Depósito', titulo: 'Pulseira' });
  });

  it('refuses bad input with pt-BR texts: card or PIX, a future date, above what is open, nothing open, bad amounts', async () => {
    const s = await withContract();
    const bad = async (payload: object) => (await c.call('POST', s.url, c.adminToken, payload)).json();
    expect(await bad({ ...cash, forma: 2 })).toEqual({ error: fm.methodInvalid, type: 'INVALID' });
    expect(await bad({ ...cash, forma: 6 })).toEqual({ error: fm.methodInvalid, type: 'INVALID' });
    expect(await bad({ ...cash, tipo: 'Desconto' })).toEqual({ error: fm.typeInvalid, type: 'INVALID' });
    expect(await bad({ ...cash, pagoEm: '2999-01-01' })).toEqual({ error: fm.paidInFuture, type: 'INVALID' });
    expect(await bad({ ...cash, valor: 2000.01 })).toEqual({
      error: fm.amountAboveOpen('R$ 2.000,00'),
      type: 'INVALID',
    });
    expect(await bad({ ...cash, valor: 0 })).toEqual({ error: fm.amountPositive, type: 'INVALID' });
    expect(await bad({ ...cash, valor: 1.005 })).toEqual({ error: fm.amountInvalid, type: 'INVALID' });
    await c.call('POST', s.url, c.adminToken, { ...cash, tipo: 'Extras', valor: 25 });
    expect(await bad({ ...cash, tipo: 'Extras', valor: 1 })).toEqual({
      error: fm.nothingOpen,
      type: 'INVALID',
    });
    // None of the refusals left a parcel.
    const list = await t.db.select().from(parcels).where(eq(parcels.contractId, s.contract.id));
    expect(list).toHaveLength(2);
  });

  it('decision 60: payments recorded at once never exceed what is open (both drivers)', async () => {
    const s = await withContract();
    const whole = { ...cash, valor: 2000 };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => c.call('POST', s.url, c.adminToken, whole)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    const rows = await t.db.select().from(parcels).where(eq(parcels.contractId, s.contract.id));
    expect(rows.reduce((sum, p) => sum + (p.paidCents ?? 0), 0)).toBe(300_000);
  });

  it("another student's contract, an unknown one and an unknown student are 404; non-admins are refused", async () => {
    const s = await withContract();
    const other = await withContract();
    const cross = `/admin/alunos/${s.student.id}/contratos/${other.contract.id}/pagamentos`;
    expect((await c.call('POST', cross, c.adminToken, cash)).json()).toEqual({
      error: fm.notFound,
      type: 'NOT_FOUND',
    });
    expect(
      (await c.call('POST', `/admin/alunos/${s.student.id}/contratos/999999/pagamentos`, c.adminToken, cash))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.call('POST', `/admin/alunos/999999/contratos/${s.contract.id}/pagamentos`, c.adminToken, cash))
        .statusCode,
    ).toBe(404);
    expect(await c.refusedToOthers('POST', s.url, cash)).toEqual([403, 403, 403, 401]);
    expect(await t.db.select().from(parcels).where(eq(parcels.contractId, other.contract.id))).toHaveLength(
      1,
    );
  });
});

describe('receipts of manual payments (decision 60)', () => {
  it('answers what the printed receipt shows; a provider parcel or an unknown id has none (404)', async () => {
    const s = await withContract();
    const made = (await c.call('POST', s.url, c.adminToken, { ...cash, forma: 3, documento: '4455' })).json();
    const res = await c.call('GET', `/admin/pagamentos/${made.id}/recibo`, c.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      numero: String(made.id).padStart(6, '0'),
      parcelaId: made.id,
      contratoId: s.contract.id,
      alunoId: s.student.id,
      aluno: `${s.student.firstName} ${s.student.surname}`,
      cpf: s.student.cpf,
      formatura: s.graduation.name,
      tipo: 'Contrato',
      forma: 'Cheque',
      valor: 450,
      pagoEm: today(),
      documento: '4455',
      registradoPor: 'Adm Financeiro',
      cancelado: false,
    });
    expect(
      (await c.call('GET', `/admin/pagamentos/${s.providerParcel.id}/recibo`, c.adminToken)).statusCode,
    ).toBe(404);
    expect((await c.call('GET', '/admin/pagamentos/999999/recibo', c.adminToken)).statusCode).toBe(404);
    expect(await c.refusedToOthers('GET', `/admin/pagamentos/${made.id}/recibo`)).toEqual([
      403, 403, 403, 401,
    ]);
  });
});

describe('cancelling a manual payment (decision 61)', () => {
  it('hides it from the student and the totals, keeps it marked cancelled with the reason, audited; twice is 409', async () => {
    const s = await withContract();
    const made = (await c.call('POST', s.url, c.adminToken, cash)).json();
    const url = `/admin/pagamentos/${made.id}/cancelar`;
    const res = await c.call('POST', url, c.adminToken, { motivo: 'Lançado em dobro' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cancelado: true,
      visivel: false,
      motivoCancelamento: 'Lançado em dobro',
      situacao: { label: 'Cancelado', tone: 'muted' },
    });
    const view = (await c.call('GET', '/perfil/financeiro', s.token)).json()[0];
    expect(view.totais.pago).toBe(1000);
    expect(view.AlParcelas.some((p: { parcid: number }) => p.parcid === made.id)).toBe(false);
    const receipt = (await c.call('GET', `/admin/pagamentos/${made.id}/recibo`, c.adminToken)).json();
    expect(receipt).toMatchObject({ cancelado: true, motivoCancelamento: 'Lançado em dobro' });
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, made.id));
    expect(row).toMatchObject({ cancelledBy: c.admin.id, cancelReason: 'Lançado em dobro' });
    const audit = await auditOf(t, s.student.id, 'POST /api/admin/pagamentos/:id/cancelar');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      graduationId: s.graduation.id,
      detail: expect.objectContaining({ motivo: 'Lançado em dobro' }),
    });

    const again = await c.call('POST', url, c.adminToken, { motivo: 'de novo' });
    expect(again.json()).toEqual({ error: fm.alreadyCancelled, type: 'FOUND' });
    expect(await auditOf(t, s.student.id, 'POST /api/admin/pagamentos/:id/cancelar')).toHaveLength(1);
  });

  it('two cancellations at once: one wins, the other is 409, one audit row (both drivers)', async () => {
    const s = await withContract();
    const made = (await c.call('POST', s.url, c.adminToken, cash)).json();
    const url = `/admin/pagamentos/${made.id}/cancelar`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => c.call('POST', url, c.adminToken, { motivo: `vez ${i}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await auditOf(t, s.student.id, 'POST /api/admin/pagamentos/:id/cancelar')).toHaveLength(1);
  });

  it("a provider's payment cannot be cancelled here; a reason is required; unknown is 404; non-admins refused", async () => {
    const s = await withContract();
    const provider = await c.call('POST', `/admin/pagamentos/${s.providerParcel.id}/cancelar`, c.adminToken, {
      motivo: 'x',
    });
    expect(provider.json()).toEqual({ error: fm.notManual, type: 'INVALID' });
    const made = (await c.call('POST', s.url, c.adminToken, cash)).json();
    const url = `/admin/pagamentos/${made.id}/cancelar`;
    expect((await c.call('POST', url, c.adminToken, { motivo: ' ' })).json()).toEqual({
      error: fm.reasonRequired,
      type: 'INVALID',
    });
    expect(
      (await c.call('POST', '/admin/pagamentos/999999/cancelar', c.adminToken, { motivo: 'x' })).statusCode,
    ).toBe(404);
    expect(await c.refusedToOthers('POST', url, { motivo: 'x' })).toEqual([403, 403, 403, 401]);
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, made.id));
    expect(row!.visible).toBe(true);
  });
});

describe('confirming an open parcel paid (decision 62: a boleto or static PIX seen in the bank)', () => {
  async function openBoleto() {
    const s = await payingStudent(t.app, t.db);
    const made = await createContract(t.db, s.student.id, {
      parcels: [
        { amountCents: 50_000, method: 5, dueOn: today(), transaction: 'boleto:REF1', providerRef: 'REF1' },
        { amountCents: 9_000, method: 6, visible: false },
      ],
    });
    return { ...s, boleto: made.parcels[0]!, hidden: made.parcels[1]! };
  }
  const body = { valor: 500, pagoEm: today(), documento: 'Extrato 21/11' };

  it('marks it paid once, audited; the student sees it Pago; a second time is 409', async () => {
    const s = await openBoleto();
    const url = `/admin/pagamentos/${s.boleto.id}/baixa`;
    const res = await c.call('POST', url, c.adminToken, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pagoEm: today(),
      valorPago: 500,
      documento: 'Extrato 21/11',
      manual: false,
    });
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, s.boleto.id));
    expect(row).toMatchObject({ paidCents: 50_000, recordedBy: c.admin.id });
    const seen = (await c.call('GET', '/perfil/financeiro', s.token)).json()[0].AlParcelas[0];
    expect(seen.situacao.label).toBe(financeMessages.paid);
    const audit = await auditOf(t, s.student.id, 'POST /api/admin/pagamentos/:id/baixa');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      graduationId: s.graduation.id,
      detail: expect.objectContaining({ confirmed: body }),
    });
    expect((await c.call('POST', url, c.adminToken, body)).json()).toEqual({
      error: financeMessages.parcelAlreadyPaid,
      type: 'FOUND',
    });
    expect(await auditOf(t, s.student.id, 'POST /api/admin/pagamentos/:id/baixa')).toHaveLength(1);
  });

  it('decision 94: a baixa given by mistake is undone with a reason, audited; the student sees it open again', async () => {
    const s = await openBoleto();
    expect(
      (await c.call('POST', `/admin/pagamentos/${s.boleto.id}/baixa`, c.adminToken, body)).json(),
    ).toMatchObject({
      baixa: true,
    });
    const url = `/admin/pagamentos/${s.boleto.id}/desfazer-baixa`;
    expect((await c.call('POST', url, c.adminToken, { motivo: ' ' })).json()).toEqual({
      error: fm.reasonRequired,
      type: 'INVALID',
    });
    expect(await c.refusedToOthers('POST', url, { motivo: 'engano' })).toEqual([403, 403, 403, 401]);
    const res = await c.call('POST', url, c.adminToken, { motivo: 'Baixa no boleto errado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pagoEm: null, valorPago: null, documento: null, baixa: false });
    const seen = (await c.call('GET', '/perfil/financeiro', s.token)).json()[0].AlParcelas[0];
    expect(seen.situacao.label).not.toBe(financeMessages.paid);
    const audit = await auditOf(t, s.student.id, 'POST /api/admin/pagamentos/:id/desfazer-baixa');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ reason: 'Baixa no boleto errado', before: { baixa: true } });
    // Undone, it is a plain open parcel again: a second undo is refused and a new baixa works.
    expect((await c.call('POST', url, c.adminToken, { motivo: 'de novo' })).json()).toEqual({
      error: fm.notSettled,
      type: 'INVALID',
    });
    expect(
      (await c.call('POST', `/admin/pagamentos/${s.boleto.id}/baixa`, c.adminToken, body)).statusCode,
    ).toBe(200);
  });

  it("decision 94: a provider's payment and a manual payment have no baixa to undo; unknown is 404", async () => {
    const s = await withContract();
    const provider = `/admin/pagamentos/${s.providerParcel.id}/desfazer-baixa`;
    expect((await c.call('POST', provider, c.adminToken, { motivo: 'x' })).json()).toEqual({
      error: fm.notSettled,
      type: 'INVALID',
    });
    const made = (await c.call('POST', s.url, c.adminToken, cash)).json();
    expect(made.baixa).toBe(false);
    const manual = `/admin/pagamentos/${made.id}/desfazer-baixa`;
    expect((await c.call('POST', manual, c.adminToken, { motivo: 'x' })).statusCode).toBe(400);
    expect(
      (await c.call('POST', '/admin/pagamentos/999999/desfazer-baixa', c.adminToken, { motivo: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a hidden parcel, a future date, a zero amount, an unknown id and non-admins', async () => {
    const s = await openBoleto();
    const url = `/admin/pagamentos/${s.boleto.id}/baixa`;
    expect(
      (await c.call('POST', `/admin/pagamentos/${s.hidden.id}/baixa`, c.adminToken, body)).json(),
    ).toEqual({
      error: fm.parcelHidden,
      type: 'INVALID',
    });
    expect((await c.call('POST', url, c.adminToken, { ...body, pagoEm: '2999-01-01' })).json()).toEqual({
      error: fm.paidInFuture,
      type: 'INVALID',
    });
    expect((await c.call('POST', url, c.adminToken, { ...body, valor: 0 })).json()).toEqual({
      error: fm.amountPositive,
      type: 'INVALID',
    });
    expect((await c.call('POST', '/admin/pagamentos/999999/baixa', c.adminToken, body)).statusCode).toBe(404);
    expect(await c.refusedToOthers('POST', url, body)).toEqual([403, 403, 403, 401]);
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, s.boleto.id));
    expect(row!.paidOn).toBeNull();
  });
});
