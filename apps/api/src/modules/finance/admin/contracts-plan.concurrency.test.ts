import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../../../../test/admin-finance-callers';
import { createContract, PAYMENT_ENV, payingStudent, today } from '../../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { parcels } from '../../../db/schema/index';

// Decision 125: a plan applied while a payment lands never replaces a paid parcel. Runs on PGlite and, with
// TEST_DATABASE_URL (scripts/with-postgres.sh), on PostgreSQL, where the two calls really overlap.

let t: TestContext;
let c: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  c = await callers(t);
});
afterAll(() => t.close());

const plan = { parcelas: 12, primeiroVencimento: '2027-01-31', diaDoMes: 31 };
const ROUNDS = 12;

async function openContract() {
  const s = await payingStudent(t.app, t.db);
  const made = await createContract(t.db, s.student.id, {
    parcels: [
      { amountCents: 150_000, method: 5, dueOn: '2026-12-10' },
      { amountCents: 150_000, method: 5, dueOn: '2027-01-10' },
    ],
  });
  return { ...s, contract: made.contract, parcels: made.parcels };
}
const stored = (contractId: number) => t.db.select().from(parcels).where(eq(parcels.contractId, contractId));

describe('decision 125: a plan and a payment at the same moment', () => {
  it("decision 125: a plan and a 'baixa' of an open parcel: exactly one wins, the paid parcel is never replaced", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < ROUNDS; i++) {
      const s = await openContract();
      const target = s.parcels[i % 2]!;
      const base = `/admin/alunos/${s.student.id}/contratos/${s.contract.id}`;
      const [applied, settled] = await Promise.all([
        c.call('POST', `${base}/plano`, c.adminToken, plan),
        c.call('POST', `/admin/pagamentos/${target.id}/baixa`, c.adminToken, {
          valor: 1500,
          pagoEm: today(),
          documento: null,
        }),
      ]);
      const rows = await stored(s.contract.id);
      seen.add(`${applied.statusCode}/${settled.statusCode}`);
      if (settled.statusCode === 200) {
        expect(applied.statusCode).toBe(409);
        expect(rows.find((p) => p.id === target.id)?.paidOn).toBe(today());
        expect(rows).toHaveLength(2);
      } else {
        expect(applied.statusCode).toBe(201);
        expect([404, 409]).toContain(settled.statusCode);
        expect(rows.filter((p) => p.paidOn !== null)).toHaveLength(0);
        expect(rows).toHaveLength(12);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('decision 125: a plan and a manual payment: the payment is kept, and a plan applied never follows it', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const s = await openContract();
      const base = `/admin/alunos/${s.student.id}/contratos/${s.contract.id}`;
      const [applied, paid] = await Promise.all([
        c.call('POST', `${base}/plano`, c.adminToken, plan),
        c.call('POST', `${base}/pagamentos`, c.adminToken, {
          tipo: 'Contrato',
          forma: 1,
          valor: 500,
          pagoEm: today(),
          documento: null,
          observacao: null,
        }),
      ]);
      expect(paid.statusCode).toBe(201);
      const rows = await stored(s.contract.id);
      const payment = rows.find((p) => p.id === paid.json().id);
      expect(payment?.paidOn).toBe(today());
      if (applied.statusCode === 201) {
        // The plan committed first: every parcel it wrote was written before the payment's.
        const planned = rows.filter((p) => p.id !== payment!.id);
        expect(planned).toHaveLength(12);
        expect(planned.every((p) => p.id < payment!.id)).toBe(true);
      } else {
        expect(applied.statusCode).toBe(409);
        expect(rows).toHaveLength(3);
      }
    }
  });
});
