import { addDays, todayInSaoPaulo } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFigures, keptFigures } from '../../../test/class-dashboard';
import { createGraduation, createStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { contracts, parcels, uploads } from '../../db/schema/index';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/with-postgres.sh), where the
// transactions at the end really run at once.
let t: TestContext;
const today = todayInSaoPaulo(new Date());
let classA: number;
let classB: number;
let courseA: number;
let courseB: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createGraduation(t.db, { name: 'Tally A' });
  const b = await createGraduation(t.db, { name: 'Tally B' });
  classA = a.graduation.id;
  classB = b.graduation.id;
  courseA = a.course.id;
  courseB = b.course.id;
});
afterAll(() => t.close());

type Kind = 'Contrato' | 'Extras' | 'Desconto' | 'E-commerce';

/** A classmate with one contract of `total` centavos and its parcels, as `[amount, days from today, paid, kind]`. */
async function classmate(
  graduationId: number,
  courseId: number,
  total: number | null,
  list: [number, number, boolean, Kind?][] = [],
) {
  const s = await createStudent(t.db, { graduationId, courseId });
  if (total === null) return { student: s, contractId: 0, parcelIds: [] as number[] };
  const [c] = await t.db.insert(contracts).values({ studentId: s.id, totalTermCents: total }).returning();
  const rows = list.length
    ? await t.db
        .insert(parcels)
        .values(
          list.map(([amount, days, paid, kind = 'Contrato']) => ({
            contractId: c!.id,
            amountCents: amount,
            kind,
            method: 1,
            dueOn: addDays(today, days),
            paidOn: paid ? addDays(today, Math.min(days, 0)) : null,
            paidCents: paid ? amount : null,
          })),
        )
        .returning({ id: parcels.id })
    : [];
  return { student: s, contractId: c!.id, parcelIds: rows.map((r) => r.id) };
}

const upload = (
  studentId: number,
  type: 'formatura' | 'individual' | 'complementar' | 'certificado',
  n = 1,
) =>
  t.db.insert(uploads).values(
    Array.from({ length: n }, (_, i) => ({
      id: `t151-${studentId}-${type}-${i}-${Math.random()}`,
      studentId,
      type,
      name: 'arquivo',
      storageKey: `uploads/${studentId}/${type}/${i}`,
      size: 10,
      mimetype: 'image/png',
    })),
  );

async function expectExact() {
  for (const id of [classA, classB]) {
    expect(await keptFigures(t.db, id, today), `class ${id}`).toEqual(await freshFigures(t.db, id, today));
  }
}

const tallyRows = async () =>
  (
    (await t.db.execute(
      sql`select graduation_id, figure, day::text, shard, n::float8 from class_dashboard_tallies order by 1, 2, 3, 4`,
    )) as unknown as { rows: unknown[] }
  ).rows;

