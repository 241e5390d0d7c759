import { addDays, archiveMessages, authMessages, type CartItem, cartItemToWire } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStudent } from '../../../test/factories';
import { today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  admin,
  caller,
  classWithPhotos,
  fillBody,
  type Klass,
  photoLine,
  seedCatalogue,
} from '../../../test/order-factories';
import { auditLog, events, orders, photos } from '../../db/schema/index';
import { eventDeleteRefusal } from './events-archive.service';

// Decision 124 (events): an event can be archived (students lose it exactly as they lose a draft, decision
// 120) and deleted while no order holds its photos; its photos' files and its cover go with it.

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
let adminId: number;
let actAs: (studentId: number) => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedCatalogue(t);
  const a = await admin(t);
  adminToken = a.token;
  adminId = a.user.id;
  actAs = a.actAs;
});
afterAll(() => t.close());

const wire = (cart: readonly CartItem[]) => cart.map(cartItemToWire);

/** A class whose published event holds ready photos, every digital photo free (a single download answers). */
async function publishedClass(count = 2) {
  const k = await classWithPhotos(t, count, {
    minimumPaidPercent: 0,
    allDigitalFree: true,
    complementaryEnabled: true,
    complementaryDeadline: addDays(today(), 5),
  });
  const cover = `eventos/${k.event.id}-capa.jpg`;
  await t.storage.put(cover, Buffer.from('capa'));
  await t.db.update(events).set({ coverKey: cover }).where(eq(events.id, k.event.id));
  return { ...k, cover };
}

/** What the student gets on every path that shows, sells or hands out the event's photos. */
async function studentPaths(k: Klass) {
  const homeEvents = await call('GET', '/perfil/fotos', k.token);
  const ref = { id: k.photos[0]!.id, evento: k.event.id, caminho: '/x.jpg' };
  const paths: [string, 'GET' | 'POST', string, object?][] = [
    ['album page', 'GET', `/eventos/album/${k.event.id}`],
    ['event cover', 'GET', `/eventos/${k.event.id}/capa`],
    ['cart save', 'POST', '/cache', { tipo: 'cart', content: wire([photoLine(k, 0, 'digital')]) }],
    ['checkout', 'POST', '/pedidos/preencher', fillBody([photoLine(k, 0, 'digital')], 15)],
    ['single download', 'POST', '/singledown', ref],
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

/** A paid digital order of every photo of the class. */
async function paidOrder(k: Klass) {
  const cart = k.photos.map((_, i) => photoLine(k, i, 'digital'));
  const order = (await call('POST', '/pedidos/preencher', k.token, fillBody(cart, 15 * cart.length))).json();
  await t.db.update(orders).set({ paidOn: today() }).where(eq(orders.id, order.pedId));
  return order.pedId as number;
}

const auditOf = (code: string, eventId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.code, code), eq(auditLog.userId, adminId)))
    .then((rows) => rows.filter((r) => (r.detail as { id?: number })?.id === eventId));

const listed = async (graduationId: number, archived = false) =>
  (
    (
      await call(
        'GET',
        `/admin/formaturas/${graduationId}/eventos${archived ? '?arquivados=1' : ''}`,
        adminToken,
      )
    ).json() as { id: number; arquivado: boolean }[]
  ).map((e) => ({ id: e.id, arquivado: e.arquivado }));

describe('decision 124: who may archive and delete an event', () => {
  it('decision 124: students, the committee, callers without a session and acting sessions are refused', async () => {
    const k = await publishedClass(1);
    const student = (await signedInStudent(t.app, t.db)).token;
    const committee = (await signedInStudent(t.app, t.db, { committee: true })).token;
    const acting = await actAs(k.student.id);
    const base = `/admin/eventos/${k.event.id}`;
    for (const [method, url] of [
      ['POST', `${base}/arquivar`],
      ['POST', `${base}/desarquivar`],
      ['DELETE', base],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      for (const token of [student, committee, k.token]) {
        const res = await call(method, url, token);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 403,
          body: { error: authMessages.forbidden, type: 'FORBIDDEN' },
        });
      }
      const res = await call(method, url, acting);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { error: archiveMessages.actingRefused, type: 'FORBIDDEN' },
      });
    }
    const [row] = await t.db.select().from(events).where(eq(events.id, k.event.id));
    expect(row).toMatchObject({ archivedAt: null });
  });

  it('decision 124: an unknown event answers 404', async () => {
    for (const [method, url] of [
      ['POST', '/admin/eventos/999999/arquivar'],
      ['POST', '/admin/eventos/999999/desarquivar'],
      ['DELETE', '/admin/eventos/999999'],
    ] as const)
      expect((await call(method, url, adminToken)).statusCode).toBe(404);
  });
});

