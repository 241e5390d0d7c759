import { addDays, type CartItem, cartItemToWire, homeMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  caller,
  classWithPhotos,
  DELIVERY,
  fillBody,
  type Klass,
  photoLine,
  productLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { events, graduations, orders } from '../../db/schema/index';

// Decision 97: the album's gate was bypassed through the cart, the checkout, the choices and the downloads.
// Every path that shows, sells or hands out a photo now asks one rule (photo-access.ts); these walk each
// path for a student below the minimum paid share of their contract (spec A §5) and expect its refusal.

let t: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
});
afterAll(() => t.close());

const REFUSAL = homeMessages.eventsMinimumPaid(50);
const SIGNED = /\/api\/midia\//;

/**
 * A student who, while the class asked no minimum, saved a cart, chose a photo for a frame and bought every
 * photo in a paid order; then the producer set a 50 % minimum, and their contract (R$ 3.000,00, nothing
 * paid) leaves them below it.
 */
async function belowTheMinimum() {
  const k = await classWithPhotos(t, 2, {
    minimumPaidPercent: 0,
    allDigitalFree: true,
    complementaryEnabled: true,
    complementaryDeadline: addDays(today(), 5),
  });
  await t.db.update(events).set({ coverKey: k.photos[0]!.thumbKey }).where(eq(events.id, k.event.id));
  const cart = [photoLine(k, 0, 'digital')];
  expect((await call('POST', '/cache', k.token, { tipo: 'cart', content: wire(cart) })).statusCode).toBe(200);
  const choice = { tipo: 'quadro', content: [photoRef(k, 1)] };
  expect((await call('POST', '/complementar', k.token, choice)).statusCode).toBe(200);
  const placed = await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 15));
  expect(placed.statusCode).toBe(200);
  const pedId = placed.json().pedId as number;
  await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, pedId));
  // Open while the class asks no minimum: the same calls answer, so the refusals below are the gate's.
  expect((await call('GET', `/eventos/album/${k.event.id}`, k.token)).statusCode).toBe(200);
  expect((await call('POST', '/empacotar', k.token, { id: pedId })).statusCode).toBe(200);
  await t.db.update(graduations).set({ minimumPaidPercent: 50 }).where(eq(graduations.id, k.graduation.id));
  return { k, pedId };
}

const wire = (cart: readonly CartItem[]) => cart.map(cartItemToWire);
const photoRef = (k: Klass, i: number) => ({ id: k.photos[i]!.id, evento: k.event.id, caminho: '/x.jpg' });

describe('decision 97: one photo-access rule on every media path (spec A §5 minimum paid)', () => {
  it('spec A §5 payment minimum: every path that shows, sells or hands out a photo refuses a student below it, with the spec text', async () => {
    const { k, pedId } = await belowTheMinimum();
    const paths: [string, 'GET' | 'POST', string, object?][] = [
      ['album page', 'GET', `/eventos/album/${k.event.id}`],
      ["home's events", 'GET', '/perfil/fotos'],
      ['event cover', 'GET', `/eventos/${k.event.id}/capa`],
      ['cart save', 'POST', '/cache', { tipo: 'cart', content: wire([photoLine(k, 1, 'digital')]) }],
      ['checkout', 'POST', '/pedidos/preencher', fillBody([photoLine(k, 1, 'digital')], 15)],
      ['complementary choice', 'POST', '/complementar', { tipo: 'convite', content: [photoRef(k, 0)] }],
      ['single download', 'POST', '/singledown', photoRef(k, 0)],
      ['order zip', 'POST', '/empacotar', { id: pedId }],
      ['Minhas fotos', 'GET', '/minhas-fotos'],
      ['Minhas fotos zip', 'POST', '/minhas-fotos/zip'],
    ];
    for (const [name, method, url, body] of paths) {
      const res = await call(method, url, k.token, body);
      expect({ name, status: res.statusCode, error: res.json().error }).toEqual({
        name,
        status: 403,
        error: REFUSAL,
      });
    }
  });

  it('spec A §5 payment minimum: no signed media address reaches a student below it (saved cart, choices, order detail)', async () => {
    const { k, pedId } = await belowTheMinimum();
    for (const url of ['/cache/cart', '/complementar', `/pedidos/detalhar/${pedId}`]) {
      const res = await call('GET', url, k.token);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect({ url, signed: SIGNED.test(res.body) }).toEqual({ url, signed: false });
    }
  });

  it('spec A §5 payment minimum: a student below it still buys products, with no photo in the cart', async () => {
    const { k } = await belowTheMinimum();
    const cart = [productLine(k.product)];
    const saved = await call('POST', '/cache', k.token, { tipo: 'cart', content: wire(cart) });
    expect(saved.statusCode).toBe(200);
    const placed = await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 40, DELIVERY.pickup));
    expect(placed.statusCode).toBe(200);
  });

  it('spec A §5 payment minimum: once the minimum is paid, the same paths answer again', async () => {
    const { k, pedId } = await belowTheMinimum();
    await t.db.update(graduations).set({ minimumPaidPercent: 0 }).where(eq(graduations.id, k.graduation.id));
    expect((await call('GET', `/eventos/album/${k.event.id}`, k.token)).statusCode).toBe(200);
    expect((await call('POST', '/empacotar', k.token, { id: pedId })).statusCode).toBe(200);
    const mine = await call('GET', '/minhas-fotos', k.token);
    expect(mine.statusCode).toBe(200);
    expect(SIGNED.test(mine.body)).toBe(true);
  });
});
