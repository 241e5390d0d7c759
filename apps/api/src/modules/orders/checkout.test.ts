import { authMessages, financeMessages, orderApiMessages, shopMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting, today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classmate,
  classWithPhotos,
  DELIVERY,
  fillBody,
  photoLine,
  productLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { cartCache, orderLines, orders, students } from '../../db/schema/index';
import { SEDEX_FALLBACK_KEY } from './freight';
import { KEPT_RESERVATIONS } from './orders.repository';

let t: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const credits = async (id: number) =>
  (
    await t.db
      .select({ d: students.digitalCredits, p: students.printedCredits })
      .from(students)
      .where(eq(students.id, id))
  )[0]!;

describe('POST /api/perfil/frete and GET /api/perfil/frete/padrao', () => {
  it('spec B §3, §7: Sedex priced by the CEP from Porto Alegre, in the Brazilian answer shape', async () => {
    const k = await classWithPhotos(t, 1);
    const poa = await call('POST', '/perfil/frete', k.token, { cep: '90010-000', tamanho: 1 });
    expect(poa.statusCode).toBe(200);
    expect(poa.json()).toEqual([{ Valor: '22,90', PrazoEntrega: 1 }]);
    const far = await call('POST', '/perfil/frete', k.token, { cep: '69005000', tamanho: 3 });
    expect(far.json()[0].Valor).toBe('74,10');
    expect((await call('POST', '/perfil/frete', k.token, { cep: '00000000', tamanho: 1 })).json()).toEqual({
      error: orderApiMessages.freightUnavailable,
    });
    expect((await call('POST', '/perfil/frete', k.token, { cep: '123', tamanho: 1 })).statusCode).toBe(400);
  });

  it('spec B §4.3: the 5-second fallback price is the producer setting', async () => {
    const k = await classWithPhotos(t, 1);
    expect((await call('GET', '/perfil/frete/padrao', k.token)).json()).toEqual({ valor: 45 });
    await setSetting(t.db, SEDEX_FALLBACK_KEY, 3990);
    expect((await call('GET', '/perfil/frete/padrao', k.token)).json()).toEqual({ valor: 39.9 });
    await setSetting(t.db, SEDEX_FALLBACK_KEY, 4500);
  });

  it('spec B §6: a guest, a restricted student, a bare administrator and a visitor are refused', async () => {
    const k = await classWithPhotos(t, 1);
    const guest = await classmate(t, k, { guest: true });
    const restricted = await classmate(t, k, { restricted: true });
    const a = await admin(t);
    for (const token of [guest.token, restricted.token, a.token]) {
      const res = await call('POST', '/perfil/frete', token, { cep: '90010000', tamanho: 1 });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('POST', '/perfil/frete', undefined, { cep: '90010000', tamanho: 1 })).statusCode).toBe(
      401,
    );
    // An administrator acting as the student is the student.
    const acting = await a.actAs(k.student.id);
    expect((await call('GET', '/perfil/frete/padrao', acting)).statusCode).toBe(200);
  });
});