describe('decision 124: archiving an event', () => {
  it('decision 124: archived, the event is unknown to the student on album, home, cover, cart, checkout and download, as a draft is', async () => {
    const k = await publishedClass();
    expect(await studentPaths(k)).toEqual(everyPath(200));
    const res = await call('POST', `/admin/eventos/${k.event.id}/arquivar`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: archiveMessages.archived });
    expect(await studentPaths(k)).toEqual(everyPath(404));
    // Unarchived, it is back exactly as it was (still published).
    const back = await call('POST', `/admin/eventos/${k.event.id}/desarquivar`, adminToken);
    expect(back.json()).toEqual({ message: archiveMessages.unarchived });
    expect(await studentPaths(k)).toEqual(everyPath(200));
  });

  it('decision 124: photos already bought stay downloadable in the paid order of an archived event', async () => {
    const k = await publishedClass(2);
    const id = await paidOrder(k);
    await call('POST', `/admin/eventos/${k.event.id}/arquivar`, adminToken);
    const zip = await call('POST', '/empacotar', k.token, { id });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.length).toBeGreaterThan(k.originals.reduce((n, b) => n + b.length, 0));
  });

  it('decision 124: the back-office lists it only with arquivados=1, marked; idempotent; audited with its name', async () => {
    const k = await publishedClass(1);
    const url = `/admin/eventos/${k.event.id}/arquivar`;
    expect((await call('POST', url, adminToken)).statusCode).toBe(200);
    expect((await call('POST', url, adminToken)).statusCode).toBe(200);
    expect(await listed(k.graduation.id)).toEqual([]);
    expect(await listed(k.graduation.id, true)).toEqual([{ id: k.event.id, arquivado: true }]);
    const detail = (await call('GET', `/admin/eventos/${k.event.id}`, adminToken)).json();
    expect(detail).toMatchObject({ arquivado: true, publicacao: { estado: 'publicado' } });
    const [row] = await t.db.select().from(events).where(eq(events.id, k.event.id));
    expect(row!.archivedBy).toBe(adminId);
    const rows = await auditOf('evento.arquivar', k.event.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'POST /api/admin/eventos/:id/arquivar',
      graduationId: k.graduation.id,
      detail: { change: 'archive', kind: 'event', id: k.event.id, name: 'Colação' },
    });

    await call('POST', `/admin/eventos/${k.event.id}/desarquivar`, adminToken);
    expect(await listed(k.graduation.id)).toEqual([{ id: k.event.id, arquivado: false }]);
    expect(await auditOf('evento.desarquivar', k.event.id)).toHaveLength(1);
  });
});

describe('decision 124: deleting an event', () => {
  it('decision 124: refused with 409 while an order holds its photos, counting the orders and offering the archive', async () => {
    const k = await publishedClass(2);
    await paidOrder(k);
    // An unpaid order holds them too: what was ordered must stay deliverable.
    await call('POST', '/pedidos/preencher', k.token, fillBody([photoLine(k, 1, 'digital')], 15));
    const res = await call('DELETE', `/admin/eventos/${k.event.id}`, adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: eventDeleteRefusal(2), type: 'FOUND' });
    expect(res.json().error).toBe(
      'Não é possível excluir este evento: há 2 pedidos com fotos dele. Arquive-o para escondê-lo dos formandos sem perder nada.',
    );
    expect(await t.db.select().from(events).where(eq(events.id, k.event.id))).toHaveLength(1);
    expect(await t.db.select().from(photos).where(eq(photos.eventId, k.event.id))).toHaveLength(2);
    expect(await t.storage.get(k.photos[0]!.originalKey!)).not.toBeNull();
  });

  it('decision 124: with no order, the event, its photos rows, their files and its cover go; audited with its name', async () => {
    const k = await publishedClass(2);
    const keys = k.photos.flatMap((p) => [p.originalKey!, p.thumbKey!]);
    for (const p of k.photos) await t.storage.put(p.thumbKey!, Buffer.from('miniatura'));
    for (const key of [...keys, k.cover]) expect(await t.storage.get(key)).not.toBeNull();
    const res = await call('DELETE', `/admin/eventos/${k.event.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: archiveMessages.deleted });
    expect(await t.db.select().from(events).where(eq(events.id, k.event.id))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.eventId, k.event.id))).toEqual([]);
    for (const key of [...keys, k.cover])
      expect({ key, file: await t.storage.get(key) }).toEqual({ key, file: null });
    const rows = await auditOf('evento.excluir', k.event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      graduationId: k.graduation.id,
      detail: { change: 'delete', kind: 'event', id: k.event.id, name: 'Colação', photos: 2 },
    });
    expect((await call('GET', `/admin/eventos/${k.event.id}`, adminToken)).statusCode).toBe(404);
  });

  it('decision 124: an archived event with no order can be deleted too', async () => {
    const k = await publishedClass(1);
    await call('POST', `/admin/eventos/${k.event.id}/arquivar`, adminToken);
    expect((await call('DELETE', `/admin/eventos/${k.event.id}`, adminToken)).statusCode).toBe(200);
    expect(await t.storage.get(k.photos[0]!.originalKey!)).toBeNull();
  });
});
