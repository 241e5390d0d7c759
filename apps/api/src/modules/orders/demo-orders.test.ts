import { todayInSaoPaulo } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { caller } from '../../../test/order-factories';
import { DEMO_LOGINS, seedDemo } from '../../cli/seed/demo';
import { seedOrders } from '../../cli/seed/orders';
import { seedShop } from '../../cli/seed/shop';

let t: TestContext;
const today = todayInSaoPaulo(new Date());
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.storage, today);
  await seedShop(t.db, t.storage);
}, 120_000);
afterAll(() => t.close());

describe('demo orders', () => {
  it('seeds once two orders of the demo student: one delivered and downloadable, one in production', async () => {
    expect(await seedOrders(t.db, today)).toBe(true);
    expect(await seedOrders(t.db, today)).toBe(false);
    const login = DEMO_LOGINS.find((l) => l.role === 'formando')!;
    const token = await signIn(t.app, login.email, login.password);
    const call = caller(t);
    const list = (await call('GET', '/pedidos/consultar', token)).json();
    expect(list).toHaveLength(2);
    const [prints, digital] = list;
    expect(prints).toMatchObject({ pedModalidadeFrete: 'entrega', pedFrete: 50, acoes: { baixar: false } });
    expect(prints.historico.map((s: { state: string }) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    expect(digital).toMatchObject({ pedSoDigital: 1, acoes: { baixar: true, pagar: false } });
    const zip = await call('POST', '/empacotar', token, { id: digital.pedId });
    expect(zip.statusCode).toBe(200);
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    expect((await call('GET', '/minhas-fotos', token)).json().fotos).toHaveLength(3);
  });
});
