import zlib from 'node:zlib';
import {
  albumPhotoListSchema,
  EVENT_MEDIA_TYPES,
  homeMessages,
  photoRefusalText,
  THUMB_MAX_BYTES,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { contracts, events, parcels, photos } from '../../db/schema/index';
import { mediaUrls } from './media-urls';
import { photoOriginals } from './originals';
import { photoAccessService } from './photo-access';
import { photoPipeline } from './pipeline';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'adm-fotos@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

/** A real photo: a gradient of `w`×`h` with its number written on it (sharp draws the SVG). */
async function photo(n: number, w = 900, h = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="#${(n * 2654435).toString(16).slice(-6).padStart(6, '3')}"/><stop offset="1" stop-color="#224466"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><text x="40" y="120" font-size="90" fill="#fff">Foto ${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

function multipart(filename: string, content: Buffer) {
  const boundary = '----portal-fotos';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (eventId: number, filename: string, content: Buffer, token = adminToken) => {
  const body = multipart(filename, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/eventos/${eventId}/fotos`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

async function classWithEvent(overrides: Parameters<typeof createGraduation>[1] = {}) {
  // No minimum paid share unless a test sets one: the album's own rules are what most tests check.
  const { graduation, course } = await createGraduation(t.db, { minimumPaidPercent: 0, ...overrides });
  const inClass = { graduationId: graduation.id, courseId: course.id };
  const me = await signedInStudent(t.app, t.db, inClass);
  const [event] = await t.db
    .insert(events)
    .values({ graduationId: graduation.id, name: 'Colação', mediaType: EVENT_MEDIA_TYPES.photo })
    .returning();
  return { graduation, inClass, me, event: event! };
}

/** Photos sent through the back-office and made ready by the job queue. */
async function publish(eventId: number, count: number, from = 1) {
  for (let i = from; i < from + count; i++)
    expect((await upload(eventId, `foto-${i}.jpg`, await photo(i, 300, 200))).statusCode).toBe(201);
  await t.drainJobs();
}

const rowsOf = (eventId: number) => t.db.select().from(photos).where(eq(photos.eventId, eventId));

describe('photo pipeline: POST /api/admin/eventos/:id/fotos and the derivative job', () => {
  it('decision 65 (pipeline): a photo becomes a private original, a thumbnail of at most 40 KB and a watermarked preview', async () => {
    const { event } = await classWithEvent();
    const big = await photo(1, 3000, 2000);
    const res = await upload(event.id, 'IMG_0001.JPG', big);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'IMG_0001.JPG',
      estado: 'pending',
      motivo: null,
      repetido: false,
    });
    expect(await t.drainJobs()).toBe(1);
    const [row] = await rowsOf(event.id);
    expect(row).toMatchObject({
      state: 'ready',
      width: 3000,
      height: 2000,
      thumbWidth: 400,
      thumbHeight: 267,
    });
    const thumb = await t.storage.get(row!.thumbKey!);
    const thumbBytes = Buffer.concat(await thumb!.stream.toArray());
    expect(thumbBytes.length).toBeLessThanOrEqual(THUMB_MAX_BYTES);
    expect(await sharp(thumbBytes).metadata()).toMatchObject({ width: 400, height: 267, format: 'jpeg' });
    const preview = Buffer.concat(await (await t.storage.get(row!.previewKey!))!.stream.toArray());
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1280, height: 853 });
    // The watermark changes the picture: the preview is not the plain resize of the original.
    const plain = await sharp(big).resize(1280, 853).raw().toBuffer();
    const marked = await sharp(preview).raw().toBuffer();
    let differs = 0;
    for (let i = 0; i < plain.length; i += 3) if (Math.abs(plain[i]! - marked[i]!) > 40) differs++;
    expect(differs).toBeGreaterThan(1000);
    // The original is kept as sent.
    const original = Buffer.concat(await (await t.storage.get(row!.originalKey!))!.stream.toArray());
    expect(original.equals(big)).toBe(true);
    // An event without a cover takes its first photo's preview.
    const [ev] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(ev!.coverKey).toBe(row!.previewKey);
  });

  it("decision 88: the original's CRC-32 is taken when it is stored", async () => {
    const { event } = await classWithEvent();
    const bytes = await photo(7, 320, 200);
    expect((await upload(event.id, 'crc.jpg', bytes)).statusCode).toBe(201);
    expect(await t.drainJobs()).toBe(1);
    const [row] = await rowsOf(event.id);
    expect(row!.crc32).toBe(zlib.crc32(bytes));
  });

  it('decision 65 (pipeline): a file that is not an image, renamed .jpg, is refused with the reason', async () => {
    const { event } = await classWithEvent();
    const res = await upload(event.id, 'contrato.jpg', Buffer.from('%PDF-1.4 não é uma foto'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ estado: 'refused', motivo: 'not_image' });
    expect(await t.drainJobs()).toBe(0);
    const list = await get(`/admin/eventos/${event.id}/fotos`, adminToken);
    expect(list.json()[0]).toMatchObject({ nome: 'contrato.jpg', estado: 'refused', motivo: 'not_image' });
    expect(photoRefusalText.not_image).toBe('O arquivo não é uma imagem (JPEG, PNG ou WebP).');
  });

  it('decision 65 (pipeline): a corrupt JPEG (a valid header, then garbage; or cut short) is refused as corrupt', async () => {
    const { event } = await classWithEvent();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]);
    const whole = await photo(7, 1200, 800);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect((await upload(event.id, 'lixo.jpg', garbage)).json().estado).toBe('pending');
    expect((await upload(event.id, 'cortada.jpg', cut)).json().estado).toBe('pending');
    await t.drainJobs();
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => [r.originalName, r.state, r.refusal]).sort()).toEqual([
      ['cortada.jpg', 'refused', 'corrupt'],
      ['lixo.jpg', 'refused', 'corrupt'],
    ]);
    // No file of a refused photo stays behind.
    expect(rows.every((r) => r.originalKey === null && r.thumbKey === null)).toBe(true);
  });

  it('decision 65 (pipeline): the same content under another name is refused as a duplicate; the same file again is no new row', async () => {
    const { event } = await classWithEvent();
    const bytes = await photo(3);
    expect((await upload(event.id, 'a.jpg', bytes)).statusCode).toBe(201);
    const dup = await upload(event.id, 'copia-de-a.jpg', bytes);
    expect(dup.json()).toMatchObject({ estado: 'refused', motivo: 'duplicate', repetido: false });
    const again = await upload(event.id, 'a.jpg', bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ nome: 'a.jpg', repetido: true });
    await t.drainJobs();
    expect((await rowsOf(event.id)).length).toBe(2);
    // The same photo in another event is no duplicate.
    const other = await classWithEvent();
    expect((await upload(other.event.id, 'a.jpg', bytes)).json().estado).toBe('pending');
  });

  it('decision 65 (pipeline): running the job twice changes nothing (idempotent)', async () => {
    const { event } = await classWithEvent();
    await publish(event.id, 1);
    const [before] = await rowsOf(event.id);
    const pipeline = photoPipeline({ db: t.db, uow: t.app.uow, storage: t.storage, jobs: t.app.jobs });
    expect(await pipeline.derive(before!.id)).toBe('ready');
    const [after] = await rowsOf(event.id);
    expect(after).toEqual(before);
    expect(await t.drainJobs()).toBe(0);
    // A pending photo whose job ran halfway (files written, row not updated) ends the same when run again.
    await t.db.update(photos).set({ state: 'pending' }).where(eq(photos.id, before!.id));
    expect(await pipeline.derive(before!.id)).toBe('ready');
    expect(await pipeline.derive(before!.id)).toBe('ready');
    const [again] = await rowsOf(event.id);
    expect({ ...again, processedAt: null }).toEqual({ ...before, processedAt: null });
  });

  it('decision 65 (pipeline): GET …/fotos/enviadas lists what the event holds so an upload resumes; refused files are not in it', async () => {
    const { event } = await classWithEvent();
    await publish(event.id, 2);
    await upload(event.id, 'texto.jpg', Buffer.from('texto'));
    const res = await get(`/admin/eventos/${event.id}/fotos/enviadas`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { nome: string }) => f.nome)).toEqual(['foto-1.jpg', 'foto-2.jpg']);
    expect(res.json()[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('decision 65 (back-office): only the producer sends, lists or removes photos', async () => {
    const { event, me } = await classWithEvent();
    expect((await upload(event.id, 'x.jpg', await photo(1), me.token)).statusCode).toBe(403);
    expect((await get(`/admin/eventos/${event.id}/fotos`, me.token)).statusCode).toBe(403);
    expect((await get(`/admin/eventos/${event.id}/fotos`)).statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/eventos/${event.id}/fotos/1`,
      headers: bearer(me.token),
    });
    expect(del.statusCode).toBe(403);
    expect((await upload(999_999, 'x.jpg', await photo(1))).statusCode).toBe(404);
  });

  it('decision 65 (back-office): removing a photo takes its files and its cover role with it', async () => {
    const { event } = await classWithEvent();
    await publish(event.id, 1);
    const [row] = await rowsOf(event.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/eventos/${event.id}/fotos/${row!.id}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(event.id)).toEqual([]);
    expect(await t.storage.get(row!.thumbKey!)).toBeNull();
    expect(await t.storage.get(row!.originalKey!)).toBeNull();
    const [ev] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(ev!.coverKey).toBeNull();
  });
});

