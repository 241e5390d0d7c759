import { type CartItem, cartItemToWire, shopMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../test/finance-factories';
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
import { orderLines, orders, students } from '../../db/schema/index';

// Decision 116: a size's kind is the producer's. A '20x30' created in the back-office as printed is bought,
// shipped, picked and produced as a print; its file is not handed out. Before, it was treated as digital.

let t: TestContext;
let call: ReturnType<typeof caller>;
let boss: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  boss = await admin(t);
});
afterAll(() => t.close());

type Kind = 'digital' | 'impressa' | 'digital+impressa';

/** A size of the class created through the back-office route, as the producer does it. */
async function createSize(k: Klass, slug: string, tipoMedida: Kind, valor: number) {
  const res = await call('POST', '/admin/valores-fotos', boss.token, {
    formatura: k.graduation.id,
    slug,
    nome: `Medida ${slug}`,
    descricao: '',
    tipoMedida,
    valor,
    complementar: 0,
    complementares: [],
    ordem: 9,
    ativo: true,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; tipoMedida: Kind };
}

/** A line of photo `index` in a size the album got from the catalogue (centavos); no kind unless given. */
function sizeLine(k: Klass, index: number, slug: string, valor: number, qt = 1, kind?: Kind): CartItem {
  const base = photoLine(k, index, '15x21', qt);
  return {
    ...base,
    idCart: `p-${base.id}-${slug}`,
    slug,
    nome: `Medida ${slug}`,
    valor,
    ...(kind ? { tipoMedida: kind } : {}),
    detalhes: { ...base.detalhes, slug, nome: `Medida ${slug}`, valor },
  };
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const picking = async (k: Klass) =>
  (await call('GET', `/admin/pedidos/separacao?formatura=${k.graduation.id}`, boss.token)).json() as {
    pedidos: number[];
    impressas: { medida: string; foto: number; quantidade: number; pedidos: number[] }[];
  };

describe("decision 116: a printed size created in the back-office ('20x30')", () => {
  it('spec B §5.3: the catalogue says what it is and its credits are the printed ones', async () => {
    const k = await classWithPhotos(t, 1);
    await createSize(k, '20x30', 'impressa', 39.9);
    await t.db
      .update(students)
      .set({ printedCredits: 3, digitalCredits: 7 })
      .where(eq(students.id, k.student.id));
    const list = (await call('GET', '/perfil/valores-fotos', k.token)).json();
    expect(list.find((m: { slug: string }) => m.slug === '20x30')).toMatchObject({
      tipoMedida: 'impressa',
      creditos: 3,
    });
    expect(list.find((m: { slug: string }) => m.slug === 'digital')).toMatchObject({
      tipoMedida: 'digital',
      creditos: 7,
    });
  });

  it('spec B §4.2: the saved cart carries the producer’s kind, whatever the client sent', async () => {
    const k = await classWithPhotos(t, 2);
    await createSize(k, '20x30', 'impressa', 39.9);
    const cart = [sizeLine(k, 0, '20x30', 3990), sizeLine(k, 1, '20x30', 3990, 1, 'digital')];
    const res = await call('POST', '/cache', k.token, { tipo: 'cart', content: cart.map(cartItemToWire) });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((l: { tipoMedida: string }) => l.tipoMedida)).toEqual([
      'impressa',
      'impressa',
    ]);
  });

  it('spec B §4.1 item 3, decision 116: a digital-only size of any name is kept as one file', async () => {
    const k = await classWithPhotos(t, 1);
    await createSize(k, 'arquivo-hd', 'digital', 12);
    const cart = [sizeLine(k, 0, 'arquivo-hd', 1200, 3)];
    const res = await call('POST', '/cache', k.token, { tipo: 'cart', content: cart.map(cartItemToWire) });
    expect(res.json().content).toEqual([expect.objectContaining({ tipoMedida: 'digital', qt: 1 })]);
  });

  it('spec B §2.9, §4.2: checkout asks for a delivery, the order is printed and goes to the picking list once paid; no file is handed out (decision 78)', async () => {
    const k = await classWithPhotos(t, 1);
    await createSize(k, '20x30', 'impressa', 39.9);
    // The client that still believed it digital sends no delivery: refused as any shipped cart.
    const bare = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([sizeLine(k, 0, '20x30', 3990, 2)], 79.8),
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe(shopMessages.chooseDeliveryFirst);

    const placed = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([sizeLine(k, 0, '20x30', 3990, 2, 'digital')], 129.8, DELIVERY.motoboy),
    );
    expect(placed.statusCode).toBe(200);
    const id = placed.json().pedId as number;
    expect(await orderRow(id)).toMatchObject({
      digitalOnly: false,
      printedUnits: 2,
      deliveryMode: 'entrega',
      shippingCents: 5000,
    });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(line!.measureKind).toBe('impressa');

    // Unpaid, nothing to produce yet; paid, the print is on the list with its quantity.
    expect((await picking(k)).impressas).toEqual([]);
    await t.db.update(orders).set({ paidOn: today(), paidBy: 'Portal' }).where(eq(orders.id, id));
    expect((await picking(k)).impressas).toEqual([
      expect.objectContaining({ medida: '20x30', foto: k.photos[0]!.id, quantidade: 2, pedidos: [id] }),
    ]);
    // The board waits on production, then on a delivery being prepared (spec A §4).
    const detail = (await call('GET', `/admin/pedidos/${id}`, boss.token)).json();
    expect(detail.etapa).toBe('processamento');

    // A print only: no zip, not in Minhas fotos, no download action.
    expect((await call('POST', '/empacotar', k.token, { id })).statusCode).toBe(204);
    expect((await call('GET', '/minhas-fotos', k.token)).json().fotos).toEqual([]);
    const [listed] = (await call('GET', '/pedidos/consultar', k.token)).json();
    expect(listed).toMatchObject({ pedSoDigital: 0, acoes: { baixar: false } });

    // Changing the size's kind later does not change what was bought.
    const [size] = (await call('GET', `/admin/valores-fotos?formatura=${k.graduation.id}`, boss.token))
      .json()
      .filter((m: { slug: string }) => m.slug === '20x30');
    await call('PUT', `/admin/valores-fotos/${size.id}`, boss.token, { ...size, tipoMedida: 'digital' });
    expect((await picking(k)).impressas).toHaveLength(1);
  });

  it('spec A §4: covered by printed credits it is paid at once but still produced, not closed as digital', async () => {
    const k = await classWithPhotos(t, 1);
    await createSize(k, '20x30', 'impressa', 39.9);
    await t.db.update(students).set({ printedCredits: 1 }).where(eq(students.id, k.student.id));
    const res = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([sizeLine(k, 0, '20x30', 3990)], 0, DELIVERY.pickup),
    );
    expect(res.statusCode).toBe(200);
    const row = await orderRow(res.json().pedId);
    expect(row).toMatchObject({ printedCreditsUsed: 1, digitalOnly: false, paidOn: today() });
    expect(row.processingOn).toBeNull();
    expect(row.deliveredOn).toBeNull();
    expect((await picking(k)).pedidos).toContain(row.id);
  });

  it('decision 116: a digital + printed size is produced and downloadable; a digital size with a paper-like name is neither shipped nor picked', async () => {
    const k = await classWithPhotos(t, 2);
    await createSize(k, 'combo-20x30', 'digital+impressa', 49.9);
    await createSize(k, 'arquivo-20x30', 'digital', 9.9);
    const other = await classmate(t, k);
    const digitalOnly = await call(
      'POST',
      '/pedidos/preencher',
      other.token,
      fillBody([sizeLine(k, 1, 'arquivo-20x30', 990)], 9.9),
    );
    expect(digitalOnly.statusCode).toBe(200);
    expect(await orderRow(digitalOnly.json().pedId)).toMatchObject({ digitalOnly: true, deliveryMode: null });

    const both = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([sizeLine(k, 0, 'combo-20x30', 4990)], 99.9, DELIVERY.motoboy),
    );
    expect(both.statusCode).toBe(200);
    const ids = [both.json().pedId as number, digitalOnly.json().pedId as number];
    for (const id of ids) await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, id));
    const list = await picking(k);
    expect(list.impressas.map((p) => p.medida)).toEqual(['combo-20x30']);
    expect((await call('POST', '/empacotar', k.token, { id: ids[0] })).statusCode).toBe(200);
    expect((await call('POST', '/empacotar', other.token, { id: ids[1] })).statusCode).toBe(200);
  });

  it('decision 116: only an administrator defines a size; another student’s order is not theirs to download', async () => {
    const k = await classWithPhotos(t, 1);
    const other = await classmate(t, k);
    const size = {
      formatura: k.graduation.id,
      slug: '30x40',
      nome: 'Impressa 30x40',
      descricao: '',
      tipoMedida: 'impressa',
      valor: 59,
      complementar: 0,
      complementares: [],
      ordem: 1,
      ativo: true,
    };
    expect((await call('POST', '/admin/valores-fotos', k.token, size)).statusCode).toBe(403);
    expect((await call('POST', '/admin/valores-fotos', undefined, size)).statusCode).toBe(401);
    await createSize(k, '20x30', 'digital+impressa', 30);
    const placed = await call(
      'POST',
      '/pedidos/preencher',
      k.token,
      fillBody([sizeLine(k, 0, '20x30', 3000)], 80, DELIVERY.motoboy),
    );
    await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, placed.json().pedId));
    expect((await call('POST', '/empacotar', other.token, { id: placed.json().pedId })).statusCode).toBe(404);
  });
});
