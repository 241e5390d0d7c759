import {
  authMessages,
  consentVersions,
  faceSearchStateSchema,
  faceSearchMessages as m,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { admin, caller, classmate, classWithPhotos, type Klass } from '../../../test/order-factories';
import { consents, faceSearchAlerts, graduations } from '../../db/schema/index';

// Decision 139 (LGPD art. 8 and 11): the consent to face search, kept in the consent log (decision 137).

let t: TestContext;
let call: ReturnType<typeof caller>;
let k: Klass;
const URL = '/encontre-suas-fotos/consentimento';
const VERSION = consentVersions.face_search;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  k = await classWithPhotos(t, 1);
  await t.db.update(graduations).set({ faceSearchEnabled: true }).where(eq(graduations.id, k.graduation.id));
});
afterAll(() => t.close());

const logOf = (userId: number) =>
  t.db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'face_search')));

type Student = Awaited<ReturnType<typeof classmate>>;

/** A descriptor kept for the new-photo alert, as a search with 'avisar' stores it. */
const keepDescriptor = (me: Student, value: number) =>
  t.db.insert(faceSearchAlerts).values({
    userId: me.user.id,
    studentId: me.student.id,
    graduationId: k.graduation.id,
    descriptor: Array.from({ length: 128 }, () => value),
  });

const keptDescriptors = (me: Student) =>
  t.db.select().from(faceSearchAlerts).where(eq(faceSearchAlerts.userId, me.user.id));

describe('GET/POST/DELETE /encontre-suas-fotos/consentimento (decision 139)', () => {
  it('decision 139: the state says the class has face search on and no consent is in force yet', async () => {
    const me = await classmate(t, k);
    const res = await call('GET', URL, me.token);
    expect(res.statusCode).toBe(200);
    expect(faceSearchStateSchema.parse(res.json())).toEqual({
      ativa: true,
      versaoAtual: VERSION,
      consentimento: null,
      avisar: false,
    });
  });

  it('LGPD art. 8: consent is given to the text version read, logged with version, time and channel', async () => {
    const me = await classmate(t, k);
    const res = await call('POST', URL, me.token, { versao: VERSION });
    expect(res.statusCode).toBe(200);
    const state = faceSearchStateSchema.parse(res.json());
    expect(state.consentimento?.versao).toBe(VERSION);
    const [row, ...more] = await logOf(me.user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ version: VERSION, channel: 'portal', withdrawnAt: null });
    expect(state.consentimento?.em).toBe(row!.givenAt.toISOString());
    // Given twice: the first moment stays the proof.
    expect((await call('POST', URL, me.token, { versao: VERSION })).statusCode).toBe(200);
    expect(await logOf(me.user.id)).toHaveLength(1);
  });

  it('decision 139: a consent to another version of the text than the current one is refused 409', async () => {
    const me = await classmate(t, k);
    const res = await call('POST', URL, me.token, { versao: '2020-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(m.consentOutdated);
    expect(await logOf(me.user.id)).toEqual([]);
  });

  it('LGPD art. 8 §5: withdrawing stamps the log (kept as proof) and deletes the kept descriptor at once', async () => {
    const me = await classmate(t, k);
    await call('POST', URL, me.token, { versao: VERSION });
    await keepDescriptor(me, 0.1);
    const res = await call('DELETE', URL, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ consentimento: null, avisar: false });
    const [row] = await logOf(me.user.id);
    expect(row!.withdrawnAt).toBeInstanceOf(Date);
    expect(await keptDescriptors(me)).toEqual([]);
    // Consenting again opens a new row; the withdrawn one stays.
    await call('POST', URL, me.token, { versao: VERSION });
    expect(await logOf(me.user.id)).toHaveLength(2);
  });

  it("LGPD art. 8 §5: withdrawing face search from 'Meus dados' deletes the kept descriptor in the same way", async () => {
    const me = await classmate(t, k);
    await call('POST', URL, me.token, { versao: VERSION });
    await keepDescriptor(me, 0.3);
    const res = await call('DELETE', '/perfil/consentimentos/face_search', me.token);
    expect(res.statusCode).toBe(200);
    expect((await logOf(me.user.id))[0]!.withdrawnAt).toBeInstanceOf(Date);
    expect(await keptDescriptors(me)).toEqual([]);
  });

  it('decision 139: stopping the alert deletes the descriptor and keeps the consent', async () => {
    const me = await classmate(t, k);
    await call('POST', URL, me.token, { versao: VERSION });
    await keepDescriptor(me, 0.2);
    expect((await call('GET', URL, me.token)).json().avisar).toBe(true);
    const res = await call('DELETE', '/encontre-suas-fotos/aviso', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avisar: false, consentimento: { versao: VERSION } });
    expect(await keptDescriptors(me)).toEqual([]);
  });

  it('decision 139: a class with face search off shows it off and refuses the consent with its text (404)', async () => {
    const off = await classWithPhotos(t, 1);
    expect((await call('GET', URL, off.token)).json().ativa).toBe(false);
    const res = await call('POST', URL, off.token, { versao: VERSION });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(m.featureOff);
  });

  it("decision 139: each student reads and withdraws only their own consent, never another's", async () => {
    const a = await classmate(t, k);
    const b = await classmate(t, k);
    await call('POST', URL, a.token, { versao: VERSION });
    expect((await call('GET', URL, b.token)).json().consentimento).toBeNull();
    expect((await call('DELETE', URL, b.token)).statusCode).toBe(200);
    const [row] = await logOf(a.user.id);
    expect(row!.withdrawnAt).toBeNull();
    // The calls take no ids: the student is the session's, whatever a body or query names.
    const named = await t.app.inject({
      method: 'DELETE',
      url: `/api${URL}?userId=${a.user.id}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(named.statusCode).toBe(200);
    expect((await logOf(a.user.id))[0]!.withdrawnAt).toBeNull();
  });
});

describe('who may consent (decision 139, decision 112)', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'decision 139: an administrator acting as the student is refused on %s with its text; one acting as nobody too',
    async (method) => {
      const boss = await admin(t);
      const acting = await boss.actAs(k.student.id);
      const res = await call(method, URL, acting, method === 'POST' ? { versao: VERSION } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(m.ownFaceOnly);
      expect(
        (await call(method, URL, boss.token, method === 'POST' ? { versao: VERSION } : undefined)).statusCode,
      ).toBe(403);
      expect(await logOf(boss.user.id)).toEqual([]);
    },
  );

  it('decision 112: a restricted student is refused 403; no session 401; an unlinked user 404', async () => {
    const restricted = await classmate(t, k, { restricted: true });
    expect((await call('GET', URL, restricted.token)).statusCode).toBe(403);
    expect((await call('POST', URL, restricted.token, { versao: VERSION })).statusCode).toBe(403);
    expect((await call('GET', URL)).statusCode).toBe(401);
    const loose = await createUser(t.db, { email: 'solto-consent@teste.com.br' });
    const res = await call('GET', URL, await signIn(t.app, loose.email));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(authMessages.registrationNotLinked);
  });
});