describe('back-office events: /api/admin/formaturas/:id/eventos and /api/admin/eventos/:id', () => {
  it('decision 65 (back-office): the producer creates, edits and lists events with their photos counted by state', async () => {
    const { graduation } = await createGraduation(t.db);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/admin/formaturas/${graduation.id}/eventos`,
      headers: bearer(adminToken),
      payload: { nome: 'Baile', data: '2026-10-10', tipoMidia: 0, link: null },
    });
    expect(post.statusCode).toBe(201);
    const { id } = post.json();
    await publish(id, 2);
    await upload(id, 'ruim.jpg', Buffer.from('nada'));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/eventos/${id}`,
      headers: bearer(adminToken),
      payload: { nome: 'Baile de gala', data: '2026-10-11', tipoMidia: 0, link: null },
    });
    expect(put.statusCode).toBe(200);
    const list = await get(`/admin/formaturas/${graduation.id}/eventos`, adminToken);
    expect(list.json()).toEqual([
      {
        id,
        nome: 'Baile de gala',
        data: '2026-10-11',
        tipoMidia: 0,
        link: null,
        capa: expect.stringMatching(/^\/api\/midia\//),
        fotos: { prontas: 2, pendentes: 0, recusadas: 1 },
        // decision 120: a new event is a draft ordered by file name.
        publicacao: { estado: 'rascunho', em: null },
        ordem: 'nome',
        // decision 124: not archived.
        arquivado: false,
      },
    ]);
    const one = await get(`/admin/eventos/${id}`, adminToken);
    expect(one.json()).toMatchObject({ id, formatura: graduation.id, nome: 'Baile de gala' });
    expect((await get('/admin/eventos/999999', adminToken)).statusCode).toBe(404);
  });

  it('decision 65 (back-office): a video event needs its link; names are required', async () => {
    const { graduation } = await createGraduation(t.db);
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/formaturas/${graduation.id}/eventos`,
        headers: bearer(adminToken),
        payload,
      });
    expect((await post({ nome: 'Vídeo', data: null, tipoMidia: 1, link: null })).statusCode).toBe(400);
    expect((await post({ nome: '', data: null, tipoMidia: 0, link: null })).statusCode).toBe(400);
    expect(
      (await post({ nome: 'Vídeo', data: null, tipoMidia: 1, link: 'https://v.exemplo.com.br/1' }))
        .statusCode,
    ).toBe(201);
    expect((await post({ nome: 'X', data: null, tipoMidia: 0, link: null })).statusCode).toBe(201);
  });
});

describe('GET /api/eventos/album/:id (spec B §7, §2.8)', () => {
  it('spec B §2.8: a page of the album in order, the total in X-Total-Count, each photo with signed thumbnail and preview', async () => {
    const { event, me } = await classWithEvent();
    await publish(event.id, 5);
    const res = await get(`/eventos/album/${event.id}?pagina=2&porPagina=2`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    // The answer is sent as text, so the wire schema is checked here.
    expect(albumPhotoListSchema.safeParse(body).success).toBe(true);
    const rows = (await rowsOf(event.id)).sort((a, b) => a.position - b.position);
    expect(body.map((p: { id: number }) => p.id)).toEqual([rows[2]!.id, rows[3]!.id]);
    expect(body[0]).toEqual({
      id: rows[2]!.id,
      caminho: expect.stringMatching(
        new RegExp(`^/api/midia/\\d+/[\\w-]{32}/fotos/${event.id}/t/${rows[2]!.id}\\.jpg$`),
      ),
      previa: expect.stringMatching(new RegExp(`/fotos/${event.id}/p/${rows[2]!.id}\\.jpg$`)),
      ignorarCreditos: false,
      largura: 300,
      altura: 200,
    });
    // Past the last page: an empty page, the total still given.
    const past = await get(`/eventos/album/${event.id}?pagina=9&porPagina=2`, me.token);
    expect(past.json()).toEqual([]);
    // The default page size is the spec's 50.
    expect((await get(`/eventos/album/${event.id}`, me.token)).json()).toHaveLength(5);
  });

  it('spec B §2.8: photos still processing or refused are not in the album', async () => {
    const { event, me } = await classWithEvent();
    await publish(event.id, 1);
    await upload(event.id, 'nova.jpg', await photo(99));
    await upload(event.id, 'texto.jpg', Buffer.from('texto'));
    const res = await get(`/eventos/album/${event.id}`, me.token);
    expect(res.json()).toHaveLength(1);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('spec B §6: a restricted student has no album', async () => {
    const { event, inClass } = await classWithEvent();
    const restricted = await signedInStudent(t.app, t.db, { ...inClass, restricted: true });
    const res = await get(`/eventos/album/${event.id}`, restricted.token);
    expect(res.statusCode).toBe(403);
  });

  it("spec B §6: another graduation's event is refused, as missing", async () => {
    const { event } = await classWithEvent();
    const other = await classWithEvent();
    await publish(event.id, 1);
    const res = await get(`/eventos/album/${event.id}`, other.me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().type).toBe('NOT_FOUND');
  });

  it('spec A §5: below the minimum paid share the album is refused with the spec message', async () => {
    const { event, me } = await classWithEvent({ minimumPaidPercent: 50 });
    const [c] = await t.db
      .insert(contracts)
      .values({ studentId: me.student.id, totalTermCents: 100_000 })
      .returning();
    // Unpaid: nothing of the contract settled.
    await t.db
      .insert(parcels)
      .values({ contractId: c!.id, amountCents: 100_000, kind: 'Contrato', method: 6, dueOn: '2026-01-10' });
    const res = await get(`/eventos/album/${event.id}`, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(homeMessages.eventsMinimumPaid(50));
  });

  it('spec B §6: a guest sees the album when the event media gate is open; a visitor is asked to sign in', async () => {
    const { event, inClass } = await classWithEvent();
    await publish(event.id, 1);
    const guest = await signedInStudent(t.app, t.db, { ...inClass, guest: true });
    expect((await get(`/eventos/album/${event.id}`, guest.token)).statusCode).toBe(200);
    expect((await get(`/eventos/album/${event.id}`)).statusCode).toBe(401);
  });

  it('spec B §6: the administrator sees the album only while acting as a student of that graduation', async () => {
    const { event, me } = await classWithEvent();
    await publish(event.id, 1);
    expect((await get(`/eventos/album/${event.id}`, adminToken)).statusCode).toBe(403);
    const act = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agir',
      headers: bearer(adminToken),
      payload: { studentId: me.student.id },
    });
    expect((await get(`/eventos/album/${event.id}`, act.json().token)).statusCode).toBe(200);
  });

  it('spec B §2.8: a video or link event has no album; bad ids and page sizes are refused', async () => {
    const { graduation, me } = await classWithEvent();
    const [video] = await t.db
      .insert(events)
      .values({ graduationId: graduation.id, name: 'Vídeo', mediaType: 1, link: 'https://v.exemplo.com.br' })
      .returning();
    expect((await get(`/eventos/album/${video!.id}`, me.token)).statusCode).toBe(404);
    expect((await get('/eventos/album/abc', me.token)).statusCode).toBe(400);
    expect((await get('/eventos/album/1?porPagina=201', me.token)).statusCode).toBe(400);
    expect((await get('/eventos/album/1?pagina=0', me.token)).statusCode).toBe(400);
  });
});

describe('GET /api/midia/… (signed media addresses)', () => {
  it('decision 66 (media): a thumbnail is served by its signed address with no session, cached for long and immutable', async () => {
    const { event, me } = await classWithEvent();
    await publish(event.id, 1);
    const [p] = (await get(`/eventos/album/${event.id}`, me.token)).json();
    const res = await t.app.inject({ method: 'GET', url: p.caminho });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d{6,}, immutable$/);
    expect(res.rawPayload.length).toBeLessThanOrEqual(THUMB_MAX_BYTES);
    expect((await t.app.inject({ method: 'GET', url: p.previa })).statusCode).toBe(200);
  });

  it('decision 66 (media): a changed key, a wrong signature or an expired address is refused', async () => {
    const { event, me } = await classWithEvent();
    await publish(event.id, 2);
    const [a, b] = (await get(`/eventos/album/${event.id}`, me.token)).json();
    const [, , , exp, sig] = a.caminho.split('/');
    const otherKey = b.caminho.split('/').slice(5).join('/');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/midia/${exp}/${sig}/${otherKey}` })).statusCode,
    ).toBe(403);
    const wrong = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const key = a.caminho.split('/').slice(5).join('/');
    expect((await t.app.inject({ method: 'GET', url: `/api/midia/${exp}/${wrong}/${key}` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/midia/${Number(exp) + 1}/${sig}/${key}` })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/midia/1000/${sig}/${key}` })).statusCode).toBe(
      403,
    );
  });

  it('decision 66 (media): an original never leaves by a media address, even signed', async () => {
    const { event } = await classWithEvent();
    await publish(event.id, 1);
    const [row] = await rowsOf(event.id);
    const forged = mediaUrls('test-secret-test-secret-test-secret-1234').url(row!.originalKey!);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});

