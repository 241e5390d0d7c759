// The fixture the notification and jobs benches share (decisions 100 and 121): open contract parcels, signed
// sandbox approvals of them, requests kept a few in flight, and the wait until the parcels are paid.
import { randomUUID } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { parcels } from '../../apps/api/src/db/schema/index';
import { sandboxChargeId, signSandboxNotification } from '../../apps/api/src/modules/finance';
import { createGraduation, createStudent } from '../../apps/api/test/factories';
import { createContract } from '../../apps/api/test/finance-factories';

/** The PAYMENT_WEBHOOK_SECRET the benches' portals are built with. */
export const SANDBOX_SECRET = 'bench-sandbox-webhook-secret-0123456789abcdef';
/** Each parcel's value, in centavos. */
export const AMOUNT = 10_000;

/**
 * `n` unpaid parcels, `perContract` to a contract of its own student (one class): a day's payments come
 * from many students, and applying one locks its contract (the open balance), not the others.
 */
export async function openParcels(db: Db, n: number, perContract: number) {
  if (n === 0) return [];
  const { graduation, course } = await createGraduation(db);
  const ids: number[] = [];
  for (let done = 0; done < n; done += perContract) {
    const count = Math.min(perContract, n - done);
    const student = await createStudent(db, { graduationId: graduation.id, courseId: course.id });
    const { parcels: made } = await createContract(db, student.id, {
      totalCents: AMOUNT * count,
      parcels: Array.from({ length: count }, () => ({ amountCents: AMOUNT, method: 2 })),
    });
    ids.push(...made.map((p) => p.id));
  }
  return ids;
}

/** A signed sandbox approval of a card payment of `parcelId`, paid on `paidOn` (its own event id each time). */
export function approval(parcelId: number, paidOn: string, charge?: string) {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    charge:
      charge ??
      sandboxChargeId(SANDBOX_SECRET, {
        method: 'card',
        type: 'Contrato',
        parcelId,
        amountCents: AMOUNT,
        instalments: 1,
      }),
    status: 'approved',
    amount: AMOUNT,
    paidOn,
  });
  return { body, headers: signSandboxNotification(SANDBOX_SECRET, body) };
}

/** Runs `work` on each item, `lanes` at a time, as that many clients would. */
export async function inFlight<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** How many of `ids` are still unpaid. */
export async function unpaid(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(inArray(parcels.id, ids), isNull(parcels.paidOn)));
  return rows.length;
}

/** Waits until `ids` are all paid; the time it took since `start`, in seconds (300 at the most). */
export async function paidBy(db: Db, ids: number[], start: number) {
  if (ids.length === 0) return 0;
  for (;;) {
    const left = await unpaid(db, ids);
    const seconds = (performance.now() - start) / 1000;
    if (left === 0) return seconds;
    if (seconds > 300) throw new Error(`${left} parcels still unpaid after 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
