import { readdirSync } from 'node:fs';
import path from 'node:path';
import { authMessages, faceSearchResultSchema, homeMessages, faceSearchMessages as m } from '@portal/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { admin, caller, classmate, classWithPhotos, type Klass } from '../../../test/order-factories';
import { events, faceSearchAlerts, graduations, photoFaces, photos } from '../../db/schema/index';
import { type DetectedFace, detectFaces } from './engine';
import { descriptorToBytes } from './faces.repository';
import { cropFace, faceFarAway, noFacePicture, samplePhoto, selfieBody } from './search.fixtures';

// Decision 139: the student's search by selfie. The faces are the engine's own (face-api on the package's
// sample photos), written as rows the way indexing writes them; the selfie is a crop of one sample face.

let t: TestContext;
let call: ReturnType<typeof caller>;
let k: Klass;
let selfie: Buffer;
let sample1: DetectedFace[];
let sample6: DetectedFace[];
let photoOf: Record<'seen' | 'stranger' | 'draft' | 'archived' | 'otherClass' | 'pending', number>;
let visibleEvent: number;

let n = 0;
async function photoWithFaces(eventId: number, graduationId: number, faces: DetectedFace[], state = 'ready') {
  const i = ++n;
  const [photo] = await t.db
    .insert(photos)
    .values({
      eventId,
      position: i,
      originalName: `ROSTO_${i}.jpg`,
      contentHash: `rosto-${i}`,
      size: 1000,
      state: state as 'ready',
      originalKey: `fotos/${eventId}/o/${i}.jpg`,
      ...(state === 'ready'
        ? { thumbKey: `fotos/${eventId}/t/${i}.jpg`, previewKey: `fotos/${eventId}/p/${i}.jpg` }
        : {}),
      thumbWidth: 300,
      thumbHeight: 200,
    })
    .returning();
  await t.db.insert(photoFaces).values(
    faces.map((f) => ({
      photoId: photo!.id,
      eventId,
      graduationId,
      ...f.box,
      score: f.score,
      descriptor: descriptorToBytes(f.descriptor),
    })),
  );
  return photo!.id;
}

async function event(graduationId: number, over: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(events)
    .values({ graduationId, name: 'Baile', ...over })
    .returning();
  return row!.id;
}

const setFaceSearch = (graduationId: number, on: boolean) =>
  t.db.update(graduations).set({ faceSearchEnabled: on }).where(eq(graduations.id, graduationId));

const consent = (token: string) =>
  call('POST', '/encontre-suas-fotos/consentimento', token, { versao: '2026-11' });

