import { albumPhotoListSchema, EVENT_MEDIA_TYPES, homeMessages, todayInSaoPaulo } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { contracts, events, parcels, photos } from '../../db/schema/index';

// Album pages read in one statement and kept built (decision 84). Photos are written as rows here (the
// album reads no file), in every state and position an ingest can leave them in.

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'adm-album@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

type AlbumPhoto = { id: number; caminho: string; previa: string; ignorarCreditos: boolean };

async function classWithEvent(minimumPaidPercent = 0) {
  const { graduation, course } = await createGraduation(t.db, { minimumPaidPercent });
  const me = await signedInStudent(t.app, t.db, { graduationId: graduation.id, courseId: course.id });
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Baile', mediaType: EVENT_MEDIA_TYPES.photo })
    .returning();
  return { graduation, me, event: event! };
}

let fileNumber = 0;
/** Photo rows of `eventId` at the given positions, in the given state. */
async function addPhotos(
  eventId: number,
  positions: number[],
  state: 'ready' | 'pending' | 'refused' = 'ready',
) {
  const rows = await t.db
    .insert(photos)
    .values(
      positions.map((position) => {
        const n = ++fileNumber;
        return {
          eventId,
          position,
          originalName: `IMG_${n}.jpg`,
          contentHash: `hash-${n}`,
          size: 1000,
          originalKey: state === 'refused' ? null : `fotos/${eventId}/o/${n}.jpg`,
          ...(state === 'ready'
            ? {
                thumbKey: `fotos/${eventId}/t/${n}.jpg`,
                previewKey: `fotos/${eventId}/p/${n}.jpg`,
                width: 900,
                height: 600,
                thumbWidth: 300,
                thumbHeight: 200,
                processedAt: new Date(),
              }
            : {}),
          state,
          ...(state === 'refused' ? { refusal: 'corrupt' as const } : {}),
        };
      }),
    )
    .returning();
  return rows;
}

const page = async (eventId: number, token: string, pagina: number, porPagina: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/eventos/album/${eventId}?pagina=${pagina}&porPagina=${porPagina}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as AlbumPhoto[];
  expect(albumPhotoListSchema.safeParse(body).success).toBe(true);
  return { ids: body.map((p) => p.id), body, total: Number(res.headers['x-total-count']) };
};

describe('GET /api/eventos/album/:id: paging (spec B §2.8, decision 84)', () => {
  it('spec B §2.8 album order: every page holds the ready photos after (page − 1) × size, by position then id, whatever lies between', async () => {
    const { event, me } = await classWithEvent();
    // Positions with gaps and ties, interleaved with photos still processing and refused ones.
    const ready = await addPhotos(event.id, [7, 1, 3, 3, 12, 5, 9, 2, 20, 11, 4]);
    await addPhotos(event.id, [6, 8], 'pending');
    await addPhotos(event.id, [10, 0], 'refused');
    const order = [...ready].sort((a, b) => a.position - b.position || a.id - b.id).map((p) => p.id);
    const seen: number[] = [];
    for (let pagina = 1; pagina <= 4; pagina++) {
      const { ids, total } = await page(event.id, me.token, pagina, 3);
      expect(total).toBe(11);
      expect(ids).toEqual(order.slice((pagina - 1) * 3, pagina * 3));
      seen.push(...ids);
    }
    expect(seen).toEqual(order);
    // Past the end: an empty page with the total; an event without photos: an empty page, total 0.
    expect(await page(event.id, me.token, 5, 3)).toMatchObject({ ids: [], total: 11 });
    const { event: empty, me: other } = await classWithEvent();
    expect(await page(empty.id, other.token, 1, 50)).toMatchObject({ ids: [], total: 0 });
  });

  it('spec B §2.8 album: page 100 of 5,000 photos is the 4,951st to the 5,000th', async () => {
    const { event, me } = await classWithEvent();
    const positions = Array.from({ length: 5000 }, (_, i) => i + 1);
    for (let i = 0; i < positions.length; i += 1000) await addPhotos(event.id, positions.slice(i, i + 1000));
    const all = await t.db
      .select({ id: photos.id, position: photos.position })
      .from(photos)
      .where(eq(photos.eventId, event.id));
    const order = all.sort((a, b) => a.position - b.position || a.id - b.id).map((p) => p.id);
    const last = await page(event.id, me.token, 100, 50);
    expect(last.total).toBe(5000);
    expect(last.ids).toEqual(order.slice(4950));
    expect((await page(event.id, me.token, 1, 50)).ids).toEqual(order.slice(0, 50));
    expect((await page(event.id, me.token, 25, 200)).ids).toEqual(order.slice(4800));
  });
});

