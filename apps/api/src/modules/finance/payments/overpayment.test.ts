// Decision 101: money that arrives for something already settled is kept to refund, never applied twice.
import { randomUUID } from 'node:crypto';
import { adminFinanceMessages, EVENT_OUTCOME_LABELS, orderApiMessages } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContract,
  PAYMENT_ENV,
  payingStudent,
  today,
  WEBHOOK_SECRET,
} from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import {
  admin,
  caller,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../../test/order-factories';
import { auditLog, orders, overpayments, parcels, paymentEvents } from '../../../db/schema/index';
// The orders module's settlement, wired here as app.ts wires it (decision 111).
import { orderPayment } from '../../orders';
import { type SandboxMethod, sandboxChargeId, signSandboxNotification } from '../providers/sandbox';
import { applyPayment } from './apply-payment';

let t: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  call = caller(t);
  await seedCatalogue(t);
});
afterAll(() => t.close());

const chargeId = (method: SandboxMethod, type: string, parcelId: number, amountCents: number) =>
  sandboxChargeId(WEBHOOK_SECRET, { method, type, parcelId, amountCents, instalments: 1 });

/** The sandbox's signed approval of `charge`, as a new provider event; the job runs it. */
async function approve(charge: string, amount: number) {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    charge,
    status: 'approved',
    amount,
    paidOn: today(),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pagamentos/notificacao/sandbox',
    headers: signSandboxNotification(WEBHOOK_SECRET, body),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  await t.drainJobs();
}

const outcomeOf = async (charge: string) =>
  (await t.db.select().from(paymentEvents).where(eq(paymentEvents.chargeRef, charge))).map((e) => e.outcome);
const parcel = async (id: number) => (await t.db.select().from(parcels).where(eq(parcels.id, id)))[0]!;
const overpaidOn = (parcelId: number) =>
  t.db.select().from(overpayments).where(eq(overpayments.parcelId, parcelId));

/**
 * Events kept but not yet applied, then applied all at once (each in its own transaction, as parallel
 * workers do), so the locks are what decides.
 */
async function applyTogether(charges: { charge: string; parcelId: number; amount: number }[]) {
  const rows = await t.db
    .insert(paymentEvents)
    .values(
      charges.map((c) => ({
        provider: 'sandbox',
        eventId: `evt_${randomUUID()}`,
        chargeRef: c.charge,
        status: 'approved' as const,
        amountCents: c.amount,
        paidOn: today(),
      })),
    )
    .returning();
  return Promise.all(
    rows.map((row, i) =>
      t.app.uow.run(null, (tx) =>
        applyPayment(
          tx,
          {
            id: row.id,
            provider: 'sandbox',
            today: today(),
            confirmed: {
              eventId: row.eventId,
              chargeRef: row.chargeRef,
              parcelId: charges[i]!.parcelId,
              status: 'approved',
              amountCents: charges[i]!.amount,
              paidOn: today(),
              payload: null,
            },
          },
          orderPayment,
        ),
      ),
    ),
  );
}

/** An unpaid order of R$ 75,00 with its card parcel, and a leftover second charge of it (the old race). */
async function orderWithTwoCharges() {
  const k: Klass = await classWithPhotos(t, 1);
  const placed = await call(
    'POST',
    '/pedidos/preencher',
    k.token,
    fillBody([photoLine(k, 0, '15x21')], 75, DELIVERY.motoboy),
  );
  const pedId = placed.json().pedId as number;
  const first = (await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 2 })).json();
  const a = await parcel(first.parcid);
  const [b] = await t.db
    .insert(parcels)
    .values({
      contractId: a.contractId,
      amountCents: 7500,
      kind: 'E-commerce',
      method: 6,
      dueOn: a.dueOn,
      transaction: 'codigo-pix-de-antes',
      orderId: pedId,
      title: `Pedido ${pedId}`,
    })
    .returning();
  return {
    k,
    pedId,
    a: { id: a.id, charge: chargeId('card', 'E-commerce', a.id, 7500) },
    b: { id: b!.id, charge: chargeId('pix', 'E-commerce', b!.id, 7500) },
  };
}