const search = (token: string | undefined, image: Buffer, query = '') => {
  const body = selfieBody(image);
  return t.app.inject({
    method: 'POST',
    url: `/api/encontre-suas-fotos/busca${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const one = samplePhoto(1);
  [sample1, sample6] = await Promise.all([detectFaces(one), detectFaces(samplePhoto(6))]);
  selfie = await cropFace(one, sample1[0]!.box);

  k = await classWithPhotos(t, 1);
  await setFaceSearch(k.graduation.id, true);
  visibleEvent = await event(k.graduation.id);
  const draft = await event(k.graduation.id, { publishedAt: null });
  const archived = await event(k.graduation.id, { archivedAt: new Date() });
  const other = await classWithPhotos(t, 1);
  await setFaceSearch(other.graduation.id, true);
  const otherEvent = await event(other.graduation.id);
  photoOf = {
    stranger: await photoWithFaces(visibleEvent, k.graduation.id, sample6),
    seen: await photoWithFaces(visibleEvent, k.graduation.id, sample1),
    pending: await photoWithFaces(visibleEvent, k.graduation.id, sample1, 'pending'),
    draft: await photoWithFaces(draft, k.graduation.id, sample1),
    archived: await photoWithFaces(archived, k.graduation.id, sample1),
    otherClass: await photoWithFaces(otherEvent, other.graduation.id, sample1),
  };
  expect((await consent(k.token)).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('POST /encontre-suas-fotos/busca (decision 139)', () => {
  it('decision 139: the selfie finds the photos the face is in, best first, as the album answers them', async () => {
    const res = await search(k.token, selfie);
    expect(res.statusCode).toBe(200);
    const { fotos } = faceSearchResultSchema.parse(res.json());
    expect(fotos.map((f) => f.id)).toEqual([photoOf.seen]);
    expect(fotos[0]).toMatchObject({
      evento: visibleEvent,
      ignorarCreditos: false,
      largura: 300,
      altura: 200,
    });
    expect(fotos[0]!.caminho).toMatch(/^\/api\/midia\//);
    expect(fotos[0]!.previa).toMatch(/^\/api\/midia\//);
    expect(fotos[0]!.distancia).toBeLessThan(0.5);
  });

  it("decision 139: drafts, archived events, pending photos and another class's photos are never found", async () => {
    const { fotos } = faceSearchResultSchema.parse((await search(k.token, selfie)).json());
    const ids = fotos.map((f) => f.id);
    for (const hidden of [
      photoOf.draft,
      photoOf.archived,
      photoOf.pending,
      photoOf.otherClass,
      photoOf.stranger,
    ])
      expect(ids).not.toContain(hidden);
  });

  it('decision 139: photos are ranked by distance, best first', async () => {
    // The producer's widest threshold lets more faces in; the order still starts with the selfie's own.
    await t.db
      .update(graduations)
      .set({ faceMatchThreshold: 0.7 })
      .where(eq(graduations.id, k.graduation.id));
    try {
      const { fotos } = faceSearchResultSchema.parse((await search(k.token, selfie)).json());
      expect(fotos[0]!.id).toBe(photoOf.seen);
      const distances = fotos.map((f) => f.distancia);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    } finally {
      await t.db
        .update(graduations)
        .set({ faceMatchThreshold: 0.5 })
        .where(eq(graduations.id, k.graduation.id));
    }
  });

  it.each([
    ['no face', () => noFacePicture(), m.noFace],
    ['several faces', () => Promise.resolve(samplePhoto(1)), m.severalFaces],
    ['a face too small', () => faceFarAway(selfie, 75), m.tooSmall],
  ])('decision 139: a selfie with %s is refused 422 with its pt-BR text', async (_case, image, text) => {
    const res = await search(k.token, await image());
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(text);
  });

  it('decision 139: a selfie is sniffed by its content: a PDF named .jpg is 415; a broken JPEG is 422', async () => {
    const pdf = await search(k.token, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toBe(m.selfieType);
    const broken = await search(
      k.token,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toBe(m.selfieUnreadable);
  });

  it('decision 139: a selfie over 8 MB is refused 413', async () => {
    const big = Buffer.concat([selfie, Buffer.alloc(8 * 1024 * 1024)]);
    const res = await search(k.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(m.selfieTooLarge);
  });

  it('LGPD art. 11: the selfie is never stored: no file written, no face row added, nothing kept without the alert', async () => {
    const files = filesUnder(t.filesDir);
    const [before] = await t.db.select({ n: count() }).from(photoFaces);
    expect((await search(k.token, selfie)).statusCode).toBe(200);
    expect(filesUnder(t.filesDir)).toEqual(files);
    const [after] = await t.db.select({ n: count() }).from(photoFaces);
    expect(after!.n).toBe(before!.n);
    expect(await t.db.select().from(faceSearchAlerts).where(eq(faceSearchAlerts.userId, k.user.id))).toEqual(
      [],
    );
    // No binary column of any table holds the selfie's bytes (its first 64: the JPEG header and more).
    const head = selfie.subarray(0, 64).toString('hex');
    const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'bytea'`,
      ),
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const c of columns) {
      const hit = await t.db.execute(
        sql`select 1 from ${sql.identifier(c.table_name)} where position(decode(${head}, 'hex') in ${sql.identifier(c.column_name)}) > 0 limit 1`,
      );
      expect(rowsOf(hit), `${c.table_name}.${c.column_name}`).toEqual([]);
    }
  });

  it('decision 139: avisar=1 keeps only the 128-number descriptor; withdrawing the consent deletes it at once', async () => {
    const mine = await classmate(t, k);
    expect((await consent(mine.token)).statusCode).toBe(200);
    expect((await search(mine.token, selfie, '?avisar=1')).statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(faceSearchAlerts)
      .where(eq(faceSearchAlerts.userId, mine.user.id));
    expect(kept!.descriptor).toHaveLength(128);
    expect(kept!.graduationId).toBe(k.graduation.id);
    const state = await call('GET', '/encontre-suas-fotos/consentimento', mine.token);
    expect(state.json().avisar).toBe(true);

    const withdrawn = await call('DELETE', '/encontre-suas-fotos/consentimento', mine.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ consentimento: null, avisar: false });
    expect(
      await t.db.select().from(faceSearchAlerts).where(eq(faceSearchAlerts.userId, mine.user.id)),
    ).toEqual([]);
  });

  it('decision 139: turning face search off for the class deletes its kept descriptors in the same step', async () => {
    const kc = await classWithPhotos(t, 1);
    await setFaceSearch(kc.graduation.id, true);
    await event(kc.graduation.id);
    expect((await consent(kc.token)).statusCode).toBe(200);
    expect((await search(kc.token, selfie, '?avisar=1')).statusCode).toBe(200);
    expect(
      await t.db.select().from(faceSearchAlerts).where(eq(faceSearchAlerts.userId, kc.user.id)),
    ).toHaveLength(1);
    const boss = await admin(t);
    const off = await call('PUT', `/admin/formaturas/${kc.graduation.id}/busca-por-rosto`, boss.token, {
      ativa: false,
      limite: 0.5,
    });
    expect(off.statusCode).toBe(200);
    expect(await t.db.select().from(faceSearchAlerts).where(eq(faceSearchAlerts.userId, kc.user.id))).toEqual(
      [],
    );
    const res = await search(kc.token, selfie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(m.featureOff);
  });
});

