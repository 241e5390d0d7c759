import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
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
});
afterAll(() => t.close());

type Rows = { rows: { graduation_id: number; board_stage: number; n: number }[] };
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as Rows).rows
    .map((r) => `${r.graduation_id}:${r.board_stage}=${Number(r.n)}`)
    .sort();
/** What the triggers keep, and what a count over the orders finds: they must always agree. */
const kept = () =>
  rowsOf(sql`select graduation_id, board_stage, orders as n from order_board_counts where orders <> 0`);
const counted = () =>
  rowsOf(sql`select graduation_id, board_stage, count(*)::int as n from orders where placed_on is not null
    group by graduation_id, board_stage`);
const columnTotals = async (graduationId: number) => {
  const res = await call('GET', `/admin/pedidos?formatura=${graduationId}`, boss.token);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    (res.json().etapas as { etapa: string; total: number }[]).map((c) => [c.etapa, c.total]),
  );
};

describe('decision 143: the board counts kept per class and stage', () => {
  it('decision 143: the kept counts equal a count over the orders after every kind of change', async () => {
    // Placed orders in bulk, drafts (on no column), and one placed through the checkout.
    await t.db.execute(sql`insert into orders (student_id, graduation_id, placed_on, total_cents, paid_on)
      select ${k.student.id}, ${k.graduation.id}, current_date, 1000, case when g % 3 = 0 then current_date end
      from generate_series(1, 30) g`);
    await t.db.execute(sql`insert into orders (student_id, graduation_id, total_cents)
      select ${other.student.id}, ${other.graduation.id}, 1000 from generate_series(1, 4)`);
    const placed = (
      await call(
        'POST',
        '/pedidos/preencher',
        k.token,
        fillBody([photoLine(k, 0, '15x21')], 25, DELIVERY.pickup),
      )
    ).json();
    expect(placed.pedId).toBeGreaterThan(0);
    expect(await kept()).toEqual(await counted());
    expect(await columnTotals(k.graduation.id)).toEqual({
      financeiro: 21,
      processamento: 10,
      ok: 0,
      entregue: 0,
      concluido: 0,
    });

    // A draft placed, a stage advanced and undone through the API, a payment taken back, a tracking code.
    await t.db.execute(sql`update orders set placed_on = current_date
      where id = (select min(id) from orders where graduation_id = ${other.graduation.id} and placed_on is null)`);
    const [paid] = (
      (await t.db.execute(
        sql`select id from orders where graduation_id = ${k.graduation.id} and board_stage = 2 order by id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const advance = await call('POST', `/admin/pedidos/${paid!.id}/etapa`, boss.token, {
      etapa: 'processamento',
    });
    expect(advance.statusCode).toBe(200);
    expect((await columnTotals(k.graduation.id)).ok).toBe(1);
    expect((await call('POST', `/admin/pedidos/${paid!.id}/etapa/desfazer`, boss.token)).statusCode).toBe(
      200,
    );
    expect((await columnTotals(k.graduation.id)).ok).toBe(0);
    await t.db.execute(sql`update orders set paid_on = null where id in (select id from orders
      where graduation_id = ${k.graduation.id} and board_stage = 2 order by id limit 2)`);
    await t.db.execute(
      sql`update orders set tracking_code = 'AA123456789BR' where graduation_id = ${k.graduation.id}`,
    );
    expect(await kept()).toEqual(await counted());

    // All the way to delivered, a move to another class, and deletions of placed orders and drafts.
    await t.db.execute(sql`update orders set processing_on = current_date, ready_on = current_date,
      delivered_on = current_date where id in (select id from orders where graduation_id = ${k.graduation.id}
      and board_stage = 2)`);
    await t.db.execute(sql`update orders set graduation_id = ${other.graduation.id}
      where id in (select id from orders where graduation_id = ${k.graduation.id} order by id limit 5)`);
    await t.db.execute(sql`delete from orders where id in (select id from orders
      where graduation_id = ${k.graduation.id} order by id desc limit 3)`);
    await t.db.execute(sql`delete from orders where placed_on is null`);
    expect(await kept()).toEqual(await counted());
    const totals = await columnTotals(k.graduation.id);
    const board = (await call('GET', '/admin/pedidos', boss.token)).json() as {
      etapas: { etapa: string; total: number }[];
    };
    expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe(31 - 5 - 3);
    expect(board.etapas.map((c) => c.total).reduce((a, b) => a + b, 0)).toBe(
      Number(
        (
          (await t.db.execute(
            sql`select count(*)::int as n from orders where placed_on is not null`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      ),
    );
  });

  it('decision 143: the answer a node keeps is never older than the database: a change made elsewhere shows at once', async () => {
    // A class of its own, so this test does not lean on what the one before left behind.
    const mine = await classWithPhotos(t, 1);
    await t.db.execute(sql`insert into orders (student_id, graduation_id, placed_on, total_cents)
      select ${mine.student.id}, ${mine.graduation.id}, current_date, 1000 from generate_series(1, 3)`);
    const url = `/admin/pedidos?formatura=${mine.graduation.id}&etapa=financeiro&limite=2`;
    const first = await call('GET', url, boss.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    // The same call again: the same bytes (the kept answer).
    expect((await call('GET', url, boss.token)).body).toBe(first.body);
    const column = (res: typeof first) =>
      (
        res.json() as {
          etapas: {
            total: number;
            pedidos: { pedido: { pedId: number; pedRastreio: string | null }; aluno: { nome: string } }[];
          }[];
        }
      ).etapas[0]!;
    const top = column(first).pedidos[0]!;
    // What another node (or SQL by hand) changes, without this node's service: a tracking code, a name,
    // a new order.
    await t.db.execute(sql`update orders set tracking_code = 'QQ123456789BR' where id = ${top.pedido.pedId}`);
    expect(column(await call('GET', url, boss.token)).pedidos[0]!.pedido.pedRastreio).toBe('QQ123456789BR');
    await t.db.execute(sql`update students set first_name = 'Renomeada' where id = ${mine.student.id}`);
    expect(column(await call('GET', url, boss.token)).pedidos[0]!.aluno.nome).toMatch(/^Renomeada /);
    await t.db.execute(sql`update graduations set name = 'Turma renomeada' where id = ${mine.graduation.id}`);
    const renamed = (await call('GET', url, boss.token)).json() as {
      etapas: { pedidos: { formatura: { nome: string } }[] }[];
    };
    expect(renamed.etapas[0]!.pedidos[0]!.formatura.nome).toBe('Turma renomeada');
    const before = column(await call('GET', url, boss.token)).total;
    await t.db.execute(sql`insert into orders (student_id, graduation_id, placed_on, total_cents)
      values (${mine.student.id}, ${mine.graduation.id}, current_date, 500)`);
    const after = column(await call('GET', url, boss.token));
    expect(after.total).toBe(before + 1);
    expect(after.pedidos[0]!.pedido.pedId).toBeGreaterThan(top.pedido.pedId);
  });

  it('decision 143: orders of one class moved back and forth at once keep their count, with no deadlock', async () => {
    const ids = (
      (await t.db.execute(sql`insert into orders (student_id, graduation_id, placed_on, total_cents, paid_on)
        select ${other.student.id}, ${other.graduation.id}, current_date, 1000,
          case when g % 2 = 0 then current_date end from generate_series(1, 40) g returning id, paid_on`)) as unknown as {
        rows: { id: number; paid_on: string | null }[];
      }
    ).rows;
    // Payments (1 → 2) and payments taken back (2 → 1) in separate transactions, all at once: on
    // PostgreSQL they contend for the same two rows of order_board_counts.
    await Promise.all(
      ids.map((o) =>
        t.db.transaction(async (tx) => {
          await tx.execute(
            o.paid_on
              ? sql`update orders set paid_on = null where id = ${o.id}`
              : sql`update orders set paid_on = current_date where id = ${o.id}`,
          );
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      ),
    );
    expect(await kept()).toEqual(await counted());
  });
});
