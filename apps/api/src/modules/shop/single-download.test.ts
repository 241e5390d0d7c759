import { authMessages, shopApiMessages } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { events, type graduations, photos } from '../../db/schema/index';

let t: TestContext;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

let seq = 0;
/** A class whose event holds two ready photos with originals in storage; the second ignores credits. */
async function classWithPhotos(overrides: Partial<typeof graduations.$inferInsert> = {}) {
  const { graduation, course } = await createGraduation(t.db, {
    allDigitalFree: true,
    minimumPaidPercent: 0,
    ...overrides,
  });
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Baile' })
    .returning();
  const rows = await t.db
    .insert(photos)
    .values(
      [0, 1].map((position) => ({
        eventId: event!.id,
        position,
        originalName: `baile-${position}.jpg`,
        contentHash: `h-${++seq}`,
        size: jpeg.length,
        originalKey: `photos/${event!.id}/orig-${seq}.jpg`,
        state: 'ready' as const,
        ignoreCredits: position === 1,
      })),
    )
    .returning();
  for (const row of rows) await t.storage.put(row.originalKey!, jpeg);
  return { graduation, course, event: event!, photos: rows };
}
type Klass = Awaited<ReturnType<typeof classWithPhotos>>;

const download = (token: string | undefined, k: Klass, i = 0, evento = k.event.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/singledown',
    headers: token ? bearer(token) : {},
    payload: { id: k.photos[i]!.id, evento, caminho: '/qualquer.jpg' },
  });
const studentOf = (k: Klass, flags = {}) =>
  signedInStudent(t.app, t.db, { graduationId: k.graduation.id, courseId: k.course.id, ...flags });

describe('POST /singledown', () => {
  it('spec B §2.8, §5.3: with every digital photo free, the original comes as img.jpg, never cached', async () => {
    const k = await classWithPhotos();
    const { token } = await studentOf(k);
    const res = await download(token, k);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="img.jpg"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, jpeg)).toBe(0);
  });

  it.each([
    ['spec B §5.3: a class whose digital photos are not free', {}, 0, { allDigitalFree: false }],
    ['spec B §3: a photo that ignores credits', {}, 1, {}],
    ['spec B §5.3: a course that ignores credits', { ignoreCredits: true }, 0, {}],
    ['spec B §1, §6: a guest, who gets no credits', { guest: true }, 0, {}],
  ])('%s: refused, to be bought', async (_name, flags, index, grad) => {
    const k = await classWithPhotos(grad);
    const { token } = await studentOf(k, flags);
    const res = await download(token, k, index);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: shopApiMessages.singleDownloadClosed, type: 'FORBIDDEN' });
  });

  it('spec B §6: a restricted student has no album, so no download', async () => {
    const k = await classWithPhotos();
    const { token } = await studentOf(k, { restricted: true });
    expect((await download(token, k)).json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
  });

  it("spec B §6: another class's photo, or a photo named with another event, answers 404", async () => {
    const mine = await classWithPhotos();
    const other = await classWithPhotos();
    const { token } = await studentOf(mine);
    expect((await download(token, other)).statusCode).toBe(404);
    expect((await download(token, mine, 0, other.event.id)).statusCode).toBe(404);
  });

  it('spec A §5: below the minimum paid share of a class that asks one, the album gate refuses', async () => {
    const k = await classWithPhotos({ minimumPaidPercent: 50 });
    const { token } = await studentOf(k);
    expect((await download(token, k)).statusCode).toBe(403);
  });

  it('spec B §6: an administrator acting as the student downloads; idle, or a visitor, is refused', async () => {
    const k = await classWithPhotos();
    const { student } = await studentOf(k);
    await createUser(t.db, { email: 'admin-down@teste.com.br', role: 'admin' });
    const admin = await signIn(t.app, 'admin-down@teste.com.br');
    expect((await download(admin, k)).statusCode).toBe(403);
    const acting = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/agir',
        headers: bearer(admin),
        payload: { studentId: student.id },
      })
    ).json().token;
    expect((await download(acting, k)).statusCode).toBe(200);
    expect((await download(undefined, k)).statusCode).toBe(401);
  });
});
