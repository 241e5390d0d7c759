import { addDays, type CartItem, cartItemToWire, globalMessages } from '@portal/domain';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classmate,
  classWithPhotos,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { auditLog, events, photos } from '../../db/schema/index';
import { eventTexts } from './events-admin.service';
import { exifTakenAt } from './exif-taken-at';

// Decision 120: an event is a draft until the producer publishes it (now or at a scheduled time), and its
// album follows the order the producer chose (file name, capture time, manual).

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  adminToken = (await admin(t)).token;
});
afterAll(() => t.close());

const wire = (cart: readonly CartItem[]) => cart.map(cartItemToWire);
const photoRef = (k: Klass, i: number) => ({ id: k.photos[i]!.id, evento: k.event.id, caminho: '/x.jpg' });

/** A class whose event holds ready photos, every digital photo free (so a single download answers). */
async function draftClass() {
  const k = await classWithPhotos(t, 2, {
    minimumPaidPercent: 0,
    allDigitalFree: true,
    complementaryEnabled: true,
    complementaryDeadline: addDays(today(), 5),
  });
  await t.db
    .update(events)
    .set({ coverKey: k.photos[0]!.originalKey, publishedAt: null })
    .where(eq(events.id, k.event.id));
  return k;
}

/** What the student gets on every path that shows, sells or hands out the event's photos. */
async function studentPaths(k: Klass) {
  const homeEvents = await call('GET', '/perfil/fotos', k.token);
  const cart = wire([photoLine(k, 0, 'digital')]);
  const paths: [string, 'GET' | 'POST', string, object?][] = [
    ['album page', 'GET', `/eventos/album/${k.event.id}`],
    ['event cover', 'GET', `/eventos/${k.event.id}/capa`],
    ['cart save', 'POST', '/cache', { tipo: 'cart', content: cart }],
    ['checkout', 'POST', '/pedidos/preencher', fillBody([photoLine(k, 0, 'digital')], 15)],
    ['single download', 'POST', '/singledown', photoRef(k, 0)],
  ];
  const answers: Record<string, number> = {
    "home's events": (homeEvents.json() as { evid: number }[]).some((e) => e.evid === k.event.id) ? 200 : 404,
  };
  for (const [name, method, url, body] of paths)
    answers[name] = (await call(method, url, k.token, body)).statusCode;
  return answers;
}

const everyPath = (status: number) => ({
  "home's events": status,
  'album page': status,
  'event cover': status,
  'cart save': status,
  checkout: status,
  'single download': status,
});

const publication = (eventId: number, body: object, token = adminToken) =>
  call('PUT', `/admin/eventos/${eventId}/publicacao`, token, body);