describe('who may search (decision 139, decision 97)', () => {
  it('decision 139: without the consent in force the search is 403 with its pt-BR text', async () => {
    const other = await classmate(t, k);
    const res = await search(other.token, selfie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(m.consentRequired);
  });

  it('decision 139: a class with face search off answers 404 with its text, consent or not', async () => {
    const off = await classWithPhotos(t, 1);
    const res = await search(off.token, selfie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(m.featureOff);
  });

  it("decision 97: a student below the class's minimum paid share is refused with the album's text", async () => {
    const below = await classWithPhotos(t, 1, { minimumPaidPercent: 50 });
    await setFaceSearch(below.graduation.id, true);
    expect((await consent(below.token)).statusCode).toBe(200);
    const res = await search(below.token, selfie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(homeMessages.eventsMinimumPaid(50));
  });

  it('decision 139: a restricted student is refused 403', async () => {
    const restricted = await classmate(t, k, { restricted: true });
    expect((await search(restricted.token, selfie)).statusCode).toBe(403);
  });

  it('decision 139: an administrator, acting as the student or not, cannot search with a face', async () => {
    const boss = await admin(t);
    const acting = await boss.actAs(k.student.id);
    const res = await search(acting, selfie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(m.ownFaceOnly);
    expect((await search(boss.token, selfie)).statusCode).toBe(403);
  });

  it('decision 112: no session is 401; a user whose registration is not linked is 404', async () => {
    expect((await search(undefined, selfie)).statusCode).toBe(401);
    const loose = await createUser(t.db, { email: 'solto-rosto@teste.com.br' });
    const res = await search(await signIn(t.app, loose.email), selfie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(authMessages.registrationNotLinked);
  });
});
