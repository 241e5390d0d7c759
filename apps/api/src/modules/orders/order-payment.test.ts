import { randomUUID } from 'node:crypto';
import { adminFinanceMessages, orderApiMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENV, today, WEBHOOK_SECRET } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classmate,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { contracts, orders, parcels, students } from '../../db/schema/index';
import { signSandboxNotification } from '../finance';
import { type FreightPricing, sedexPriceFor, tableFreight } from './freight';

let t: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  call = caller(t);
  await seedCatalogue(t);
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const notify = (charge: string, amount: number, id = `evt_${randomUUID()}`) => {
  const body = JSON.stringify({ id, charge, status: 'approved', amount, paidOn: today() });
  return t.app.inject({
    method: 'POST',
    url: '/api/pagamentos/notificacao/sandbox',
    headers: signSandboxNotification(WEBHOOK_SECRET, body),
    payload: body,
  });
};

/** An unpaid order of R$ 75,00 (a print by motoboy). */
async function unpaidOrder(k: Klass) {
  const res = await call(
    'POST',
    '/pedidos/preencher',
    k.token,
    fillBody([photoLine(k, 0, '15x21')], 75, DELIVERY.motoboy),
  );
  return res.json().pedId as number;
}

describe('POST /api/pedidos/{id}/parcela and POST /api/pagamentos/linkCheckout', () => {
  it("spec B §2.10: the card charges the order's net as an E-commerce parcel; the confirmed notification pays the order once", async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const res = await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 2 });
    expect(res.statusCode).toBe(200);
    const parcel = res.json();
    expect(parcel).toMatchObject({
      parctipo: 'E-commerce',
      parcforma: 2,
      parcvalor: 75,
      parcvenda: pedId,
      parctitulo: `Pedido ${pedId}`,
    });
    // The same method again answers the same parcel.
    expect((await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 2 })).json().parcid).toBe(
      parcel.parcid,
    );
    const link = await call('POST', '/pagamentos/linkCheckout', k.token, {
      financeiro: { parcid: parcel.parcid },
    });
    expect(link.statusCode).toBe(200);
    const list = (await call('GET', '/pedidos/consultar', k.token)).json();
    expect(list[0].cobranca).toMatchObject({
      parcid: parcel.parcid,
      cartao: link.json().checkoutUrl,
      pago: false,
    });
    const { providerRef } = (await t.db.select().from(parcels).where(eq(parcels.id, parcel.parcid)))[0]!;
    const eventId = `evt_${randomUUID()}`;
    expect((await notify(providerRef!, 7500, eventId)).statusCode).toBe(200);
    expect((await notify(providerRef!, 7500, eventId)).statusCode).toBe(200);
    await t.drainJobs();
    expect(await orderRow(pedId)).toMatchObject({ paidOn: today(), paymentMethod: 2, paidBy: 'Portal' });
    const detail = (await call('GET', `/pedidos/detalhar/${pedId}`, k.token)).json();
    expect(detail).toMatchObject({
      formaPagamento: 'Cartão',
      acoes: { pagar: false },
      cobranca: { pago: true },
    });
    expect(detail.historico[1].text).toMatch(/^Pago em /);
    // A second event of the same charge neither pays again nor moves the date.
    await t.db.update(orders).set({ paidOn: '2020-01-01' }).where(eq(orders.id, pedId));
    await notify(providerRef!, 7500);
    await t.drainJobs();
    expect((await orderRow(pedId)).paidOn).toBe('2020-01-01');
    const again = await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 6 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(orderApiMessages.orderAlreadyPaid);
  });

  it('spec B §2.10: cheque, a method outside 2–99, a free order and a student without a contract are refused', async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    expect((await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 3 })).json().error).toBe(
      orderApiMessages.methodNotOffered,
    );
    expect((await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 100 })).statusCode).toBe(
      400,
    );
    await t.db.update(students).set({ digitalCredits: 1 }).where(eq(students.id, k.student.id));
    const free = (
      await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 0, 'digital')], 0))
    ).json();
    expect((await call('POST', `/pedidos/${free.pedId}/parcela`, k.token, { parcforma: 6 })).statusCode).toBe(
      409,
    );
    const pix = await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 6 });
    expect(pix.json()).toMatchObject({ parcforma: 6, parcvalor: 75 });
    await t.db.delete(parcels).where(eq(parcels.orderId, pedId));
    await t.db.delete(contracts).where(eq(contracts.studentId, k.student.id));
    const none = await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 2 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(orderApiMessages.noContract);
  });

  it("another student's order is not found; a guest and a visitor are refused", async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const other = await classmate(t, k);
    expect((await call('POST', `/pedidos/${pedId}/parcela`, other.token, { parcforma: 2 })).statusCode).toBe(
      404,
    );
    const guest = await classmate(t, k, { guest: true });
    expect((await call('POST', `/pedidos/${pedId}/parcela`, guest.token, { parcforma: 2 })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/pedidos/${pedId}/parcela`, undefined, { parcforma: 2 })).statusCode).toBe(
      401,
    );
  });
});

describe("POST /api/admin/pagamentos/{id}/baixa of an order's parcel", () => {
  it('decision 77: the producer confirming the boleto of an order pays the order once, by name', async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const parcel = (await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 5 })).json();
    expect(parcel).toMatchObject({ parcforma: 5, parcvenda: pedId });
    const boss = await admin(t);
    const body = { valor: 75, pagoEm: today(), documento: 'Extrato' };
    const res = await call('POST', `/admin/pagamentos/${parcel.parcid}/baixa`, boss.token, body);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(pedId)).toMatchObject({
      paidOn: today(),
      paymentMethod: 5,
      document: 'Extrato',
      paidBy: boss.user.name,
      paidByUser: boss.user.id,
    });
    expect(
      (await call('POST', `/admin/pagamentos/${parcel.parcid}/baixa`, boss.token, body)).statusCode,
    ).toBe(409);
    expect((await call('GET', '/pedidos/consultar', k.token)).json()[0].historico[1].text).toMatch(
      /^Pago em /,
    );
  });
});

describe("POST /api/admin/pagamentos/{id}/desfazer-baixa of an order's parcel", () => {
  it('decision 94: undoing the baixa opens the parcel and unpays the order; once in production it is refused', async () => {
    const k = await classWithPhotos(t, 1);
    const pedId = await unpaidOrder(k);
    const parcel = (await call('POST', `/pedidos/${pedId}/parcela`, k.token, { parcforma: 5 })).json();
    const boss = await admin(t);
    const settle = { valor: 75, pagoEm: today(), documento: 'Extrato' };
    const undo = `/admin/pagamentos/${parcel.parcid}/desfazer-baixa`;
    expect(
      (await call('POST', `/admin/pagamentos/${parcel.parcid}/baixa`, boss.token, settle)).statusCode,
    ).toBe(200);
    const res = await call('POST', undo, boss.token, { motivo: 'Boleto de outro formando' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pagoEm: null, valorPago: null, baixa: false });
    expect(await orderRow(pedId)).toMatchObject({ paidOn: null, paymentMethod: null, paidByUser: null });
    expect((await call('POST', undo, boss.token, { motivo: 'de novo' })).statusCode).toBe(400);

    // Given again, then the producer starts producing: the baixa stays, parcel and order alike.
    expect(
      (await call('POST', `/admin/pagamentos/${parcel.parcid}/baixa`, boss.token, settle)).statusCode,
    ).toBe(200);
    await t.db.update(orders).set({ processingOn: today() }).where(eq(orders.id, pedId));
    const late = await call('POST', undo, boss.token, { motivo: 'tarde demais' });
    expect(late.json()).toEqual({ error: adminFinanceMessages.orderInProduction, type: 'FOUND' });
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, parcel.parcid));
    expect(row!.paidOn).toBe(today());
    expect((await orderRow(pedId)).paidOn).toBe(today());
  });
});

describe('the Sedex pricing provider', () => {
  const slow: FreightPricing = {
    name: 'lenta',
    quote: () => new Promise((resolve) => setTimeout(() => resolve({ valor: 1, prazo: 1 }), 200)),
  };
  const failing: FreightPricing = { name: 'falha', quote: () => Promise.reject(new Error('down')) };

  it('spec B §4.3: a quote later than the timeout is replaced by the fallback price', async () => {
    const price = await sedexPriceFor(slow, async () => 4500, { cep: '90010000', units: 1 }, 20);
    expect(price).toEqual({ valor: 4500, prazo: null, quoted: false });
    const failed = await sedexPriceFor(failing, async () => 3900, { cep: '90010000', units: 1 }, 20);
    expect(failed).toEqual({ valor: 3900, prazo: null, quoted: false });
  });

  it('decision 77: the table answers at once; a CEP it cannot place has no price', async () => {
    expect(await sedexPriceFor(tableFreight(), async () => 4500, { cep: '90010000', units: 1 })).toEqual({
      valor: 2290,
      prazo: 1,
      quoted: true,
    });
    expect(await sedexPriceFor(tableFreight(), async () => 4500, { cep: '00000000', units: 1 })).toBeNull();
  });
});
