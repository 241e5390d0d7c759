import { ledgerPageSchema, reconciliationSchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callers } from '../../../../test/admin-finance-callers';
import { createContract, PAYMENT_ENV, payingStudent } from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh).
let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
});
afterAll(() => t.close());

/** A class with one student, two charged parcels and an amount mismatch on the first. */
async function classWithMismatch() {
  const s = await payingStudent(t.app, t.db);
  const made = await createContract(t.db, s.student.id, {
    parcels: [
      { amountCents: 48_000, method: 2, transaction: 'https://x/checkout' },
      { amountCents: 30_000, method: 2, transaction: 'https://x/checkout' },
    ],
  });
  const parcel = made.parcels[0]!;
  await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, amount_cents,
      parcel_id, outcome, processed_at)
    values ('sandbox', ${`memo-${parcel.id}`}, ${`memo-ref-${parcel.id}`}, 'approved', 100, ${parcel.id},
      'amount_mismatch', now())`);
  return { ...s, parcel };
}

/** The body as sent, and whether it is exactly what the route's response schema would serialise. */
async function get<S extends z.ZodType>(url: string, schema: S) {
  const res = await c.call('GET', url, c.adminToken);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const parsed = schema.parse(res.json());
  expect(res.body).toBe(JSON.stringify(z.encode(schema, parsed)));
  return { body: res.body, json: parsed as z.output<S> };
}

describe('decision 152: the finance lists send a kept answer only while its rows are unchanged', () => {
  it('decision 152: the reconciliation is sent again as it was, and any change to its rows shows on the next call', async () => {
    const s = await classWithMismatch();
    const url = `/admin/formaturas/${s.graduation.id}/conciliacao`;
    const first = await get(url, reconciliationSchema);
    expect(first.json.valoresDivergentes).toHaveLength(1);
    expect(first.json.resumo.cobrancasCriadas).toBe(2);
    expect((await get(url, reconciliationSchema)).body).toBe(first.body);

    // Changes made outside the service (as by another node, or by hand) show at once.
    await t.db.execute(sql`update students set first_name = 'Renomeada' where id = ${s.student.id}`);
    const renamed = await get(url, reconciliationSchema);
    expect(renamed.json.valoresDivergentes[0]!.aluno?.nome).toMatch(/^Renomeada /);
    expect(renamed.json.semConfirmacao.every((x) => x.aluno.nome.startsWith('Renomeada '))).toBe(true);

    await t.db.execute(sql`update parcels set paid_on = current_date where id = ${s.parcel.id}`);
    const paid = await get(url, reconciliationSchema);
    expect(paid.json.resumo.semConfirmacao).toBe(renamed.json.resumo.semConfirmacao - 1);

    await t.db.execute(sql`update payment_events set outcome = 'ignored' where parcel_id = ${s.parcel.id}`);
    const none = await get(url, reconciliationSchema);
    expect(none.json.valoresDivergentes).toEqual([]);
    expect(none.json.listas.valoresDivergentes).toEqual({ total: 0, proximo: null });

    // Another page size is another answer, kept on its own.
    const small = await get(`${url}?limite=1`, reconciliationSchema);
    expect(small.json.semConfirmacao).toHaveLength(1);
    expect((await get(url, reconciliationSchema)).body).toBe(none.body);
  });

  it('decision 152: the notifications list is sent again as it was, and a changed or new row shows on the next call', async () => {
    const s = await classWithMismatch();
    const url = `/admin/pagamentos/notificacoes?formatura=${s.graduation.id}`;
    const first = await get(url, ledgerPageSchema);
    expect(first.json.items.map((e) => e.evento)).toEqual([`memo-${s.parcel.id}`]);
    expect((await get(url, ledgerPageSchema)).body).toBe(first.body);

    await t.db.execute(sql`update graduations set name = 'Turma renomeada' where id = ${s.graduation.id}`);
    expect((await get(url, ledgerPageSchema)).json.items[0]!.formatura?.nome).toBe('Turma renomeada');

    await t.db.execute(sql`update payment_events set outcome = 'ignored' where parcel_id = ${s.parcel.id}`);
    expect((await get(url, ledgerPageSchema)).json.items[0]!.situacaoTexto).not.toBe(
      first.json.items[0]!.situacaoTexto,
    );

    // The whole list (no filter): its total is the tally; a notification received now leads it.
    const all = await get('/admin/pagamentos/notificacoes?pageSize=5', ledgerPageSchema);
    await t.db.execute(sql`insert into payment_events (provider, event_id, charge_ref, status, outcome)
      values ('sandbox', 'memo-new', 'memo-new-ref', 'approved', 'unknown_parcel')`);
    const grown = await get('/admin/pagamentos/notificacoes?pageSize=5', ledgerPageSchema);
    expect(grown.json.total).toBe(all.json.total + 1);
    expect(grown.json.items[0]!.evento).toBe('memo-new');
  });
});
