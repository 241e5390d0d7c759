import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, orderApiMessages, ordersListResponseSchema } from '@portal/domain';
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
import { graduations, orders, photos, students } from '../../db/schema/index';
import { zipEntryName } from './order-zip';

let t: TestContext;
let call: ReturnType<typeof caller>;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  dir = mkdtempSync(path.join(tmpdir(), 'orders-zip-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The zip opened by Python's zipfile (an independent reader): each entry's name and SHA-256, after testzip(). */
function readZip(bytes: Buffer): Record<string, string> {
  const file = path.join(dir, `z-${Date.now()}-${Math.random()}.zip`);
  writeFileSync(file, bytes);
  const out = execFileSync('python3', [
    '-c',
    `import sys, json, zipfile, hashlib
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
assert all(i.compress_type == zipfile.ZIP_STORED for i in z.infolist())
print(json.dumps({i.filename: hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist()}))`,
    file,
  ]);
  execFileSync('unzip', ['-tq', file]);
  return JSON.parse(out.toString());
}

/**
 * A free order (a digital credit for photo 0, a printed credit covering 'dig+imp' for photo 1, picked up)
 * and an unpaid digital order of photo 2.
 */
async function ordersOf(k: Klass) {
  await t.db.update(graduations).set({ downloadPrinted: true }).where(eq(graduations.id, k.graduation.id));
  await t.db
    .update(students)
    .set({ digitalCredits: 1, printedCredits: 1 })
    .where(eq(students.id, k.student.id));
  const cart = [photoLine(k, 0, 'digital'), photoLine(k, 1, 'dig+imp')];
  const free = (await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 0, DELIVERY.pickup))).json();
  const unpaid = (
    await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 2, 'digital')], 15))
  ).json();
  expect([free.pedido.pedFinanceiro, unpaid.pedido.pedFinanceiro]).toEqual([today(), null]);
  return { free, unpaid };
}

