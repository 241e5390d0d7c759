import { reconciliationSchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../../../../test/admin-finance-callers';
import { bearer } from '../../../../test/factories';
import { createContract, PAYMENT_ENV, payingStudent } from '../../../../test/finance-factories';
import { createTestApp, otherNode, type TestContext } from '../../../../test/helpers';
import type { App } from '../../../app';
import { ledgerRepository } from './ledger.repository';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
/** A second node: another portal on the same database, with answers of its own (decision 159). */
let other: App;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
  other = await otherNode(t, PAYMENT_ENV);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A class with one student, a contract of two charged parcels, and an order of theirs. */
async function chargedClass() {
  const s = await payingStudent(t.app, t.db);
  const made = await createContract(t.db, s.student.id, {
    parcels: [
      { amountCents: 48_000, method: 2, transaction: 'https://x/checkout' },
      { amountCents: 30_000, method: 2, transaction: 'https://x/checkout' },
    ],
  });
  const inserted =
    await t.db.execute(sql`insert into orders (student_id, graduation_id, placed_on, total_cents)
      values (${s.student.id}, ${s.graduation.id}, current_date, 5000) returning id`);
  const [order] = (inserted as unknown as { rows: { id: number }[] }).rows;
  return { ...s, parcels: made.parcels, contractId: made.contract.id, orderId: order!.id };
}

const versionOf = async (graduationId: number) =>
  (await ledgerRepository(t.db).reconciliationVersion(graduationId))!.version;

describe('decision 159: the finance lists kept beside their version', () => {
  it("decision 159: every write a reconciliation is built from changes its class's version, and only those", async () => {
    const s = await chargedClass();
    const neighbour = await chargedClass();
    const g = s.graduation.id;
    const [a, b] = [s.parcels[0]!, s.parcels[1]!];
    const changes = async (write: () => Promise<unknown>) => {
      const before = await versionOf(g);
      await write();
      return (await versionOf(g)) !== before;
    };
    const run = (q: ReturnType<typeof sql>) => () => t.db.execute(q);

    // What the answer shows, written by the portal or by hand, on this class or for every class.
    expect(await changes(run(sql`update parcels set paid_on = current_date where id = ${a.id}`))).toBe(true);
    expect(await changes(run(sql`update parcels set order_id = ${s.orderId} where id = ${b.id}`))).toBe(true);
    expect(await changes(run(sql`update orders set paid_on = current_date where id = ${s.orderId}`))).toBe(
      true,
    );
    expect(
      await changes(
        run(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents, parcel_id, outcome)
          values ('sandbox', ${`v-${a.id}`}, ${`v-ref-${a.id}`}, 'approved', 48000, ${a.id}, 'applied')`),
      ),
    ).toBe(true);
    expect(
      await changes(
        run(
          sql`insert into overpayments (parcel_id, reason, amount_cents) values (${a.id}, 'parcel_already_paid', 100)`,
        ),
      ),
    ).toBe(true);
    expect(
      await changes(run(sql`update students set surname = 'Renomeada' where id = ${s.student.id}`)),
    ).toBe(true);
    expect(await changes(() => createContract(t.db, s.student.id, { parcels: [{ amountCents: 100 }] }))).toBe(
      true,
    );
    expect(await changes(run(sql`update graduations set name = 'Turma nova' where id = ${g}`))).toBe(true);
    // A notification without a parcel shows on every class's reconciliation.
    expect(
      await changes(
        run(sql`insert into payment_events (provider, event_id, charge_ref, status, outcome)
          values ('sandbox', ${`v-orphan-${g}`}, 'v-orphan-ref', 'approved', 'unknown_parcel')`),
      ),
    ).toBe(true);

    // What it does not show, and another class's rows, leave it as it is.
    expect(await changes(run(sql`update orders set tracking_code = 'AA123' where id = ${s.orderId}`))).toBe(
      false,
    );
    expect(
      await changes(run(sql`update students set phone = '51988887777' where id = ${s.student.id}`)),
    ).toBe(false);
    const theirs = neighbour.parcels[0]!;
    expect(await changes(run(sql`update parcels set paid_on = current_date where id = ${theirs.id}`))).toBe(
      false,
    );
    expect(
      await changes(run(sql`update orders set paid_on = current_date where id = ${neighbour.orderId}`)),
    ).toBe(false);
    expect(await versionOf(neighbour.graduation.id)).not.toBe('');
  });

  it('decision 159: a kept reconciliation is sent again on either node until a write, then both show it', async () => {
    const s = await chargedClass();
    const url = `/api/admin/formaturas/${s.graduation.id}/conciliacao`;
    const get = async (app: App) => {
      const res = await app.inject({ method: 'GET', url, headers: bearer(c.adminToken) });
      expect(res.statusCode).toBe(200);
      return { body: res.body, json: reconciliationSchema.parse(res.json()) };
    };
    const first = await get(t.app);
    expect(first.json.resumo.semConfirmacao).toBe(2);
    expect((await get(other)).body).toBe(first.body);
    expect((await get(t.app)).body).toBe(first.body);

    // Paid by hand on the database: both nodes answer the new figures at their next call.
    const parcel = s.parcels[0]!;
    await t.db.execute(sql`update parcels set paid_on = current_date where id = ${parcel.id}`);
    for (const app of [other, t.app]) expect((await get(app)).json.resumo.semConfirmacao).toBe(1);

    // Renamed on one node's database session: the other's kept answer is not sent.
    await t.db.execute(sql`update students set first_name = 'Outra' where id = ${s.student.id}`);
    for (const app of [t.app, other])
      expect((await get(app)).json.semConfirmacao.every((x) => x.aluno.nome.startsWith('Outra '))).toBe(true);
  });

  it("decision 159: the notifications lists' version changes with any class's change; the daily fold keeps every sum", async () => {
    const s = await chargedClass();
    const repo = ledgerRepository(t.db);
    const changes = async (q: ReturnType<typeof sql>) => {
      const before = await repo.listsVersion();
      await t.db.execute(q);
      return (await repo.listsVersion()) !== before;
    };
    expect(await changes(sql`update graduations set name = 'Outro nome' where id = ${s.graduation.id}`)).toBe(
      true,
    );
    expect(await changes(sql`update students set first_name = 'Bia' where id = ${s.student.id}`)).toBe(true);
    // A notification no class is found for yet: on the lists, and on every class's reconciliation.
    const reconciliation = await versionOf(s.graduation.id);
    expect(
      await changes(sql`insert into payment_events (provider, event_id, charge_ref, status, outcome)
        values ('sandbox', 'v-queued', 'v-queued-ref', 'approved', 'queued')`),
    ).toBe(true);
    expect(await versionOf(s.graduation.id)).not.toBe(reconciliation);
    expect(await changes(sql`update students set phone = '51977776666' where id = ${s.student.id}`)).toBe(
      false,
    );
    expect(
      await changes(sql`update graduations set venue = 'Salão nobre' where id = ${s.graduation.id}`),
    ).toBe(false);

    // Rows of a backend long gone are folded into backend 0's; no sum moves, so no kept answer is lost.
    await t.db.execute(sql`insert into finance_list_versions (scope, backend, v)
      values (${s.graduation.id}, 2147483000, 5), (-1, 2147483000, 5)`);
    const [lists, mine] = [await repo.listsVersion(), await versionOf(s.graduation.id)];
    expect(await repo.foldVersions()).toBeGreaterThanOrEqual(2);
    expect([await repo.listsVersion(), await versionOf(s.graduation.id)]).toEqual([lists, mine]);
    const left = await t.db.execute(
      sql`select count(*)::int as n from finance_list_versions where backend = 2147483000`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