describe('decision 120: students never see a draft or a schedule not yet due', () => {
  it('decision 120: a draft is unknown to the student on the album, home, cover, cart, checkout and download', async () => {
    const k = await draftClass();
    expect(await studentPaths(k)).toEqual(everyPath(404));
    const album = await call('GET', `/eventos/album/${k.event.id}`, k.token);
    expect(album.json().error).toBe(globalMessages.notFound);
  });

  it('decision 120: published, the same paths answer', async () => {
    const k = await draftClass();
    const res = await publication(k.event.id, { acao: 'publicar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'publicado', em: expect.any(String) });
    expect(await studentPaths(k)).toEqual(everyPath(200));
  });

  it('decision 120: a scheduled event stays hidden until its time, then appears with nothing run', async () => {
    const k = await draftClass();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await publication(k.event.id, { acao: 'agendar', em: at });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'agendado', em: at });
    expect((await call('GET', `/admin/eventos/${k.event.id}`, adminToken)).json().publicacao).toEqual({
      estado: 'agendado',
      em: at,
    });
    expect((await call('GET', `/eventos/album/${k.event.id}`, k.token)).statusCode).toBe(404);
    // The hour passes.
    await t.db
      .update(events)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(events.id, k.event.id));
    expect((await call('GET', `/eventos/album/${k.event.id}`, k.token)).statusCode).toBe(200);
    const home = (await call('GET', '/perfil/fotos', k.token)).json() as { evid: number }[];
    expect(home.map((e) => e.evid)).toContain(k.event.id);
    expect((await call('GET', `/admin/eventos/${k.event.id}`, adminToken)).json().publicacao.estado).toBe(
      'publicado',
    );
  });

  it('decision 120: back to draft hides a published event at once', async () => {
    const k = await draftClass();
    await publication(k.event.id, { acao: 'publicar' });
    expect((await call('GET', `/eventos/album/${k.event.id}`, k.token)).statusCode).toBe(200);
    const res = await publication(k.event.id, { acao: 'rascunho' });
    expect(res.json()).toEqual({ estado: 'rascunho', em: null });
    expect((await call('GET', `/eventos/album/${k.event.id}`, k.token)).statusCode).toBe(404);
  });

  it('decision 120: a schedule in the past or without a time is refused in Portuguese', async () => {
    const k = await draftClass();
    const past = await publication(k.event.id, { acao: 'agendar', em: '2020-01-01T10:00:00-03:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(eventTexts.scheduleInFuture);
    const none = await publication(k.event.id, { acao: 'agendar' });
    expect(none.statusCode).toBe(400);
    expect((await publication(999_999, { acao: 'publicar' })).statusCode).toBe(404);
  });

  it('decision 120: an event created in the back-office starts as a draft, the seed and older events as published', async () => {
    const k = await draftClass();
    const created = await call('POST', `/admin/formaturas/${k.graduation.id}/eventos`, adminToken, {
      nome: 'Baile',
      data: null,
      tipoMidia: 0,
      link: null,
    });
    expect(created.statusCode).toBe(201);
    const detail = (await call('GET', `/admin/eventos/${created.json().id}`, adminToken)).json();
    expect(detail).toMatchObject({ publicacao: { estado: 'rascunho', em: null }, ordem: 'nome' });
    const [inserted] = await t.db
      .insert(events)
      .values({ graduationId: k.graduation.id, name: 'Antigo' })
      .returning();
    expect(inserted!.publishedAt).not.toBeNull();
    expect(inserted!.albumOrder).toBe('manual');
  });
});

/** A JPEG whose EXIF says when it was taken (or nothing). */
async function jpeg(n: number, takenAt?: string) {
  const image = sharp({
    create: { width: 60 + n, height: 40, channels: 3, background: { r: n * 20, g: 90, b: 160 } },
  }).jpeg();
  return (takenAt ? image.withExif({ IFD2: { DateTimeOriginal: takenAt } }) : image).toBuffer();
}

function multipart(filename: string, content: Buffer) {
  const boundary = '----portal-ordem';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${adminToken}`,
    },
  };
}

/** A published event of the class whose photos arrive out of order: 'foto 10', 'foto 2', 'foto 1', 'foto 3'. */
async function orderedClass() {
  const k = await classWithPhotos(t, 0);
  const created = await call('POST', `/admin/formaturas/${k.graduation.id}/eventos`, adminToken, {
    nome: 'Colação',
    data: null,
    tipoMidia: 0,
    link: null,
  });
  const eventId = created.json().id as number;
  const files: [string, string][] = [
    ['foto 10.jpg', '2026:05:10 20:00:00'],
    ['foto 2.jpg', '2026:05:10 21:00:00'],
    ['foto 1.jpg', '2026:05:10 22:00:00'],
    ['foto 3.jpg', ''],
  ];
  const ids: Record<string, number> = {};
  for (const [i, [name, when]] of files.entries()) {
    const body = multipart(name, await jpeg(i + 1, when || undefined));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/eventos/${eventId}/fotos`, ...body });
    expect(res.statusCode).toBe(201);
    ids[name] = res.json().id;
  }
  await t.drainJobs();
  await publication(eventId, { acao: 'publicar' });
  const albumNames = async () => {
    const res = await call('GET', `/eventos/album/${eventId}`, k.token);
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (res.json() as { id: number }[]).map((p) => byId[p.id]);
  };
  return { k, eventId, ids, albumNames };
}

