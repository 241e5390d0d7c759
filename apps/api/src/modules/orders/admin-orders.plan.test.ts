import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation, createStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { adminOrdersRepository } from './admin-orders.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
let graduationId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { graduation, course } = await createGraduation(t.db);
  graduationId = graduation.id;
  const student = await createStudent(t.db, { graduationId, courseId: course.id });
  // A large producer's 20,000 orders over 50 classes, mostly delivered: 1 in 50 unpaid, 2 in 50 paid and
  // waiting, 1 in 50 being processed, 1 in 50 ready, the rest delivered.
  await t.db.execute(sql`insert into graduations (institution_id, name, registration_key)
    select institution_id, 'Plano ' || g, 'plano-127-' || g from graduations, generate_series(1, 49) g
    where id = ${graduationId}`);
  await t.db.execute(sql`insert into orders (student_id, graduation_id, placed_on, total_cents, paid_on,
      processing_on, ready_on, delivered_on)
    select ${student.id}, case when o % 50 = 0 then ${graduationId} else (select min(id) from graduations
        where registration_key = 'plano-127-' || (1 + o % 49)) end,
      current_date - (o % 365), 1000,
      case when o % 50 <> 1 then current_date end, case when o % 50 > 2 then current_date end,
      case when o % 50 > 3 then current_date end, case when o % 50 > 4 then current_date end
    from generate_series(1, 20000) o`);
  await t.db.execute(sql`vacuum analyze orders`);
}, 120_000);
afterAll(() => t.close());

async function plan(query: SQLWrapper): Promise<string> {
  const r = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('decisions 127 and 143: the order board pages on orders_board_idx and reads its kept counts', () => {
  it('decisions 127 and 143: the board statement reads each column on the board index, no Seq Scan on orders', async () => {
    const board = adminOrdersRepository(t.db);
    const all = ['financeiro', 'processamento', 'ok', 'entregue', 'concluido'] as const;
    const cases = [
      { columns: ['financeiro'] as const, limit: 51 },
      { columns: ['processamento'] as const, limit: 51, graduationId },
      { columns: ['ok'] as const, limit: 51, before: 15_000 },
      { columns: all, limit: 21 },
      { columns: all, limit: 21, graduationId, before: 15_000 },
    ];
    for (const q of cases) {
      const text = await plan(board.boardQuery(q));
      // Orders are read once per column, each found by the board index (an index scan, or a bitmap of it
      // when a class narrows the column): no pass over them to count.
      expect(text.match(/ on orders\b/g) ?? []).toHaveLength(q.columns.length);
      // (The column holding nine orders in ten may be walked newest first on the primary key instead.)
      expect((text.match(/\borders_(board(_graduation)?_idx|pkey)\b/g) ?? []).length).toBe(q.columns.length);
      if (q.columns.length === 1) expect(text).toMatch(/\borders_board(_graduation)?_idx\b/);
      expect(text).not.toMatch(/Seq Scan on orders/);
      expect(text).toMatch(/order_board_counts/);
    }
  });

  it('decision 143: the counts per stage read order_board_counts, never the orders, for a class or all', async () => {
    const board = adminOrdersRepository(t.db);
    for (const text of [await plan(board.countsQuery(graduationId)), await plan(board.countsQuery())]) {
      expect(text).toMatch(/order_board_counts/);
      expect(text).not.toMatch(/ on orders\b/);
    }
    const counts = await board.counts(graduationId);
    // o % 50 = 0 only: paid, waiting for processing.
    expect([...counts.entries()]).toEqual([[2, 400]]);
    const all = await board.counts();
    expect([...all.entries()].sort()).toEqual([
      [1, 400],
      [2, 800],
      [3, 400],
      [4, 400],
      [5, 18_000],
    ]);
  });
});
