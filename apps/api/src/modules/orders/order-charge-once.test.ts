// Decision 101: a shop order has at most one open charge, and a parcel of a paid order is never charged.
import { randomUUID } from 'node:crypto';
import { financeMessages, orderApiMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENV, today, WEBHOOK_SECRET } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  caller,
  classmate,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { orders, parcels } from '../../db/schema/index';
import { signSandboxNotification } from '../finance';

let t: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  call = caller(t);
  await seedCatalogue(t);
});
afterAll(() => t.close());

/** An unpaid order of R$ 75,00 (a print by motoboy). */
async function unpaidOrder(k: Klass) {
  const res = await call(
    'POST',
    '/pedidos/preencher',
    k.token,
    fillBody([photoLine(k, 0, '15x21')], 75, DELIVERY.motoboy),
  );
  expect(res.statusCode).toBe(200);
  return res.json().pedId as number;
}

const parcelsOf = (orderId: number) => t.db.select().from(parcels).where(eq(parcels.orderId, orderId));
const charge = (token: string, orderId: number, parcforma: number) =>
  call('POST', `/pedidos/${orderId}/parcela`, token, { parcforma });

describe('POST /api/pedidos/{id}/parcela under concurrency (decision 101)', () => {
  it('decision 101: ten parallel order charges make one parcel', async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const answers = await Promise.all(Array.from({ length: 10 }, () => charge(k.token, pedId, 2)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((r) => r.json().parcid));
    expect(ids.size).toBe(1);
    const rows = await parcelsOf(pedId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'E-commerce', method: 2, amountCents: 7500, paidOn: null });
  });

  it('decision 101: ten parallel charges with the form changing leave one open parcel, in the last form chosen', async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => charge(k.token, pedId, i % 2 === 0 ? 2 : 6)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().parcid)).size).toBe(1);
    const rows = await parcelsOf(pedId);
    expect(rows).toHaveLength(1);
    expect([2, 6]).toContain(rows[0]!.method);
  });

  it('decision 101: re-choosing the form turns the open parcel, and the former card link is forgotten', async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const card = (await charge(k.token, pedId, 2)).json();
    const link = await call('POST', '/pagamentos/linkCheckout', k.token, {
      financeiro: { parcid: card.parcid },
    });
    expect(link.statusCode).toBe(200);
    const pix = await charge(k.token, pedId, 6);
    expect(pix.statusCode).toBe(200);
    expect(pix.json()).toMatchObject({ parcid: card.parcid, parcforma: 6, parcvalor: 75, parcvenda: pedId });
    const rows = await parcelsOf(pedId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 6, transaction: null, provider: null, providerRef: null });
    // The card link of the former form is no longer offered for this parcel.
    const stale = await call('POST', '/pagamentos/linkCheckout', k.token, {
      financeiro: { parcid: card.parcid },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe(financeMessages.operationFailed);
  });

  it("decision 101: another student's order id is refused, also in parallel, and makes no parcel", async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const other = await classmate(t, k);
    const answers = await Promise.all(Array.from({ length: 5 }, () => charge(other.token, pedId, 2)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(404));
    expect(await parcelsOf(pedId)).toHaveLength(0);
    expect((await charge('', pedId, 2)).statusCode).toBe(401);
  });
});

describe('a parcel of a paid order is not charged (decision 101)', () => {
  async function paidOrderWithLeftover(method: number) {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const card = (await charge(k.token, pedId, 2)).json();
    await call('POST', '/pagamentos/linkCheckout', k.token, { financeiro: { parcid: card.parcid } });
    const [paying] = await t.db.select().from(parcels).where(eq(parcels.id, card.parcid));
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      charge: paying!.providerRef,
      status: 'approved',
      amount: 7500,
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
    const [order] = await t.db.select().from(orders).where(eq(orders.id, pedId));
    expect(order!.paidOn).toBe(today());
    // A leftover charge of the same order, as the race before this fix left them.
    const [leftover] = await t.db
      .insert(parcels)
      .values({
        contractId: paying!.contractId,
        amountCents: 7500,
        kind: 'E-commerce',
        method,
        dueOn: paying!.dueOn,
        orderId: pedId,
        title: `Pedido ${pedId}`,
      })
      .returning();
    return { k, pedId, leftover: leftover! };
  }

  it('decision 101: PIX of a leftover parcel of a paid order is refused', async () => {
    const { k, leftover } = await paidOrderWithLeftover(6);
    const res = await call('POST', `/pagamentos/pix/${leftover.id}`, k.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: orderApiMessages.orderAlreadyPaid, type: 'FOUND' });
  });

  it('decision 101: the card checkout of a leftover parcel of a paid order is refused', async () => {
    const { k, leftover } = await paidOrderWithLeftover(2);
    const res = await call('POST', '/pagamentos/linkCheckout', k.token, {
      financeiro: { parcid: leftover.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(orderApiMessages.orderAlreadyPaid);
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, leftover.id));
    expect(row!.transaction).toBeNull();
  });

  it('decision 101: the boleto of a leftover parcel of a paid order is refused', async () => {
    const { k, leftover } = await paidOrderWithLeftover(5);
    const res = await call('GET', `/pagamentos/boleto/${leftover.id}`, k.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(orderApiMessages.orderAlreadyPaid);
  });
});
