import { ordersListResponseSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENV, today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { orderLines, orders, parcels } from '../../db/schema/index';
import { ordersListMemo } from './orders-list-memo';

let t: TestContext;
let call: ReturnType<typeof caller>;
let boss: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  call = caller(t);
  await seedCatalogue(t);
  boss = await admin(t);
});
afterAll(() => t.close());

/** GET /pedidos/consultar as the student sees it, checked against the wire schema. */
async function list(k: Klass) {
  const res = await call('GET', '/pedidos/consultar', k.token);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(ordersListResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

/** A print of R$ 75,00 by motoboy of the class's photo `photo`, placed and not paid. */
async function printOrder(k: Klass, photo = 0) {
  const res = await call(
    'POST',
    '/pedidos/preencher',
    k.token,
    fillBody([photoLine(k, photo, '15x21')], 75, DELIVERY.motoboy),
  );
  expect(res.statusCode).toBe(200);
  return res.json().pedId as number;
}

const stamp = (id: number, etapa: string) =>
  call('POST', `/admin/pedidos/${id}/etapa`, boss.token, { etapa }).then((r) => {
    expect(r.statusCode).toBe(200);
  });

// Decision 86: the list is kept serialized per student and built again when the digest of its rows changes.
// Each case reads the list first (so an answer is kept), changes one thing, and reads it again.
describe('GET /api/pedidos/consultar after a change (decision 86)', () => {
  it('spec A §2 order list: a stage advanced by the producer shows on the next call', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await printOrder(k);
    await stamp(id, 'financeiro');
    expect((await list(k))[0].historico[2]).toMatchObject({ situation: 'awaitingProcessing' });
    await stamp(id, 'processamento');
    const [row] = await list(k);
    expect(row.historico[2]).toMatchObject({ situation: 'processing', state: 'done' });
    expect(row.pedAdmin).toBe(boss.user.name);
    await stamp(id, 'ok');
    expect((await list(k))[0].historico[4]).toMatchObject({
      situation: 'preparingDelivery',
      state: 'current',
    });
    await stamp(id, 'entregue');
    const [delivered] = await list(k);
    expect(delivered.pedEntregue).toBe(today());
    expect(delivered.historico.every((s: { state: string }) => s.state === 'done')).toBe(true);
  });

  it('spec A §2 order list: a payment applied to the charge shows as paid on the next call', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await printOrder(k);
    const parcel = (await call('POST', `/pedidos/${id}/parcela`, k.token, { parcforma: 5 })).json();
    const [before] = await list(k);
    expect(before).toMatchObject({
      pedFinanceiro: null,
      cobranca: { parcid: parcel.parcid, boleto: true, pago: false },
      acoes: { pagar: true },
    });
    const body = { valor: 75, pagoEm: today(), documento: 'Extrato' };
    const paid = await call('POST', `/admin/pagamentos/${parcel.parcid}/baixa`, boss.token, body);
    expect(paid.statusCode).toBe(200);
    const [after] = await list(k);
    expect(after).toMatchObject({
      pedFinanceiro: today(),
      pedPagamento: 5,
      cobranca: { parcid: parcel.parcid, pago: true },
      acoes: { pagar: false },
    });
    expect(after.historico[1].text).toMatch(/^Pago em /);
  });

  it('spec A §2 order list: a tracking code set by the producer shows on the next call', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await printOrder(k);
    for (const etapa of ['financeiro', 'processamento', 'ok']) await stamp(id, etapa);
    expect((await list(k))[0]).toMatchObject({ pedRastreio: null });
    const coded = await call('PUT', `/admin/pedidos/${id}/rastreio`, boss.token, { codigo: 'AA123456785BR' });
    expect(coded.statusCode).toBe(200);
    const [row] = await list(k);
    expect(row.pedRastreio).toBe('AA123456785BR');
    expect(row.historico[4].situation).toBe('awaitingDeliveryConfirmation');
  });

  it('spec A §2 order list: a new order is listed first on the next call', async () => {
    const k = await classWithPhotos(t, 2);
    const first = await printOrder(k);
    expect((await list(k)).map((o: { pedId: number }) => o.pedId)).toEqual([first]);
    // Another cart: the same one again within minutes would answer the order already placed (decision 79).
    const second = await printOrder(k, 1);
    expect((await list(k)).map((o: { pedId: number }) => o.pedId)).toEqual([second, first]);
  });

  it('spec A §2 order list: a charge created, then cancelled, shows and goes on the next calls', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await printOrder(k);
    expect((await list(k))[0].cobranca).toBeNull();
    const parcel = (await call('POST', `/pedidos/${id}/parcela`, k.token, { parcforma: 2 })).json();
    expect((await list(k))[0].cobranca).toMatchObject({ parcid: parcel.parcid, parcforma: 2, pago: false });
    await t.db.update(parcels).set({ cancelledAt: new Date() }).where(eq(parcels.id, parcel.parcid));
    expect((await list(k))[0].cobranca).toBeNull();
  });

  it('spec A §2, §5 order list: a change written outside the portal (values, lines) shows on the next call', async () => {
    const k = await classWithPhotos(t, 1);
    const id = await printOrder(k);
    await stamp(id, 'financeiro');
    expect((await list(k))[0]).toMatchObject({ valor: 'R$ 75,00', acoes: { baixar: false } });
    await t.db.update(orders).set({ discountCents: 2500 }).where(eq(orders.id, id));
    expect((await list(k))[0]).toMatchObject({ valor: 'R$ 50,00', pedDesconto: 25 });
    // The line becomes a digital photo (its kind, decision 116): the order now has something to download.
    await t.db
      .update(orderLines)
      .set({ slug: 'digital', measureKind: 'digital' })
      .where(eq(orderLines.orderId, id));
    expect((await list(k))[0].acoes).toEqual({ baixar: true, pagar: false });
  });

  it("spec B §6 order list: each student gets their own list, never another's kept answer", async () => {
    const a = await classWithPhotos(t, 1);
    const b = await classWithPhotos(t, 1);
    const mine = await printOrder(a);
    expect((await list(a)).map((o: { pedId: number }) => o.pedId)).toEqual([mine]);
    expect(await list(b)).toEqual([]);
    const theirs = await printOrder(b);
    expect((await list(b)).map((o: { pedId: number }) => o.pedId)).toEqual([theirs]);
    expect((await list(a)).map((o: { pedId: number }) => o.pedId)).toEqual([mine]);
  });
});

