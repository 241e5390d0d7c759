import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation, createStudent } from '../../../../test/factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { notificationsPage } from './ledger.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const { graduation, course } = await createGraduation(t.db);
  const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
  // 30,000 paid parcels and a notification applied to each of 20,000 of them, received over two months.
  await t.db.execute(sql`insert into contracts (student_id, total_term_cents) values (${student.id}, 100)`);
  await t.db.execute(sql`insert into parcels (contract_id, amount_cents, kind, method, due_on, paid_on,
      provider, provider_ref)
    select (select max(id) from contracts), 1000, 'Contrato', 1, current_date, current_date, 'sandbox', 'ref-' || p
    from generate_series(1, 30000) p`);
  await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents,
      received_at, parcel_id, outcome)
    select 'sandbox', 'plan-' || p.id, p.provider_ref, 'approved', 1000,
      now() - (p.id % 1440) * interval '1 hour', p.id, case when p.id % 40 = 0 then 'amount_mismatch' else 'applied' end
    from parcels p where p.provider_ref like 'ref-%' order by p.id limit 20000`);
  await t.db.execute(sql`vacuum analyze parcels`);
  await t.db.execute(sql`vacuum analyze payment_events`);
}, 120_000);
afterAll(() => t.close());

async function plan(query: ReturnType<typeof notificationsPage>): Promise<string> {
  const r = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('decision 127: the notifications list keeps its page first, then joins', () => {
  it('decision 127: the page walks the notifications index, each parcel found by key, no Seq Scan', async () => {
    for (const text of [
      await plan(notificationsPage({ limit: 50 })),
      // decision 141: a deep page starts from its cursor on the same index, nothing read and thrown away.
      await plan(notificationsPage({ limit: 50, after: 500 })),
      await plan(notificationsPage({ outcome: 'amount_mismatch', limit: 50 })),
      await plan(notificationsPage({ outcome: 'amount_mismatch', limit: 50, after: 500 })),
    ]) {
      expect(text).toMatch(/payment_events_(outcome_)?received(_id)?_idx/);
      expect(text).not.toMatch(/Seq Scan on (parcels|payment_events)/);
    }
  });

  it('decision 127: the page holds the newest 50, newest first, joined to their parcels', async () => {
    const r = (await t.db.execute(notificationsPage({ limit: 50 }))) as unknown as {
      rows: { id: number; receivedAt: string; parcelId: number | null }[];
    };
    expect(r.rows).toHaveLength(50);
    expect(r.rows.every((x) => x.parcelId !== null)).toBe(true);
    const times = r.rows.map((x) => new Date(x.receivedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('decision 141: pages from their cursors hold every notification once, newest first', async () => {
    type Row = { id: number; receivedAt: string };
    const page = async (after?: number) =>
      (
        (await t.db.execute(
          notificationsPage({ outcome: 'amount_mismatch', limit: 200, after }),
        )) as unknown as {
          rows: Row[];
        }
      ).rows;
    const seen: Row[] = [];
    for (let rows = await page(); rows.length > 0; rows = await page(rows.at(-1)!.id)) seen.push(...rows);
    const ids = seen.map((r) => r.id);
    expect(ids).toHaveLength(500); // every 40th of 20,000
    expect(new Set(ids).size).toBe(500);
    const key = (r: Row) => [new Date(r.receivedAt).getTime(), r.id] as const;
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [key(seen[i - 1]!), key(seen[i]!)];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])).toBe(true);
    }
  });
});