describe('GET /api/pedidos/consultar', () => {
  it("spec A §2: each order with its net or 'Crédito', its charge and the five stages, newest first", async () => {
    const k = await classWithPhotos(t, 3);
    await t.db.update(students).set({ digitalCredits: 1 }).where(eq(students.id, k.student.id));
    const free = (
      await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 0, 'digital')], 0))
    ).json();
    const paid = (
      await call(
        'POST',
        '/pedidos/preencher',
        k.token,
        fillBody([photoLine(k, 1, '15x21')], 75, DELIVERY.motoboy),
      )
    ).json();
    const res = await call('GET', '/pedidos/consultar', k.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = res.json();
    // The answer is sent as text, so the wire schema is checked here.
    expect(ordersListResponseSchema.safeParse(list).success).toBe(true);
    expect(list.map((o: { pedId: number }) => o.pedId)).toEqual([paid.pedId, free.pedId]);
    expect(list[0]).toMatchObject({
      valor: 'R$ 75,00',
      cobranca: null,
      acoes: { baixar: false, pagar: true },
    });
    expect(list[0].historico.map((s: { text: string | null }) => s.text)).toEqual([
      `Efetuado em ${today().split('-').reverse().join('/')}`,
      `Aguardando pagamento desde ${today().split('-').reverse().join('/')}`,
      null,
      null,
      null,
    ]);
    expect(list[1]).toMatchObject({ valor: 'Crédito', acoes: { baixar: true, pagar: false } });
    expect(list[1].historico.every((s: { state: string }) => s.state === 'done')).toBe(true);
  });

  it('spec A §4: an order with a processing date but no pedFinanceiro is not paid', async () => {
    const k = await classWithPhotos(t, 1);
    const o = (
      await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 0, 'digital')], 15))
    ).json();
    await t.db.update(orders).set({ processingOn: today() }).where(eq(orders.id, o.pedId));
    const [row] = (await call('GET', '/pedidos/consultar', k.token)).json();
    expect(row.historico[1]).toMatchObject({ situation: 'awaitingPayment', state: 'current' });
    expect(row.acoes).toEqual({ baixar: false, pagar: true });
  });

  it('spec B §6: guests, restricted students and a bare administrator are refused; a visitor is 401', async () => {
    const k = await classWithPhotos(t, 1);
    const guest = await classmate(t, k, { guest: true });
    const restricted = await classmate(t, k, { restricted: true });
    const a = await admin(t);
    for (const token of [guest.token, restricted.token, a.token]) {
      expect((await call('GET', '/pedidos/consultar', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/pedidos/consultar')).statusCode).toBe(401);
    const committee = await classmate(t, k, { committee: true });
    expect((await call('GET', '/pedidos/consultar', committee.token)).json()).toEqual([]);
  });
});

describe('GET /api/pedidos/detalhar/{id}', () => {
  it('spec A §2: items, shipping, subtotal, discounts, total, payment method and actions', async () => {
    const k = await classWithPhotos(t, 2);
    await t.db.update(students).set({ printedCredits: 1 }).where(eq(students.id, k.student.id));
    const placed = (
      await call(
        'POST',
        '/pedidos/preencher',
        k.token,
        fillBody([photoLine(k, 0, '15x21', 2)], 75, DELIVERY.motoboy),
      )
    ).json();
    const res = await call('GET', `/pedidos/detalhar/${placed.pedId}`, k.token);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.cart).toHaveLength(1);
    expect(d.cart[0]).toMatchObject({ qt: 2, tipo: 'foto', detalhes: { valor: 25 } });
    // The album's thumbnail, signed afresh.
    expect(d.cart[0].caminho).toMatch(/^\/api\/midia\//);
    expect(d.checkout).toMatchObject({ bruto: 50, liquido: 75, descontos: { total: 25, impressas: 25 } });
    expect(d.checkout.frete[0]).toMatchObject({ nome: 'Motoboy', valor: 50 });
    expect(d).toMatchObject({ entrega: 'Motoboy', formaPagamento: null, pedido: { pedRastreio: null } });
  });

  it("another student's order, a reservation never placed and a bad id are refused", async () => {
    const k = await classWithPhotos(t, 1);
    const placed = (
      await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 0, 'digital')], 15))
    ).json();
    const other = await classmate(t, k);
    expect((await call('GET', `/pedidos/detalhar/${placed.pedId}`, other.token)).statusCode).toBe(404);
    const { pedId } = (await call('GET', '/pedidos/novo', k.token)).json();
    expect((await call('GET', `/pedidos/detalhar/${pedId}`, k.token)).statusCode).toBe(404);
    expect((await call('GET', '/pedidos/detalhar/0', k.token)).statusCode).toBe(400);
    expect((await call('GET', `/pedidos/detalhar/${placed.pedId}`)).statusCode).toBe(401);
  });
});

describe('POST /api/empacotar', () => {
  it('spec A §5: a free order’s digital photos as a stored zip with its exact length, read back byte for byte', async () => {
    const k = await classWithPhotos(t, 3);
    const { free } = await ordersOf(k);
    const res = await call('POST', '/empacotar', k.token, { id: free.pedId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const entries = readZip(res.rawPayload);
    const expected = Object.fromEntries(
      [0, 1].map((i) => [
        zipEntryName({
          photoId: k.photos[i]!.id,
          eventId: k.event.id,
          originalName: k.photos[i]!.originalName,
        }),
        sha(k.originals[i]!),
      ]),
    );
    expect(entries).toEqual(expected);
  });

  it('spec A §5: an unpaid order is refused; paid it downloads', async () => {
    const k = await classWithPhotos(t, 3);
    const { unpaid } = await ordersOf(k);
    const refused = await call('POST', '/empacotar', k.token, { id: unpaid.pedId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: orderApiMessages.downloadNotAllowed, type: 'FORBIDDEN' });
    await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, unpaid.pedId));
    const res = await call('POST', '/empacotar', k.token, { id: unpaid.pedId });
    expect(Object.values(readZip(res.rawPayload))).toEqual([sha(k.originals[2]!)]);
  });

  it('spec A §8: 204 when the order holds no photo to download (prints only)', async () => {
    const k = await classWithPhotos(t, 1);
    await t.db.update(students).set({ printedCredits: 1 }).where(eq(students.id, k.student.id));
    const prints = (
      await call(
        'POST',
        '/pedidos/preencher',
        k.token,
        fillBody([photoLine(k, 0, '15x21')], 0, DELIVERY.pickup),
      )
    ).json();
    const res = await call('POST', '/empacotar', k.token, { id: prints.pedId });
    expect(res.statusCode).toBe(204);
    expect(res.rawPayload.length).toBe(0);
  });

  it("another student's order is not found; guests, restricted students and visitors are refused", async () => {
    const k = await classWithPhotos(t, 3);
    const { free } = await ordersOf(k);
    const other = await classmate(t, k);
    expect((await call('POST', '/empacotar', other.token, { id: free.pedId })).statusCode).toBe(404);
    const guest = await classmate(t, k, { guest: true });
    expect((await call('POST', '/empacotar', guest.token, { id: free.pedId })).statusCode).toBe(403);
    expect((await call('POST', '/empacotar', undefined, { id: free.pedId })).statusCode).toBe(401);
    expect((await call('POST', '/empacotar', k.token, { id: 'x' })).statusCode).toBe(400);
    const a = await admin(t);
    const acting = await a.actAs(k.student.id);
    expect((await call('POST', '/empacotar', acting, { id: free.pedId })).statusCode).toBe(200);
  });
});