describe('decision 86: the order list memoized on the digest of its rows', () => {
  const builder = () => {
    let built = 0;
    return () => Buffer.from(`body ${++built}`);
  };
  const text = (b: Buffer) => b.toString();

  it('the same digest answers the kept body without building it again; another digest builds it', () => {
    const memo = ordersListMemo();
    const build = builder();
    expect(text(memo.answer(7, 'a1', build))).toBe('body 1');
    expect(text(memo.answer(7, 'a1', build))).toBe('body 1');
    expect(text(memo.answer(7, 'b2', build))).toBe('body 2');
    expect(text(memo.answer(8, 'b2', build))).toBe('body 3');
    expect(memo.size).toBe(2);
  });

  it('keeps one answer per student, the least recently used leaving first', () => {
    const memo = ordersListMemo(2);
    const build = builder();
    memo.answer(1, 'x', build);
    memo.answer(2, 'x', build);
    memo.answer(1, 'x', build); // 1 used again
    memo.answer(3, 'x', build); // 2 leaves
    expect(memo.size).toBe(2);
    expect(text(memo.answer(1, 'x', build))).toBe('body 1');
    expect(text(memo.answer(2, 'x', build))).toBe('body 4');
  });

  it('holds at most its byte budget, the least recently used leaving first, and counts a rebuilt answer once', () => {
    const memo = ordersListMemo(500, 16); // 'body n' is 6 bytes and its digest 2: two fit
    const build = builder();
    memo.answer(1, 'x', build);
    memo.answer(2, 'x', build);
    memo.answer(2, 'y', build); // rebuilt: still two answers, 16 bytes
    expect([memo.size, memo.bytes]).toEqual([2, 16]);
    memo.answer(3, 'x', build); // 1 leaves
    expect([memo.size, memo.bytes]).toEqual([2, 16]);
    expect(text(memo.answer(2, 'y', build))).toBe('body 3');
    expect(text(memo.answer(1, 'x', build))).toBe('body 5');
  });
});
