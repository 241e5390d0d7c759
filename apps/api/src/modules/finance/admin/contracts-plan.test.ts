import {
  contractPlanMessages as cm,
  adminFinanceMessages as fm,
  instalmentPlanMessages as pm,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callers } from '../../../../test/admin-finance-callers';
import { createContract, PAYMENT_ENV, payingStudent } from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { parcels } from '../../../db/schema/index';

let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
});
afterAll(() => t.close());

type ParcelAnswer = {
  id: number;
  valor: number;
  vencimento: string;
  numero: { numero: number; de: number } | null;
};
const plan = { parcelas: 12, primeiroVencimento: '2027-01-31', diaDoMes: 31 };

/** A student of a graduation 'a prazo' R$ 3.000,00 with a contract holding two open scheduled parcels. */
async function withOpenPlan(seedParcels?: NonNullable<Parameters<typeof createContract>[2]>['parcels']) {
  const s = await payingStudent(t.app, t.db);
  const made = await createContract(t.db, s.student.id, {
    parcels: seedParcels ?? [
      { amountCents: 150_000, method: 5, dueOn: '2026-12-10', title: 'Parcela 1/2' },
      { amountCents: 150_000, method: 5, dueOn: '2027-01-10', title: 'Parcela 2/2' },
    ],
  });
  const base = `/admin/alunos/${s.student.id}/contratos/${made.contract.id}`;
  return { ...s, contract: made.contract, parcels: made.parcels, base };
}