describe('GET /api/minhas-fotos and POST /api/minhas-fotos/zip', () => {
  it('spec A §1, §5: every photo bought in paid or free orders, with the retention date, and all of them in one zip', async () => {
    const k = await classWithPhotos(t, 3, { ceremonyDate: addDays(today(), -10) });
    const { unpaid } = await ordersOf(k);
    const res = await call('GET', '/minhas-fotos', k.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.retencao).toBe(addDays(today(), 110));
    expect(body.fotos.map((f: { id: number }) => f.id).sort()).toEqual(
      [k.photos[0]!.id, k.photos[1]!.id].sort(),
    );
    expect(body.fotos[0].caminho).toMatch(/^\/api\/midia\//);
    // decision 134: each photo carries its event's name, which the screen names it by.
    expect(body.fotos.map((f: { eventoNome: string }) => f.eventoNome)).toEqual([k.event.name, k.event.name]);
    await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, unpaid.pedId));
    // The screen posts an empty JSON object.
    const zip = await call('POST', '/minhas-fotos/zip', k.token, {});
    expect(zip.statusCode).toBe(200);
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    expect(Object.values(readZip(zip.rawPayload)).sort()).toEqual(k.originals.map(sha).sort());
  });

  it('spec A §1: after the retention date nothing is offered and the zip is refused', async () => {
    const k = await classWithPhotos(t, 3, { ceremonyDate: addDays(today(), -121) });
    await ordersOf(k);
    expect((await call('GET', '/minhas-fotos', k.token)).json()).toEqual({
      retencao: addDays(today(), -1),
      fotos: [],
    });
    const zip = await call('POST', '/minhas-fotos/zip', k.token);
    expect(zip.statusCode).toBe(409);
    expect(zip.json().error).toBe(orderApiMessages.retentionOver);
  });

  it("204 with nothing bought; another class's photo in a line is never served; roles refused", async () => {
    const k = await classWithPhotos(t, 1);
    expect((await call('POST', '/minhas-fotos/zip', k.token)).statusCode).toBe(204);
    expect((await call('GET', '/minhas-fotos', k.token)).json().fotos).toEqual([]);
    const restricted = await classmate(t, k, { restricted: true });
    expect((await call('GET', '/minhas-fotos', restricted.token)).statusCode).toBe(403);
    expect((await call('GET', '/minhas-fotos')).statusCode).toBe(401);
    // A photo moved to another class's event after the order is not in this class's downloads.
    const other = await classWithPhotos(t, 1);
    await t.db.update(students).set({ digitalCredits: 1 }).where(eq(students.id, k.student.id));
    await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 0, 'digital')], 0));
    await t.db.update(photos).set({ eventId: other.event.id }).where(eq(photos.id, k.photos[0]!.id));
    expect((await call('GET', '/minhas-fotos', k.token)).json().fotos).toEqual([]);
    await t.db.update(graduations).set({ ceremonyDate: null }).where(eq(graduations.id, k.graduation.id));
    expect((await call('GET', '/minhas-fotos', k.token)).json().retencao).toBeNull();
  });
});