describe('originals: photoOriginals().originalForStudent for a photo-access viewer (POST /singledown)', () => {
  it("decision 67 (originals): the student's own event's photo opens; another graduation's, a wrong event or a restricted student are refused", async () => {
    const { event, me, inClass } = await classWithEvent();
    const other = await classWithEvent();
    await publish(event.id, 1);
    const [row] = await rowsOf(event.id);
    const originals = photoOriginals({ db: t.db, storage: t.storage });
    const file = await originals.openOriginal(row!.id);
    expect(file).toMatchObject({
      photoId: row!.id,
      eventId: event.id,
      contentType: 'image/jpeg',
      name: 'foto-1.jpg',
    });
    file!.stream.destroy();
    const access = photoAccessService({
      db: t.db,
      urls: mediaUrls('test-secret-test-secret-test-secret-1234'),
    });
    const asStudent = async (studentId: number, evento: number) =>
      originals.originalForStudent(
        await access.viewer({
          userId: 0,
          role: 'student',
          name: 'x',
          studentId,
          acting: false,
          emailConfirmed: true,
          audit: null,
        }),
        { id: row!.id, evento },
      );
    const mine = await asStudent(me.student.id, event.id);
    mine.stream.destroy();
    await expect(asStudent(other.me.student.id, event.id)).rejects.toMatchObject({ type: 'NOT_FOUND' });
    await expect(asStudent(me.student.id, other.event.id)).rejects.toMatchObject({ type: 'NOT_FOUND' });
    const restricted = await signedInStudent(t.app, t.db, { ...inClass, restricted: true });
    await expect(asStudent(restricted.student.id, event.id)).rejects.toMatchObject({ type: 'FORBIDDEN' });
  });
});