describe('decision 151: the dashboard’s tallies are kept exact in the transaction that changes a classmate', () => {
  let paying: Awaited<ReturnType<typeof classmate>>;
  let other: Awaited<ReturnType<typeof classmate>>;

  it('decision 151: after inserts of classmates, contracts, parcels of every kind and files', async () => {
    paying = await classmate(classA, courseA, 100_000, [
      [40_000, -60, true],
      [30_000, -10, false],
      [30_000, 20, false],
      [5_000, -5, false, 'Extras'],
      [2_000, -30, true, 'Desconto'],
      [9_000, -40, false, 'E-commerce'],
    ]);
    other = await classmate(classB, courseB, 50_000, [
      [50_000, -1, true],
      [10_000, 0, false, 'Extras'],
    ]);
    await classmate(classA, courseA, null);
    await classmate(classA, courseA, 0);
    const guest = await createStudent(t.db, { graduationId: classA, courseId: courseA, guest: true });
    await upload(guest.id, 'individual');
    await upload(guest.id, 'formatura', 2);
    await upload(paying.student.id, 'individual', 3);
    await upload(paying.student.id, 'certificado');
    await upload(other.student.id, 'formatura');
    await expectExact();
    const a = await keptFigures(t.db, classA, today);
    expect(a.pagamentos).toEqual({ Quitado: 1, 'Em dia': 0, 'Em atraso': 1, 'Sem contrato': 2 });
    expect(a.musicasDaFormatura).toBe(2);
    expect(a.enviaram).toEqual({ individual: 1, certificado: 1 });
  });

  it('decision 151: after a payment, a payment taken back, an amount changed, a due date moved and a cancellation', async () => {
    const [, late, later, extras] = paying.parcelIds;
    await t.db.execute(
      sql`update parcels set paid_on = current_date, paid_cents = amount_cents where id = ${late}`,
    );
    await expectExact();
    await t.db.execute(sql`update parcels set paid_on = current_date where id = ${extras}`);
    await expectExact();
    await t.db.execute(sql`update parcels set paid_on = current_date where id = ${later}`);
    await expectExact();
    expect((await keptFigures(t.db, classA, today)).pagamentos.Quitado).toBe(2);
    await t.db.execute(sql`update parcels set paid_on = null, paid_cents = null where id = ${late}`);
    await t.db.execute(sql`update parcels set amount_cents = 31000 where id = ${later}`);
    await expectExact();
    await t.db.execute(sql`update parcels set due_on = due_on + 30 where id = ${late}`);
    await expectExact();
    await t.db.execute(sql`update parcels set visible = false where id = ${later}`);
    await expectExact();
    await t.db.execute(sql`update parcels set kind = 'Extras' where id = ${late}`);
    await expectExact();
  });

  it('decision 151: after deletes, a parcel moved to another classmate’s contract and a bulk update', async () => {
    await t.db.execute(sql`delete from parcels where id = ${paying.parcelIds[0]}`);
    await expectExact();
    await t.db.execute(
      sql`update parcels set contract_id = ${other.contractId} where id = ${paying.parcelIds[1]}`,
    );
    await expectExact();
    await t.db.execute(
      sql`update parcels set paid_on = case when paid_on is null then current_date end
        where contract_id in (${paying.contractId}, ${other.contractId})`,
    );
    await expectExact();
  });

  it('decision 151: after a classmate moves class, turns guest, and their contract changes, is added or removed', async () => {
    await t.db.execute(
      sql`update students set graduation_id = ${classB}, course_id = ${courseB} where id = ${paying.student.id}`,
    );
    await expectExact();
    await t.db.execute(sql`update students set guest = true where id = ${paying.student.id}`);
    await expectExact();
    await t.db.execute(
      sql`update students set guest = false, graduation_id = ${classA}, course_id = ${courseA} where id = ${paying.student.id}`,
    );
    await expectExact();
    await t.db.execute(sql`update contracts set total_term_cents = 120000 where id = ${paying.contractId}`);
    await expectExact();
    const [second] = await t.db
      .insert(contracts)
      .values({ studentId: paying.student.id, totalTermCents: 7_000 })
      .returning();
    await expectExact();
    await t.db.execute(sql`delete from contracts where id = ${second!.id}`);
    await expectExact();
  });

  it('decision 151: after files are moved, retyped and deleted, and a classmate leaves', async () => {
    await t.db.execute(
      sql`update uploads set type = 'complementar' where student_id = ${paying.student.id} and type = 'certificado'`,
    );
    await expectExact();
    await t.db.execute(
      sql`update uploads set student_id = ${other.student.id} where student_id = ${paying.student.id} and type = 'complementar'`,
    );
    await expectExact();
    await t.db.execute(sql`delete from uploads where student_id = ${paying.student.id}`);
    await expectExact();
    const leaving = await classmate(classA, courseA, 10_000, [[10_000, -3, false]]);
    await upload(leaving.student.id, 'individual');
    await expectExact();
    await t.db.execute(sql`delete from uploads where student_id = ${leaving.student.id}`);
    await t.db.execute(sql`delete from parcels where contract_id = ${leaving.contractId}`);
    await t.db.execute(sql`delete from contracts where id = ${leaving.contractId}`);
    await t.db.execute(sql`delete from students where id = ${leaving.student.id}`);
    await expectExact();
  });

  it('decision 151: a change rolled back leaves the tallies as they were; a change the figures do not read writes none', async () => {
    const before = await tallyRows();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update parcels set paid_on = null where contract_id = ${other.contractId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.execute(
      sql`update parcels set provider_ref = 'ref-151' where contract_id = ${other.contractId}`,
    );
    await t.db.execute(sql`update students set phone = '51988887777' where id = ${other.student.id}`);
    expect(await tallyRows()).toEqual(before);
    await expectExact();
  });

  it('decision 151: the recount a data-only restore runs gives the same figures', async () => {
    const a = await keptFigures(t.db, classA, today);
    const b = await keptFigures(t.db, classB, today);
    await t.db.execute(sql`delete from class_dashboard_tallies`);
    await t.db.execute(sql`select class_dashboard_recount_all()`);
    expect(await keptFigures(t.db, classA, today)).toEqual(a);
    expect(await keptFigures(t.db, classB, today)).toEqual(b);
  });

  it('decision 151: concurrent payments in one class, and on one classmate, keep every figure exact, with no deadlock', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        classmate(classA, courseA, 60_000, [
          [20_000, -20, false],
          [20_000, -5, i % 2 === 0],
          [20_000, 10, false],
        ]),
      ),
    );
    await expectExact();
    const ids = crowd.flatMap((c) => c.parcelIds);
    // Each parcel paid or taken back in its own transaction, all at once: several at once on each classmate.
    await Promise.all(
      ids.map((id, i) =>
        t.db.transaction(async (tx) => {
          await tx.execute(
            i % 3 === 1
              ? sql`update parcels set paid_on = case when paid_on is null then current_date end where id = ${id}`
              : sql`update parcels set paid_on = current_date, paid_cents = amount_cents where id = ${id}`,
          );
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      ),
    );
    await expectExact();
    // And amounts changed while the same parcels are paid.
    await Promise.all(
      ids.flatMap((id, i) => [
        t.db.transaction(async (tx) => {
          await tx.execute(sql`update parcels set amount_cents = amount_cents + ${i} where id = ${id}`);
          await tx.execute(sql`select pg_sleep(0.003)`);
        }),
        t.db.execute(sql`update parcels set paid_on = null where id = ${ids[(i + 1) % ids.length]}`),
      ]),
    );
    await expectExact();
  });
});
