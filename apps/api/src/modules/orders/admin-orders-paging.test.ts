import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classmate,
  classWithPhotos,
  type Klass,
  seedCatalogue,
} from '../../../test/order-factories';

let t: TestContext;
let call: ReturnType<typeof caller>;
let boss: Awaited<ReturnType<typeof admin>>;
let k: Klass;
let other: Klass;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  boss = await admin(t);
  k = await classWithPhotos(t, 1);
  other = await classWithPhotos(t, 1);
  // 23 unpaid, 7 paid, 4 in processing, 3 ready, 2 delivered, all placed the same day; 5 more in another class.
  const place = (graduation: Klass, n: number, dates: string) =>
    t.db.execute(
      sql.raw(`insert into orders (student_id, graduation_id, placed_on, placed_at, total_cents
      ${dates ? `, ${dates.split('=')[0]}` : ''})
      select ${graduation.student.id}, ${graduation.graduation.id}, date '2026-03-10', timestamptz '2026-03-10 10:00Z',
        1000 ${dates ? `, ${dates.split('=')[1]}` : ''} from generate_series(1, ${n})`),
    );
  await place(k, 23, '');
  await place(k, 7, "paid_on=date '2026-03-11'");
  await place(k, 4, "paid_on, processing_on=date '2026-03-11', date '2026-03-12'");
  await place(
    k,
    3,
    "paid_on, processing_on, ready_on=date '2026-03-11', date '2026-03-12', date '2026-03-13'",
  );
  await place(
    k,
    2,
    "paid_on, ready_on, delivered_on=date '2026-03-11', date '2026-03-13', date '2026-03-14'",
  );
  await place(other, 5, '');
});
afterAll(() => t.close());

type Column = {
  etapa: string;
  total: number;
  pedidos: { pedido: { pedId: number } }[];
  proximo: number | null;
};
const board = async (query: string) =>
  (await call('GET', `/admin/pedidos?formatura=${k.graduation.id}${query}`, boss.token)).json() as Promise<{
    etapas: Column[];
  }>;

describe('GET /api/admin/pedidos, paged (decision 127)', () => {
  it('decision 127: each column holds one page with its total and the cursor of the next page', async () => {
    const { etapas } = await board('&limite=10');
    expect(etapas.map((c) => [c.etapa, c.total, c.pedidos.length, c.proximo !== null])).toEqual([
      ['financeiro', 23, 10, true],
      ['processamento', 7, 7, false],
      ['ok', 4, 4, false],
      ['entregue', 3, 3, false],
      ['concluido', 2, 2, false],
    ]);
    const ids = etapas[0]!.pedidos.map((c) => c.pedido.pedId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('decision 127: the cursor walks a column to its end, newest first, without gaps or repeats on equal dates', async () => {
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const { etapas }: { etapas: Column[] } = await board(
        `&etapa=financeiro&limite=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(etapas).toHaveLength(1);
      expect(etapas[0]!.total).toBe(23);
      seen.push(...etapas[0]!.pedidos.map((c) => c.pedido.pedId));
      cursor = etapas[0]!.proximo;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(23);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const unpaid = await t.db.execute(
      sql`select id from orders where graduation_id = ${k.graduation.id} and paid_on is null and placed_on is not null order by id desc`,
    );
    expect(seen).toEqual((unpaid as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  });

  it('decision 127: all classes together count every class; no column stops short of its total', async () => {
    const all = (await call('GET', '/admin/pedidos?etapa=financeiro&limite=200', boss.token)).json();
    const column = all.etapas[0];
    expect(column.pedidos).toHaveLength(column.total);
    expect(column.total).toBeGreaterThanOrEqual(28);
    expect(column.proximo).toBeNull();
  });

  it('decision 127: a bad cursor or page size is 400; students and visitors are refused', async () => {
    expect((await call('GET', '/admin/pedidos?limite=0', boss.token)).statusCode).toBe(400);
    expect((await call('GET', '/admin/pedidos?limite=201', boss.token)).statusCode).toBe(400);
    expect((await call('GET', '/admin/pedidos?cursor=abc', boss.token)).statusCode).toBe(400);
    const committee = await classmate(t, k, { committee: true });
    expect((await call('GET', '/admin/pedidos?etapa=ok', committee.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/pedidos?etapa=ok', k.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/pedidos?etapa=ok')).statusCode).toBe(401);
  });
});