describe('GET /api/pedidos/novo and POST /api/pedidos/preencher', () => {
  it("spec B §4.2, spec A §7: the order is placed as the server prices it, with 'Pedido efetuado com sucesso.'", async () => {
    const k = await classWithPhotos(t, 2);
    const cart = [photoLine(k, 0, '15x21', 2), photoLine(k, 1, 'digital')];
    await call('POST', '/cache', k.token, { tipo: 'cart', content: fillBody(cart, 0).order.cart });
    const { pedId } = (await call('GET', '/pedidos/novo', k.token)).json();
    const res = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody(cart, 115, DELIVERY.motoboy, pedId),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      pedId,
      message: financeMessages.orderPlaced,
      entrega: 'Motoboy',
      formaPagamento: null,
      acoes: { baixar: false, pagar: true },
      pedido: {
        pedData: today(),
        pedFrete: 50,
        pedModalidadeFrete: 'entrega',
        pedQuantidade: 3,
        pedImpressa: 2,
        pedSoDigital: 0,
        pedTotal: 115,
        pedDesconto: 0,
        pedFinanceiro: null,
      },
      checkout: { bruto: 65, liquido: 115, descontos: { total: 0 } },
    });
    expect(body.cart).toHaveLength(2);
    expect(body.historico[1]).toMatchObject({ stage: 'financeiro', state: 'current' });
    // Its lines are stored with it, the saved cart is cleared, the confirmation e-mail is queued.
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, pedId))).toHaveLength(2);
    expect(await t.db.select().from(cartCache).where(eq(cartCache.studentId, k.student.id))).toHaveLength(0);
    await t.drainJobs();
    const mail = t.mails.find((m) => m.to === k.student.email && m.subject === `Pedido ${pedId} efetuado`);
    expect(mail?.text).toContain('Pedido efetuado com sucesso.');
  });

  it('spec B §4.2: a tampered price is recomputed, and a net the student did not see is refused (409)', async () => {
    const k = await classWithPhotos(t, 1);
    const cheap = { ...photoLine(k, 0, '15x21'), valor: 1 };
    cheap.detalhes = { ...cheap.detalhes, valor: 1 };
    const refused = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([cheap], 0.01, DELIVERY.pickup),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: orderApiMessages.priceChanged, type: 'INVALID' });
    expect(await t.db.select().from(orders).where(eq(orders.studentId, k.student.id))).toHaveLength(0);
    // The same tampered line with the right net: placed at the catalogue's price.
    const placed = await call('POST', '/pedidos/preencher', k.token, fillBody([cheap], 25, DELIVERY.pickup));
    expect(placed.json().pedido).toMatchObject({ pedTotal: 25, pedModalidadeFrete: 'retirada' });
    expect(placed.json().cart[0].valor).toBe(25);
  });

  it('spec B §4.2: a tampered delivery value is recomputed (motoboy is 50 whatever the client says)', async () => {
    const k = await classWithPhotos(t, 1);
    const cart = [photoLine(k, 0, '15x21')];
    const free = { ...DELIVERY.motoboy, valor: 0 };
    expect((await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 25, free))).statusCode).toBe(
      409,
    );
    const res = await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 75, free));
    expect(res.json().pedido.pedFrete).toBe(50);
  });

  it('spec B §3: Sedex is charged at the quote for the student’s own CEP', async () => {
    const k = await classWithPhotos(t, 1);
    const cart = [photoLine(k, 0, '15x21', 2)];
    const res = await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 50 + 23.9, DELIVERY.sedex));
    expect(res.statusCode).toBe(200);
    expect(res.json().pedido).toMatchObject({ pedFrete: 23.9, pedTotal: 73.9 });
    expect(res.json().checkout.frete[0]).toMatchObject({ slug: 'sedex', valor: 23.9 });
  });

  it('spec B §4.3: motoboy only in Porto Alegre; only pick-up with a product in the cart', async () => {
    const k = await classWithPhotos(t, 1);
    const other = await classmate(t, k, { city: 'Canoas', cep: '92010000' });
    const cart = [photoLine(k, 0, '15x21')];
    const moto = await call('POST', '/pedidos/preencher', other.token, fillBody(cart, 75, DELIVERY.motoboy));
    expect(moto.statusCode).toBe(400);
    expect(moto.json().error).toBe(orderApiMessages.motoboyOnlyPortoAlegre);
    const withProduct = [productLine(k.product), photoLine(k, 0, '15x21')];
    const sedex = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody(withProduct, 90, DELIVERY.sedex),
    );
    expect(sedex.statusCode).toBe(400);
    expect(sedex.json().error).toBe(shopMessages.chooseDeliveryFirst);
    const pickup = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody(withProduct, 65, DELIVERY.pickup),
    );
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().pedido.pedModalidadeFrete).toBe('retirada');
  });

  it('spec B §4.2, §8: no delivery chosen, then missing complementary photos, are refused with their texts', async () => {
    const k = await classWithPhotos(t, 1);
    const noDelivery = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([photoLine(k, 0, '15x21')], 25),
    );
    expect(noDelivery.json()).toEqual({ error: shopMessages.chooseDeliveryFirst, type: 'INVALID' });
    const framed = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([productLine(k.framed)], 120, DELIVERY.pickup),
    );
    expect(framed.json()).toEqual({ error: shopMessages.missingComplementary, type: 'INVALID' });
  });

  it('spec B §5.3: credits are consumed once, a quantity above them is paid, and a tampered quantity is priced as sent', async () => {
    const k = await classWithPhotos(t, 2);
    await t.db.update(students).set({ printedCredits: 1 }).where(eq(students.id, k.student.id));
    const cart = [photoLine(k, 0, '15x21', 3)];
    const res = await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 50, DELIVERY.pickup));
    expect(res.statusCode).toBe(200);
    expect(res.json().pedido).toMatchObject({ pedTotal: 75, pedDesconto: 25 });
    expect(await credits(k.student.id)).toEqual({ d: 0, p: 0 });
    expect((await orderRow(res.json().pedId)).printedCreditsUsed).toBe(1);
  });

  it('spec A §4: a fully discounted digital order is paid, processed, ready and delivered by Portal at once', async () => {
    const k = await classWithPhotos(t, 2);
    await t.db.update(students).set({ digitalCredits: 2 }).where(eq(students.id, k.student.id));
    const cart = [photoLine(k, 0, 'digital'), photoLine(k, 1, 'digital')];
    const res = await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 0));
    expect(res.statusCode).toBe(200);
    expect(res.json().pedido).toMatchObject({
      pedSoDigital: 1,
      pedFinanceiro: today(),
      pedPagamento: 100,
      pedDoc: 'Pacote contratado',
      pedAdmFinanceiro: 'Portal',
      pedProcessamento: today(),
      pedOk: today(),
      pedEntregue: today(),
      pedAdmin: 'Portal',
      pedAdmEntrega: 'Portal',
    });
    expect(res.json().acoes).toEqual({ baixar: true, pagar: false });
    expect(res.json().formaPagamento).toBe('Crédito');
  });

  it('spec A §4: a free order with prints is paid at once but waits to be produced', async () => {
    const k = await classWithPhotos(t, 1);
    await t.db.update(students).set({ printedCredits: 1 }).where(eq(students.id, k.student.id));
    const res = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([photoLine(k, 0, '15x21')], 0, DELIVERY.pickup),
    );
    expect(res.json().pedido).toMatchObject({ pedFinanceiro: today(), pedProcessamento: null, pedOk: null });
    expect(res.json().pedido.pedModalidadeFrete).toBe('retirada');
  });

  it('decision 79: a concurrent double submit of one cart places one order and uses the credits once', async () => {
    const k = await classWithPhotos(t, 1);
    await t.db.update(students).set({ digitalCredits: 1 }).where(eq(students.id, k.student.id));
    const body = fillBody([photoLine(k, 0, 'digital')], 0);
    const [a, b] = await Promise.all([
      call('POST', '/pedidos/preencher', k.token, body),
      call('POST', '/pedidos/preencher', k.token, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().pedId).toBe(b.json().pedId);
    expect(await t.db.select().from(orders).where(eq(orders.studentId, k.student.id))).toHaveLength(1);
    expect(await credits(k.student.id)).toEqual({ d: 0, p: 0 });
  });

  it('decision 79: filling one reserved id twice places it once', async () => {
    const k = await classWithPhotos(t, 1);
    const { pedId } = (await call('GET', '/pedidos/novo', k.token)).json();
    const body = fillBody([photoLine(k, 0, 'digital')], 15, null, pedId);
    const [a, b] = await Promise.all([
      call('POST', '/pedidos/preencher', k.token, body),
      call('POST', '/pedidos/preencher', k.token, body),
    ]);
    expect([a.json().pedId, b.json().pedId]).toEqual([pedId, pedId]);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, pedId))).toHaveLength(1);
  });

  it('spec A §7 GET /pedidos/novo: checkouts opened and left keep only the newest reservations, placed orders untouched', async () => {
    const k = await classWithPhotos(t, 1);
    const { pedId: first } = (await call('GET', '/pedidos/novo', k.token)).json();
    const body = fillBody([photoLine(k, 0, 'digital')], 15, null, first);
    expect((await call('POST', '/pedidos/preencher', k.token, body)).statusCode).toBe(200);
    const other = await classWithPhotos(t, 1);
    const { pedId: theirs } = (await call('GET', '/pedidos/novo', other.token)).json();
    const ids: number[] = [];
    for (let i = 0; i < KEPT_RESERVATIONS + 3; i++) {
      ids.push((await call('GET', '/pedidos/novo', k.token)).json().pedId);
    }
    const rows = await t.db.select().from(orders).where(eq(orders.studentId, k.student.id));
    expect(rows.filter((r) => r.placedOn === null).map((r) => r.id)).toEqual(ids.slice(-KEPT_RESERVATIONS));
    expect(rows.find((r) => r.id === first)?.placedOn).not.toBeNull();
    expect(await t.db.select().from(orders).where(eq(orders.id, theirs))).toHaveLength(1);
  });

  it("another student's reserved id, another class's photo and a visitor are refused", async () => {
    const k = await classWithPhotos(t, 1);
    const other = await classWithPhotos(t, 1);
    const { pedId } = (await call('GET', '/pedidos/novo', other.token)).json();
    const theirs = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([photoLine(k, 0, 'digital')], 15, null, pedId),
    );
    expect(theirs.statusCode).toBe(404);
    const foreignPhoto = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([photoLine(other, 0, 'digital')], 15),
    );
    expect(foreignPhoto.statusCode).toBe(404);
    expect((await call('GET', '/pedidos/novo')).statusCode).toBe(401);
    expect(
      (await call('POST', '/pedidos/preencher', undefined, fillBody([photoLine(k, 0, 'digital')], 15)))
        .statusCode,
    ).toBe(401);
  });

  it('spec B §6: a guest, a restricted student and a bare administrator cannot order; acting as the student can', async () => {
    const k = await classWithPhotos(t, 1);
    const guest = await classmate(t, k, { guest: true });
    const restricted = await classmate(t, k, { restricted: true });
    const a = await admin(t);
    const body = fillBody([photoLine(k, 0, 'digital')], 15);
    for (const token of [guest.token, restricted.token, a.token]) {
      expect((await call('POST', '/pedidos/preencher', token, body)).statusCode).toBe(403);
      expect((await call('GET', '/pedidos/novo', token)).statusCode).toBe(403);
    }
    const acting = await a.actAs(k.student.id);
    const res = await call('POST', '/pedidos/preencher', acting, body);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(res.json().pedId)).studentId).toBe(k.student.id);
  });

  it('spec A §4: a delivery needs the address reviewed first', async () => {
    const k = await classWithPhotos(t, 1);
    const unreviewed = await classmate(t, k, { addressReviewedAt: null });
    const res = await call(
      'POST',
      '/pedidos/preencher',
      unreviewed.token,
      fillBody([photoLine(k, 0, '15x21')], 75, DELIVERY.motoboy),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).not.toBe(authMessages.forbidden);
  });
});

describe('POST /api/notificar/pedido/{orderId}', () => {
  it("spec A §7: tells the producer's finance mailbox; another student's order is not found", async () => {
    const k = await classWithPhotos(t, 1);
    await setSetting(t.db, 'financeEmail', 'financeiro@produtora.example');
    const placed = (
      await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 0, 'digital')], 15))
    ).json();
    const res = await call('POST', `/notificar/pedido/${placed.pedId}`, k.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: orderApiMessages.notified });
    await t.drainJobs();
    expect(
      t.mails.some(
        (m) => m.to === 'financeiro@produtora.example' && m.subject.includes(String(placed.pedId)),
      ),
    ).toBe(true);
    const other = await classmate(t, k);
    expect((await call('POST', `/notificar/pedido/${placed.pedId}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', '/notificar/pedido/abc', k.token)).statusCode).toBe(400);
  });
});