describe('a payment for an already paid order (decision 101)', () => {
  it('decision 101: a second R$ 75 payment of a paid R$ 75 order is kept to refund, not applied', async () => {
    const { k, pedId, a, b } = await orderWithTwoCharges();
    await approve(a.charge, 7500);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, pedId));
    expect(paid!.paidOn).toBe(today());
    await approve(b.charge, 7500);
    expect(await outcomeOf(b.charge)).toEqual(['overpaid']);
    expect((await parcel(b.id)).paidOn).toBeNull();
    const [after] = await t.db.select().from(orders).where(eq(orders.id, pedId));
    expect(after!.document).toBe(paid!.document);
    expect(await overpaidOn(b.id)).toMatchObject([
      { reason: 'order_already_paid', amountCents: 7500, status: 'to_refund' },
    ]);

    // The producer's reconciliation lists it to refund, and the ledger names the outcome.
    const boss = await admin(t);
    const recon = await call('GET', `/admin/formaturas/${k.student.graduationId}/conciliacao`, boss.token);
    expect(recon.statusCode).toBe(200);
    expect(recon.json().aDevolver).toMatchObject([
      {
        motivo: 'order_already_paid',
        motivoTexto: 'Pedido já estava pago',
        valor: 75,
        situacao: 'to_refund',
        parcelaId: b.id,
        pedidoId: pedId,
        provedor: 'sandbox',
      },
    ]);
    // Closed by its order's payment, the leftover charge no longer waits for a confirmation.
    expect(recon.json().semConfirmacao.map((p: { parcelaId: number }) => p.parcelaId)).not.toContain(b.id);
    const ledger = await call('GET', `/admin/pagamentos/notificacoes?situacao=overpaid`, boss.token);
    expect(ledger.json().items[0]).toMatchObject({
      parcelaId: b.id,
      situacaoTexto: EVENT_OUTCOME_LABELS.overpaid,
    });
    // A student never reads it.
    expect(
      (await call('GET', `/admin/formaturas/${k.student.graduationId}/conciliacao`, k.token)).statusCode,
    ).toBe(403);
  });

  it('decision 101: the producer records the refund of an overpayment, once, audited; others may not', async () => {
    const { k, a, b } = await orderWithTwoCharges();
    await approve(a.charge, 7500);
    await approve(b.charge, 7500);
    const [kept] = await overpaidOn(b.id);
    const boss = await admin(t);
    const url = `/admin/pagamentos/excesso/${kept!.id}/devolvido`;
    const note = { observacao: 'PIX devolvido em 26/11' };
    expect((await call('POST', url, k.token, note)).statusCode).toBe(403);
    expect((await call('POST', url, undefined, note)).statusCode).toBe(401);
    const empty = await call('POST', url, boss.token, { observacao: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(adminFinanceMessages.refundNoteRequired);
    expect(
      (await call('POST', '/admin/pagamentos/excesso/999999/devolvido', boss.token, note)).statusCode,
    ).toBe(404);
    const done = await call('POST', url, boss.token, note);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ situacao: 'refunded', observacao: 'PIX devolvido em 26/11' });
    expect(done.json().devolvidoEm).toEqual(expect.any(String));
    // Marked twice, it keeps the first note and the first date.
    const again = await call('POST', url, boss.token, { observacao: 'outra' });
    expect(again.json()).toMatchObject({
      observacao: 'PIX devolvido em 26/11',
      devolvidoEm: done.json().devolvidoEm,
    });
    const recon = await call('GET', `/admin/formaturas/${k.student.graduationId}/conciliacao`, boss.token);
    expect(recon.json().aDevolver).toMatchObject([{ id: kept!.id, situacao: 'refunded' }]);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.userId, boss.user.id));
    // The refund is audited once; the refused attempts are audited as refusals (decision 25's trail).
    const refunds = trail.filter((r) => (r.detail as { valor?: number } | null)?.valor === 7500);
    expect(refunds.map((r) => r.detail)).toEqual([expect.objectContaining({ excesso: kept!.id })]);
  });

  it('decision 101: two charges of one order paid at the same moment pay it once; the other is kept to refund', async () => {
    const { pedId, a, b } = await orderWithTwoCharges();
    const outcomes = await applyTogether([
      { charge: a.charge, parcelId: a.id, amount: 7500 },
      { charge: b.charge, parcelId: b.id, amount: 7500 },
    ]);
    expect([...outcomes].sort()).toEqual(['applied', 'overpaid']);
    const rows = await t.db
      .select()
      .from(parcels)
      .where(inArray(parcels.id, [a.id, b.id]));
    expect(rows.filter((p) => p.paidOn !== null)).toHaveLength(1);
    const kept = await t.db
      .select()
      .from(overpayments)
      .where(inArray(overpayments.parcelId, [a.id, b.id]));
    expect(kept).toMatchObject([{ reason: 'order_already_paid', amountCents: 7500 }]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, pedId));
    expect(order!.paidOn).toBe(today());
  });

  it("decision 101: the producer's baixa of a leftover charge of a paid order is refused, nothing written", async () => {
    const { a, b } = await orderWithTwoCharges();
    await approve(a.charge, 7500);
    const boss = await admin(t);
    const res = await call('POST', `/admin/pagamentos/${b.id}/baixa`, boss.token, {
      valor: 75,
      pagoEm: today(),
      documento: 'Extrato',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: orderApiMessages.orderAlreadyPaid, type: 'FOUND' });
    expect((await parcel(b.id)).paidOn).toBeNull();
  });
});