const keyed = (url: string, body: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${c.adminToken}`, 'idempotency-key': key },
    payload: body,
  });

describe('POST …/contratos/{id}/plano/previa (decision 125)', () => {
  it("decision 125: the preview splits the graduation's 'Valor a prazo' by default and writes nothing", async () => {
    const s = await withOpenPlan();
    const res = await c.call('POST', `${s.base}/plano/previa`, c.adminToken, plan);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3000, valorPrazo: 3000, substitui: 2, bloqueio: null });
    expect(body.parcelas).toHaveLength(12);
    expect(body.parcelas.slice(0, 3)).toEqual([
      { numero: 1, de: 12, valor: 250, vencimento: '2027-01-31' },
      { numero: 2, de: 12, valor: 250, vencimento: '2027-02-28' },
      { numero: 3, de: 12, valor: 250, vencimento: '2027-03-31' },
    ]);
    expect(body.parcelas[3].vencimento).toBe('2027-04-30');
    const stored = await t.db.select().from(parcels).where(eq(parcels.contractId, s.contract.id));
    expect(stored).toHaveLength(2);
  });

  it('decision 125: a chosen total splits exactly, the leftover centavos on the first parcel', async () => {
    const s = await withOpenPlan();
    const res = await c.call('POST', `${s.base}/plano/previa`, c.adminToken, {
      ...plan,
      total: 1000,
      parcelas: 3,
    });
    expect(res.json().parcelas.map((p: { valor: number }) => p.valor)).toEqual([333.34, 333.33, 333.33]);
  });

  it('decision 125: an invalid plan is refused in pt-BR', async () => {
    const s = await withOpenPlan();
    const res = await c.call('POST', `${s.base}/plano/previa`, c.adminToken, { ...plan, parcelas: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(pm.countRange);
    const small = await c.call('POST', `${s.base}/plano/previa`, c.adminToken, { ...plan, total: 5 });
    expect(small.json()).toEqual({ error: pm.parcelTooSmall, type: 'INVALID' });
  });

  it('decision 125: the preview says why the plan cannot be applied when something is paid', async () => {
    const s = await withOpenPlan([
      { amountCents: 100_000, method: 6, dueOn: '2026-10-10', paidOn: '2026-10-09', paidCents: 100_000 },
      { amountCents: 200_000, method: 5, dueOn: '2026-11-10' },
    ]);
    const body = (await c.call('POST', `${s.base}/plano/previa`, c.adminToken, plan)).json();
    expect(body.bloqueio).toBe(cm.somethingPaid('Parcela 1/2 paga em 09/10/2026'));
  });
});

describe('POST …/contratos/{id}/plano (decision 125)', () => {
  it('decision 125: replaces the open scheduled parcels, numbered 1/12…12/12, audited, once per key', async () => {
    const s = await withOpenPlan();
    const chooser = await createContract(t.db, s.student.id); // another contract of the same student
    const res = await keyed(`${s.base}/plano`, plan, 'plan-key-0001');
    expect(res.statusCode).toBe(201);
    const contract = res.json();
    const ps: ParcelAnswer[] = contract.parcelas;
    expect(ps).toHaveLength(12);
    expect(ps.map((p) => p.numero)).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ numero: i + 1, de: 12 })),
    );
    expect(ps.some((p) => s.parcels.some((old) => old.id === p.id))).toBe(false);
    expect(ps.reduce((sum, p) => sum + Math.round(p.valor * 100), 0)).toBe(300_000);

    const again = await keyed(`${s.base}/plano`, plan, 'plan-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const stored = await t.db.select().from(parcels).where(eq(parcels.contractId, s.contract.id));
    expect(stored).toHaveLength(12);
    expect(
      stored.every((p) => p.admin === 'Adm Financeiro' && p.method === 5 && p.title?.startsWith('Parcela ')),
    ).toBe(true);
    expect(await t.db.select().from(parcels).where(eq(parcels.contractId, chooser.contract.id))).toHaveLength(
      0,
    );

    const [audit] = await auditOf(t, s.student.id, 'POST /api/admin/alunos/:id/contratos/:contractId/plano');
    expect(audit!.detail).toMatchObject({ contractId: s.contract.id, plan: { parcelas: 12, total: 3000 } });
    expect((audit!.detail as { replaced: unknown[] }).replaced).toHaveLength(2);
  });

  it('decision 125: a parcel the student opened in the chooser stays, unnumbered', async () => {
    const s = await withOpenPlan([
      { amountCents: 150_000, method: 5, dueOn: '2026-12-10' },
      { amountCents: 20_000, method: 6, dueOn: '2026-12-01', admin: 'Portal', title: 'Contrato' },
    ]);
    const ps: ParcelAnswer[] = (await c.call('POST', `${s.base}/plano`, c.adminToken, plan)).json().parcelas;
    expect(ps).toHaveLength(13);
    expect(ps.find((p) => p.id === s.parcels[1]!.id)!.numero).toBeNull();
  });

  it('decision 125: refused (409, pt-BR) when something of the contract is paid; nothing changes', async () => {
    const s = await withOpenPlan([
      { amountCents: 100_000, method: 6, dueOn: '2026-10-10', paidOn: '2026-10-09', paidCents: 100_000 },
      { amountCents: 200_000, method: 5, dueOn: '2026-11-10' },
    ]);
    const res = await c.call('POST', `${s.base}/plano`, c.adminToken, plan);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: cm.somethingPaid('Parcela 1/2 paga em 09/10/2026'), type: 'FOUND' });
    const stored = await t.db.select().from(parcels).where(eq(parcels.contractId, s.contract.id));
    expect(stored.map((p) => p.id).sort()).toEqual(s.parcels.map((p) => p.id).sort());
  });

  it('decision 125: refused while an open parcel has a charge issued the student may be paying', async () => {
    const s = await withOpenPlan([
      { amountCents: 150_000, method: 6, dueOn: '2026-12-10', provider: 'sandbox', providerRef: 'pix-1' },
      { amountCents: 150_000, method: 5, dueOn: '2027-01-10' },
    ]);
    const res = await c.call('POST', `${s.base}/plano`, c.adminToken, plan);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(cm.chargeIssued('parcela 1/2'));
  });
});

describe('PUT …/contratos/{id}/parcelas/{parcelId} (decision 125)', () => {
  it('decision 125: an open scheduled parcel changes value and due date, audited with before and after', async () => {
    const s = await withOpenPlan();
    const [first] = s.parcels;
    const res = await c.call('PUT', `${s.base}/parcelas/${first!.id}`, c.adminToken, {
      valor: 1400.5,
      vencimento: '2027-02-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, valor: 1400.5, vencimento: '2027-02-15' });
    // Now due after the other one: numbered by due date, 2/2.
    expect(res.json().numero).toEqual({ numero: 2, de: 2 });
    const [audit] = await auditOf(
      t,
      s.student.id,
      'PUT /api/admin/alunos/:id/contratos/:contractId/parcelas/:parcelId',
    );
    expect(audit!.detail).toMatchObject({
      parcelId: first!.id,
      before: { valor: 1500, vencimento: '2026-12-10' },
      after: { valor: 1400.5, vencimento: '2027-02-15' },
    });
  });

  it('decision 125: a paid or cancelled parcel is refused (409), a chooser parcel is not the plan (400)', async () => {
    const s = await withOpenPlan([
      { amountCents: 100_000, method: 6, dueOn: '2026-10-10', paidOn: '2026-10-09', paidCents: 100_000 },
      { amountCents: 100_000, method: 1, dueOn: '2026-10-10', visible: false, cancelledAt: new Date() },
      { amountCents: 20_000, method: 6, dueOn: '2026-12-01', admin: 'Portal' },
    ]);
    const body = { valor: 10, vencimento: '2027-02-15' };
    const paid = await c.call('PUT', `${s.base}/parcelas/${s.parcels[0]!.id}`, c.adminToken, body);
    expect([paid.statusCode, paid.json().error]).toEqual([409, cm.parcelPaid]);
    const gone = await c.call('PUT', `${s.base}/parcelas/${s.parcels[1]!.id}`, c.adminToken, body);
    expect([gone.statusCode, gone.json().error]).toEqual([409, cm.parcelCancelled]);
    const chooser = await c.call('PUT', `${s.base}/parcelas/${s.parcels[2]!.id}`, c.adminToken, body);
    expect([chooser.statusCode, chooser.json().error]).toEqual([400, cm.notScheduled]);
  });

  it('decision 125: a parcel with a charge issued keeps its value; its due date may move', async () => {
    const s = await withOpenPlan([
      { amountCents: 150_000, method: 6, dueOn: '2026-12-10', provider: 'sandbox', providerRef: 'pix-2' },
    ]);
    const url = `${s.base}/parcelas/${s.parcels[0]!.id}`;
    const value = await c.call('PUT', url, c.adminToken, { valor: 1000, vencimento: '2026-12-10' });
    expect([value.statusCode, value.json().error]).toEqual([409, cm.parcelCharged]);
    const due = await c.call('PUT', url, c.adminToken, { valor: 1500, vencimento: '2026-12-20' });
    expect(due.statusCode).toBe(200);
  });

  it("decision 125: another contract's parcel id is 404", async () => {
    const a = await withOpenPlan();
    const b = await withOpenPlan();
    const res = await c.call('PUT', `${a.base}/parcelas/${b.parcels[0]!.id}`, c.adminToken, {
      valor: 10,
      vencimento: '2027-02-15',
    });
    expect(res.json()).toEqual({ error: fm.notFound, type: 'NOT_FOUND' });
    // Nor a contract of another student through this student's path.
    const cross = `/admin/alunos/${a.student.id}/contratos/${b.contract.id}`;
    expect((await c.call('POST', `${cross}/plano`, c.adminToken, plan)).statusCode).toBe(404);
  });
});

describe('who may schedule parcels (decision 125)', () => {
  it('decision 125: students, committee members and guests are refused (403), no session is 401', async () => {
    const s = await withOpenPlan();
    const edit = { valor: 10, vencimento: '2027-02-15' };
    expect(await c.refusedToOthers('POST', `${s.base}/plano/previa`, plan)).toEqual([403, 403, 403, 401]);
    expect(await c.refusedToOthers('POST', `${s.base}/plano`, plan)).toEqual([403, 403, 403, 401]);
    expect(await c.refusedToOthers('PUT', `${s.base}/parcelas/${s.parcels[0]!.id}`, edit)).toEqual([
      403, 403, 403, 401,
    ]);
  });

  it('decision 125: an administrator acting as a student is refused', async () => {
    const s = await withOpenPlan();
    const acting = (await c.call('POST', '/admin/agir', c.adminToken, { studentId: s.student.id })).json()
      .token;
    const res = await c.call('POST', `${s.base}/plano`, acting, plan);
    expect(res.json()).toEqual({ error: cm.actingRefused, type: 'FORBIDDEN' });
    const edit = await c.call('PUT', `${s.base}/parcelas/${s.parcels[0]!.id}`, acting, {
      valor: 10,
      vencimento: '2027-02-15',
    });
    expect(edit.statusCode).toBe(403);
    expect(await t.db.select().from(parcels).where(eq(parcels.contractId, s.contract.id))).toHaveLength(2);
  });
});

describe('parcel numbers on the producer and student views (decision 125)', () => {
  it("decision 125: the student's contract view numbers scheduled parcels, keeping parcid for actions", async () => {
    const s = await withOpenPlan();
    await c.call('POST', `${s.base}/plano`, c.adminToken, { ...plan, parcelas: 3 });
    const view = await c.call('GET', '/perfil/financeiro', s.token);
    const ps = view.json()[0].AlParcelas as { parcid: number; numero: unknown }[];
    expect(ps.map((p) => p.numero)).toEqual([
      { numero: 1, de: 3 },
      { numero: 2, de: 3 },
      { numero: 3, de: 3 },
    ]);
    expect(ps.every((p) => typeof p.parcid === 'number')).toBe(true);
  });
});
