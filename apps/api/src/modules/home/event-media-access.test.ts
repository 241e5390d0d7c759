import { EVENT_MEDIA_TYPES, homeMessages, todayInSaoPaulo } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, signedInStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { contracts, events, parcels } from '../../db/schema/index';

// The event-media gate reads the student and every contract with its parcels in one statement (decision
// 84); the rule (contractTotals, eventsMediaGate) stays in the domain. These check what that statement
// must gather: every contract of the student, all its parcels, and nobody else's.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayInSaoPaulo(new Date());
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

async function contract(studentId: number, totalCents: number, paid: number[]) {
  const [c] = await t.db.insert(contracts).values({ studentId, totalTermCents: totalCents }).returning();
  if (paid.length === 0) return;
  await t.db.insert(parcels).values(
    paid.map((cents) => ({
      contractId: c!.id,
      amountCents: cents,
      kind: 'Contrato' as const,
      method: 6,
      dueOn: today(),
      paidOn: today(),
    })),
  );
}

async function classWithAlbum(minimumPaidPercent: number) {
  const { graduation, course } = await createGraduation(t.db, { minimumPaidPercent });
  const inClass = { graduationId: graduation.id, courseId: course.id };
  const me = await signedInStudent(t.app, t.db, inClass);
  const mate = await signedInStudent(t.app, t.db, inClass);
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Colação', mediaType: EVENT_MEDIA_TYPES.photo })
    .returning();
  return { me, mate, album: `/eventos/album/${event!.id}` };
}

describe('spec A §5 event media gate, read in one statement (decision 84)', () => {
  it('spec A §5 event media gate: every contract of the student counts, settled against their summed value', async () => {
    const { me, album } = await classWithAlbum(50);
    // 60,000 + 39,999 settled of 200,000: one centavo short of half.
    await contract(me.student.id, 100_000, [30_000, 30_000]);
    await contract(me.student.id, 100_000, [39_999]);
    const refused = await get('/perfil/fotos', me.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(homeMessages.eventsMinimumPaid(50));
    expect((await get(album, me.token)).statusCode).toBe(403);
    // A third contract, worth nothing and holding a centavo, brings it to the minimum.
    await contract(me.student.id, 0, [1]);
    expect((await get('/perfil/fotos', me.token)).statusCode).toBe(200);
    expect((await get(album, me.token)).statusCode).toBe(200);
  });

  it("spec A §5 event media gate: a classmate's payments do not open the student's events", async () => {
    const { me, mate, album } = await classWithAlbum(50);
    await contract(mate.student.id, 100_000, [100_000]);
    await contract(me.student.id, 100_000, [10_000]);
    expect((await get(album, mate.token)).statusCode).toBe(200);
    expect((await get(album, me.token)).statusCode).toBe(403);
    expect((await get('/perfil/fotos', me.token)).statusCode).toBe(403);
  });
});