describe('a payment for an already paid parcel or beyond the contract (decision 101)', () => {
  it('decision 101: another charge paying a paid parcel is kept to refund; the same charge told again is not', async () => {
    const s = await payingStudent(t.app, t.db);
    const { parcels: made } = await createContract(t.db, s.student.id, {
      parcels: [{ amountCents: 48_000, method: 2 }],
    });
    const p = made[0]!;
    const card = chargeId('card', 'Contrato', p.id, 48_000);
    const pix = chargeId('pix', 'Contrato', p.id, 48_000);
    await approve(card, 48_000);
    await approve(card, 48_000);
    expect(await outcomeOf(card)).toEqual(expect.arrayContaining(['applied', 'already_paid']));
    await approve(pix, 48_000);
    expect(await outcomeOf(pix)).toEqual(['overpaid']);
    expect(await overpaidOn(p.id)).toMatchObject([{ reason: 'parcel_already_paid', amountCents: 48_000 }]);
    expect((await parcel(p.id)).paidCents).toBe(48_000);
  });

  it('decision 101: a contract payment beyond the open balance is applied and its excess flagged to refund, also at once', async () => {
    const s = await payingStudent(t.app, t.db);
    const { parcels: made } = await createContract(t.db, s.student.id, {
      totalCents: 100_000,
      parcels: [
        { amountCents: 60_000, method: 2 },
        { amountCents: 60_000, method: 2 },
      ],
    });
    const [p1, p2] = made as [(typeof made)[0], (typeof made)[0]];
    const outcomes = await applyTogether([
      { charge: chargeId('card', 'Contrato', p1.id, 60_000), parcelId: p1.id, amount: 60_000 },
      { charge: chargeId('card', 'Contrato', p2.id, 60_000), parcelId: p2.id, amount: 60_000 },
    ]);
    expect(outcomes).toEqual(['applied', 'applied']);
    const kept = await t.db
      .select()
      .from(overpayments)
      .where(inArray(overpayments.parcelId, [p1.id, p2.id]));
    expect(kept).toMatchObject([{ reason: 'beyond_balance', amountCents: 20_000, status: 'to_refund' }]);
  });
});