describe('GET /api/eventos/album/:id: a kept page follows every change (decision 84)', () => {
  it('decision 84: a new photo, a refusal, a deletion and a credit flag each show on the next call', async () => {
    const { event, me } = await classWithEvent();
    const [a, b, c] = await addPhotos(event.id, [1, 2, 3]);
    const first = await page(event.id, me.token, 1, 2);
    expect(first.ids).toEqual([a!.id, b!.id]);
    expect(await page(event.id, me.token, 1, 2)).toEqual(first);

    // The producer marks a photo as outside the credits.
    await t.db.update(photos).set({ ignoreCredits: true }).where(eq(photos.id, b!.id));
    const flagged = await page(event.id, me.token, 1, 2);
    expect(flagged.body.map((p) => p.ignorarCreditos)).toEqual([false, true]);

    // A photo sent earlier is made ready by the pipeline ahead of the page.
    const [pending] = await addPhotos(event.id, [0], 'pending');
    expect((await page(event.id, me.token, 1, 2)).ids).toEqual([a!.id, b!.id]);
    await t.db
      .update(photos)
      .set({
        state: 'ready',
        thumbKey: `fotos/${event.id}/t/novo.jpg`,
        previewKey: `fotos/${event.id}/p/novo.jpg`,
        thumbWidth: 300,
        thumbHeight: 200,
      })
      .where(eq(photos.id, pending!.id));
    const grown = await page(event.id, me.token, 1, 2);
    expect(grown).toMatchObject({ ids: [pending!.id, a!.id], total: 4 });
    expect(grown.body[0]!.caminho).toMatch(/\/fotos\/\d+\/t\/novo\.jpg$/);

    // A file the pipeline refuses after all never joins the album.
    const [late] = await addPhotos(event.id, [-1], 'pending');
    await t.db.update(photos).set({ state: 'refused', refusal: 'corrupt' }).where(eq(photos.id, late!.id));
    expect(await page(event.id, me.token, 1, 2)).toMatchObject({ ids: [pending!.id, a!.id], total: 4 });

    // The producer removes a photo in the back-office.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/eventos/${event.id}/fotos/${a!.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await page(event.id, me.token, 1, 2)).toMatchObject({ ids: [pending!.id, b!.id], total: 3 });
    expect(await page(event.id, me.token, 2, 2)).toMatchObject({ ids: [c!.id], total: 3 });
  });

  it('decision 84: the kept page is only sent once the gate and the graduation let the caller through', async () => {
    const { event, me } = await classWithEvent(50);
    await addPhotos(event.id, [1, 2]);
    const [contract] = await t.db
      .insert(contracts)
      .values({ studentId: me.student.id, totalTermCents: 100_000 })
      .returning();
    const today = todayInSaoPaulo(new Date());
    await t.db.insert(parcels).values({
      contractId: contract!.id,
      amountCents: 50_000,
      kind: 'Contrato',
      method: 6,
      dueOn: today,
      paidOn: today,
    });
    expect((await page(event.id, me.token, 1, 50)).ids).toHaveLength(2);

    // The payment is undone: the same page, just kept, is refused with the spec's text.
    await t.db.update(parcels).set({ paidOn: null }).where(eq(parcels.contractId, contract!.id));
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/eventos/album/${event.id}?pagina=1&porPagina=50`,
      headers: bearer(me.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(homeMessages.eventsMinimumPaid(50));

    // A student of another graduation asking for the same page gets 404, not the kept answer.
    const { me: stranger } = await classWithEvent();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/eventos/album/${event.id}?pagina=1&porPagina=50`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(404);
  });
});
