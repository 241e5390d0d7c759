import { MANUAL_ORIGIN } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation } from '../../../../test/factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { classChargesQuery } from './ledger.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
let classId: number;
beforeAll(async () => {
  t = await createTestApp();
  // 40 graduations of 100 students, each with a contract of 10 charged parcels (the older half paid, each
  // paid one with an applied notification): the reconciliation reads one class among many.
  const ids: number[] = [];
  for (let g = 0; g < 40; g++) {
    const { graduation, course } = await createGraduation(t.db);
    ids.push(graduation.id);
    await t.db.execute(sql`insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone)
      select ${graduation.id}, ${course.id}, 'Ana', 'Plano ' || s, 'plano-' || ${graduation.id} || '-' || s || '@x.com.br',
        lpad((80000000000 + ${graduation.id}::bigint * 1000 + s)::text, 11, '0'), '51999990000'
      from generate_series(1, 100) s`);
  }
  classId = ids[17]!;
  await t.db.execute(sql`insert into contracts (student_id, total_term_cents)
    select id, 100000 from students where email like 'plano-%'`);
  await t.db.execute(sql`insert into parcels (contract_id, amount_cents, kind, method, due_on, paid_on, transaction,
      provider, provider_ref)
    select c.id, 10000, 'Contrato', 2, current_date + m * 30, case when m < 5 then current_date end, 'https://x',
      'sandbox', 'plano-' || c.id || '-' || m
    from contracts c join students s on s.id = c.student_id and s.email like 'plano-%'
    cross join generate_series(0, 9) m`);
  await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents,
      parcel_id, outcome)
    select 'sandbox', 'plano-' || p.id, p.provider_ref, 'approved', 10000, p.id, 'applied'
    from parcels p where p.provider_ref like 'plano-%' and p.paid_on is not null`);
  for (const table of ['students', 'contracts', 'parcels', 'payment_events', 'orders']) {
    await t.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}, 180_000);
afterAll(() => t.close());

async function plan(query: ReturnType<typeof classChargesQuery>): Promise<string> {
  const r = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe("decision 144: the reconciliation reads one class's parcels by key", () => {
  it("decision 144: the totals and the open page read the class's parcels once, by key, no Seq Scan", async () => {
    for (const text of [
      await plan(classChargesQuery(classId, MANUAL_ORIGIN, 51)),
      await plan(classChargesQuery(classId, MANUAL_ORIGIN, 51, { dueOn: '2030-01-01', id: 1 })),
    ]) {
      expect(text.match(/on parcels /g)).toHaveLength(1);
      expect(text).toMatch(/parcels_contract_idx/);
      expect(text).toMatch(/payment_events_applied_parcel_idx/);
      expect(text).not.toMatch(/Seq Scan on (contracts|parcels|payment_events|students)/);
    }
  });

  it('decision 144: the totals count only the class (1,000 charged, 500 confirmed, 500 open) on every page', async () => {
    const read = async (after?: { dueOn: string; id: number }) =>
      (
        (await t.db.execute(classChargesQuery(classId, MANUAL_ORIGIN, 51, after))) as unknown as {
          rows: Record<string, number | string | null>[];
        }
      ).rows;
    const first = await read();
    expect(first).toHaveLength(51);
    const last = first.at(-1)!;
    const rest = await read({ dueOn: String(last.dueOn), id: Number(last.parcelId) });
    expect(rest).toHaveLength(51);
    expect(Number(rest[0]!.parcelId)).not.toBe(Number(last.parcelId));
    // Past the last open charge: no page, the totals still answered.
    const none = await read({ dueOn: '2100-01-01', id: 1 });
    expect(none).toHaveLength(1);
    expect(none[0]!.parcelId).toBeNull();
    for (const row of [first[0]!, rest[0]!, none[0]!]) {
      expect(Number(row.created)).toBe(1000);
      expect(Number(row.createdCents)).toBe(10_000_000);
      expect(Number(row.confirmed)).toBe(500);
      expect(Number(row.confirmedCents)).toBe(5_000_000);
      expect(Number(row.open)).toBe(500);
      expect(Number(row.manualCount)).toBe(0);
    }
  });
});

describe('decision 144: the notifications total is their tally, kept with the rows', () => {
  const tallies = async () => {
    const r = (await t.db.execute(sql`select outcome, coalesce(t.n, 0)::int as tally, o.n::int as rows
      from (select outcome, count(*) as n from payment_events group by outcome) o
      full join (select outcome, sum(n) as n from payment_event_tallies group by outcome) t using (outcome)`)) as unknown as {
      rows: { outcome: string; tally: number; rows: number | null }[];
    };
    return r.rows;
  };
  const exact = async () => {
    for (const row of await tallies()) expect(Number(row.tally)).toBe(Number(row.rows ?? 0));
  };

  it('decision 144: inserts (one and many), outcome changes and deletes keep the tally exact', async () => {
    await exact();
    await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status)
      values ('sandbox', 'tally-one', 'r-1', 'pending')`);
    await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status)
      select 'sandbox', 'tally-' || g, 'r-' || g, 'approved' from generate_series(2, 40) g`);
    await exact();
    await t.db.execute(sql`update payment_events set outcome = 'ignored' where event_id like 'tally-%' and
      event_id < 'tally-2'`);
    await t.db.execute(
      sql`update payment_events set outcome = 'amount_mismatch' where event_id = 'tally-30'`,
    );
    // A change to another column moves nothing.
    await t.db.execute(sql`update payment_events set processed_at = now() where event_id like 'tally-%'`);
    await exact();
    await t.db.execute(
      sql`delete from payment_events where event_id in ('tally-one', 'tally-30', 'tally-5')`,
    );
    await exact();
    const byOutcome = new Map((await tallies()).map((r) => [r.outcome, Number(r.tally)]));
    expect(byOutcome.get('amount_mismatch')).toBe(0);
    expect(byOutcome.get('applied')).toBe(20_000); // 40 classes × 100 students × 5 paid
  });

  it('decision 144: a rolled back insert leaves the tally as it was', async () => {
    const before = await tallies();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into payment_events (provider, event_id, charge_ref, status)
          values ('sandbox', 'tally-rollback', 'r', 'pending')`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await tallies()).toEqual(before);
    await exact();
  });
});