describe('decision 120: the album follows the order the producer chose', () => {
  it('decision 120: by file name, "foto 2" before "foto 10", whatever order the upload finished in', async () => {
    const { albumNames } = await orderedClass();
    expect(await albumNames()).toEqual(['foto 1.jpg', 'foto 2.jpg', 'foto 3.jpg', 'foto 10.jpg']);
  });

  it('decision 120: by capture time (EXIF), photos without one last', async () => {
    const { eventId, ids, albumNames } = await orderedClass();
    const res = await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'data' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ordem: 'data' });
    expect(await albumNames()).toEqual(['foto 10.jpg', 'foto 2.jpg', 'foto 1.jpg', 'foto 3.jpg']);
    const [row] = await t.db.select().from(photos).where(eq(photos.id, ids['foto 10.jpg']!));
    // Written without a zone: read as Brasília's time.
    expect(row!.takenAt?.toISOString()).toBe('2026-05-10T23:00:00.000Z');
  });

  it('decision 120: manual starts from the order shown, and a move writes only the moved photo', async () => {
    const { eventId, ids, albumNames } = await orderedClass();
    await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'manual' });
    expect(await albumNames()).toEqual(['foto 1.jpg', 'foto 2.jpg', 'foto 3.jpg', 'foto 10.jpg']);
    const before = await t.db.select().from(photos).where(eq(photos.eventId, eventId));
    const moved = ids['foto 10.jpg']!;
    const res = await call('PUT', `/admin/eventos/${eventId}/fotos/${moved}/posicao`, adminToken, {
      posicao: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ posicao: 2 });
    expect(await albumNames()).toEqual(['foto 1.jpg', 'foto 10.jpg', 'foto 2.jpg', 'foto 3.jpg']);
    const after = await t.db.select().from(photos).where(eq(photos.eventId, eventId));
    const changed = after.filter((p) => before.find((b) => b.id === p.id)!.position !== p.position);
    expect(changed.map((p) => p.id)).toEqual([moved]);
    // First, and past the end (the end).
    await call('PUT', `/admin/eventos/${eventId}/fotos/${ids['foto 3.jpg']}/posicao`, adminToken, {
      posicao: 1,
    });
    await call('PUT', `/admin/eventos/${eventId}/fotos/${ids['foto 1.jpg']}/posicao`, adminToken, {
      posicao: 99,
    });
    expect(await albumNames()).toEqual(['foto 3.jpg', 'foto 10.jpg', 'foto 2.jpg', 'foto 1.jpg']);
    const list = await call('GET', `/admin/eventos/${eventId}/album?porPagina=2&pagina=2`, adminToken);
    expect(list.headers['x-total-count']).toBe('4');
    expect(list.json().map((p: { nome: string; posicao: number }) => [p.nome, p.posicao])).toEqual([
      ['foto 2.jpg', 3],
      ['foto 1.jpg', 4],
    ]);
  });

  it('decision 120: moves that use up a gap spread the positions out again, the order kept', async () => {
    const { eventId, ids, albumNames } = await orderedClass();
    await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'manual' });
    // Twelve moves into the same place halve the gap each time (1024 → 0) and then need a spread.
    for (let i = 0; i < 12; i++) {
      const name = i % 2 === 0 ? 'foto 10.jpg' : 'foto 3.jpg';
      const res = await call('PUT', `/admin/eventos/${eventId}/fotos/${ids[name]}/posicao`, adminToken, {
        posicao: 2,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await albumNames()).toEqual(['foto 1.jpg', 'foto 3.jpg', 'foto 10.jpg', 'foto 2.jpg']);
  });

  it("decision 120: a move needs the manual order; another event's photo is unknown", async () => {
    const { eventId, ids } = await orderedClass();
    const other = await orderedClass();
    const res = await call(
      'PUT',
      `/admin/eventos/${eventId}/fotos/${ids['foto 2.jpg']}/posicao`,
      adminToken,
      {
        posicao: 1,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(eventTexts.moveNeedsManual);
    await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'manual' });
    const foreign = await call(
      'PUT',
      `/admin/eventos/${eventId}/fotos/${other.ids['foto 2.jpg']}/posicao`,
      adminToken,
      {
        posicao: 1,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const zero = await call(
      'PUT',
      `/admin/eventos/${eventId}/fotos/${ids['foto 2.jpg']}/posicao`,
      adminToken,
      {
        posicao: 0,
      },
    );
    expect(zero.statusCode).toBe(400);
    const bad = await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'aleatoria' });
    expect(bad.statusCode).toBe(400);
  });

  it('decision 120: photos received before sort keys get theirs when the producer orders by name', async () => {
    const { k, eventId, ids, albumNames } = await orderedClass();
    await t.db.update(photos).set({ nameKey: null }).where(eq(photos.eventId, eventId));
    await t.db.update(events).set({ albumOrder: 'manual' }).where(eq(events.id, eventId));
    await call('PUT', `/admin/eventos/${eventId}/fotos/${ids['foto 10.jpg']}/posicao`, adminToken, {
      posicao: 1,
    });
    expect((await albumNames())[0]).toBe('foto 10.jpg');
    const res = await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'nome' });
    expect(res.statusCode).toBe(200);
    expect(await albumNames()).toEqual(['foto 1.jpg', 'foto 2.jpg', 'foto 3.jpg', 'foto 10.jpg']);
    expect(k.event.id).not.toBe(eventId);
  });
});