describe("decision 152: the class's amount mismatches come from the same read of its parcels", () => {
  it('decision 152: one statement reads the class parcels once (by key) for the charges and the mismatches', async () => {
    const text = await plan(classChargesQuery(classId, MANUAL_ORIGIN, 51, undefined, 51));
    expect(text.match(/parcels_contract_idx/g)).toHaveLength(1);
    expect(text).toMatch(/payment_events_applied_parcel_idx/);
    expect(text).not.toMatch(/Seq Scan on (contracts|parcels|payment_events|students)/);
  });

  it('decision 152: the mismatches are those the graduation filter lists, newest first, with their count', async () => {
    const { ledgerRepository } = await import('./ledger.repository');
    const repo = ledgerRepository(t.db);
    // 60 mismatches on this class's parcels (one still queued-style, found through its charge) and 5
    // on another class's: 51 rows answered, 60 counted.
    await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents,
        parcel_id, outcome, received_at)
      select 'sandbox', 'mm-' || p.id, p.provider_ref, 'approved', 1, case when n = 1 then null else p.id end,
        'amount_mismatch', now() - n * interval '1 minute'
      from (select p.*, row_number() over (order by p.id) as n from parcels p
        join contracts c on c.id = p.contract_id join students s on s.id = c.student_id
        where s.graduation_id = ${classId}) p where n <= 60`);
    await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents,
        parcel_id, outcome)
      select 'sandbox', 'mm-other-' || p.id, p.provider_ref, 'approved', 1, p.id, 'amount_mismatch'
      from parcels p join contracts c on c.id = p.contract_id join students s on s.id = c.student_id
      where s.graduation_id <> ${classId} order by p.id limit 5`);
    try {
      const both = await repo.classCharges(classId, MANUAL_ORIGIN, 51, undefined, 51);
      const alone = await repo.events({ graduationId: classId, outcome: 'amount_mismatch', limit: 51 });
      expect(both.mismatches.total).toBe(60);
      expect(alone.total).toBe(60);
      expect(both.mismatches.rows).toHaveLength(51);
      expect(both.mismatches.rows).toEqual(alone.rows);
      // The charges are answered as without the mismatches.
      const charges = await repo.classCharges(classId, MANUAL_ORIGIN, 51);
      expect({ ...both, mismatches: undefined }).toEqual({ ...charges, mismatches: undefined });
    } finally {
      await t.db.execute(sql`delete from payment_events where event_id like 'mm-%'`);
    }
  });
});