describe('decision 120: who may publish and order an album', () => {
  it('decision 120: students, committee members and visitors are refused; every change is audited', async () => {
    const { k, eventId, ids } = await orderedClass();
    const committee = await classmate(t, k, { committee: true });
    const calls: ['GET' | 'PUT', string, object?][] = [
      ['PUT', `/admin/eventos/${eventId}/publicacao`, { acao: 'rascunho' }],
      ['PUT', `/admin/eventos/${eventId}/ordem`, { ordem: 'manual' }],
      ['PUT', `/admin/eventos/${eventId}/fotos/${ids['foto 2.jpg']}/posicao`, { posicao: 1 }],
      ['GET', `/admin/eventos/${eventId}/album`],
    ];
    for (const [method, url, body] of calls) {
      expect([url, (await call(method, url, k.token, body)).statusCode]).toEqual([url, 403]);
      expect([url, (await call(method, url, committee.token, body)).statusCode]).toEqual([url, 403]);
      expect([url, (await call(method, url, undefined, body)).statusCode]).toEqual([url, 401]);
    }
    expect((await call('GET', `/eventos/album/${eventId}`, k.token)).statusCode).toBe(200);
    await call('PUT', `/admin/eventos/${eventId}/ordem`, adminToken, { ordem: 'manual' });
    await call('PUT', `/admin/eventos/${eventId}/fotos/${ids['foto 2.jpg']}/posicao`, adminToken, {
      posicao: 1,
    });
    await publication(eventId, { acao: 'rascunho' });
    const trail = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.graduationId, k.graduation.id), like(auditLog.action, '%/admin/eventos/%')));
    const actions = trail.map((r) => r.action).join('\n');
    expect(actions).toMatch(/publicacao/);
    expect(actions).toMatch(/ordem/);
    expect(actions).toMatch(/posicao/);
  });
});

describe('decision 120: capture time from EXIF', () => {
  it('decision 120: DateTimeOriginal with its offset, without one as Brasília time, none as null', async () => {
    const read = async (buffer: Buffer) => exifTakenAt((await sharp(buffer).metadata()).exif);
    expect((await read(await jpeg(1, '2026:05:10 14:03:22')))?.toISOString()).toBe(
      '2026-05-10T17:03:22.000Z',
    );
    const withOffset = await sharp(await jpeg(2))
      .withExif({ IFD2: { DateTimeOriginal: '2026:05:10 14:03:22', OffsetTimeOriginal: '+01:00' } })
      .jpeg()
      .toBuffer();
    expect((await read(withOffset))?.toISOString()).toBe('2026-05-10T13:03:22.000Z');
    expect(await read(await jpeg(3))).toBeNull();
    expect(exifTakenAt(Buffer.from('Exif\0\0II*\0\x08\0\0\0\xff', 'latin1'))).toBeNull();
  });
});
