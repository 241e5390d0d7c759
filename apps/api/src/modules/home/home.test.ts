import { readdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, authMessages, fotosResponseSchema, homeMessages, todayInSaoPaulo } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createGraduation,
  createStudent,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_LOGINS, seedDemo } from '../../cli/seed/demo';
import { contracts, events, notices, parcels, students, users } from '../../db/schema/index';
import { homeTexts } from './home.service';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'adm-inicio@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const today = () => todayInSaoPaulo(new Date());
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? bearer(token) : {} });
const forbidden = { error: authMessages.forbidden, type: 'FORBIDDEN' };

async function actAs(studentId: number) {
  const res = await post('/admin/agir', { studentId }, adminToken);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** A contract of `totalCents` with the given parcels (paid 'Contrato' parcels unless told otherwise). */
async function contract(
  studentId: number,
  totalCents: number,
  plan: {
    cents: number;
    paid?: boolean;
    kind?: 'Contrato' | 'Extras' | 'Desconto' | 'E-commerce';
    visible?: boolean;
  }[],
) {
  const [c] = await t.db.insert(contracts).values({ studentId, totalTermCents: totalCents }).returning();
  if (plan.length === 0) return;
  await t.db.insert(parcels).values(
    plan.map((p) => ({
      contractId: c!.id,
      amountCents: p.cents,
      kind: p.kind ?? ('Contrato' as const),
      method: 6,
      dueOn: today(),
      paidOn: p.paid === false ? null : today(),
      visible: p.visible ?? true,
    })),
  );
}

/** A graduation with a student (signed in) and a classmate, both in it. */
async function classWith(overrides: Parameters<typeof createGraduation>[1] = {}) {
  const { graduation, course } = await createGraduation(t.db, overrides);
  const inClass = { graduationId: graduation.id, courseId: course.id };
  const me = await signedInStudent(t.app, t.db, inClass);
  const mate = await signedInStudent(t.app, t.db, inClass);
  return { graduation, inClass, me, mate };
}

/** Stores a small JPEG-looking file and returns its key. */
async function storeFile(key: string, text = key) {
  await t.storage.put(key, Buffer.from(`\xff\xd8\xff${text}`, 'latin1'));
  return key;
}

describe('GET /api/perfil/bcast', () => {
  it("spec A §2: the class's notices and only the student's own personal notices, newest first", async () => {
    const { graduation, me, mate } = await classWith();
    const other = await createStudent(t.db);
    const at = (h: number) => new Date(Date.UTC(2026, 5, 1, h));
    const rows = await t.db
      .insert(notices)
      .values([
        {
          graduationId: graduation.id,
          html: '<p>Prova de becas</p>',
          createdAt: at(10),
          publishedAt: at(10),
        },
        {
          graduationId: graduation.id,
          html: '<p>Ensaio da turma</p>',
          createdAt: at(12),
          publishedAt: at(12),
        },
        {
          graduationId: graduation.id,
          studentId: me.student.id,
          html: '<p>Sua parcela</p>',
          createdAt: at(9),
          publishedAt: at(9),
        },
        {
          graduationId: graduation.id,
          studentId: me.student.id,
          html: '<p>Seu convite</p>',
          createdAt: at(11),
          publishedAt: at(11),
        },
        {
          graduationId: graduation.id,
          studentId: mate.student.id,
          html: '<p>Do colega</p>',
          createdAt: at(13),
          publishedAt: at(13),
        },
        {
          graduationId: other.graduationId,
          html: '<p>Outra turma</p>',
          createdAt: at(14),
          publishedAt: at(14),
        },
        {
          graduationId: other.graduationId,
          studentId: other.id,
          html: '<p>Outro aluno</p>',
          createdAt: at(14),
          publishedAt: at(14),
        },
      ])
      .returning();
    const res = await get('/perfil/bcast', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.todos.map((n: { crmdesc: string }) => n.crmdesc)).toEqual([
      '<p>Ensaio da turma</p>',
      '<p>Prova de becas</p>',
    ]);
    expect(body.aluno.map((n: { crmdesc: string }) => n.crmdesc)).toEqual([
      '<p>Seu convite</p>',
      '<p>Sua parcela</p>',
    ]);
    expect(body.todos[0]).toEqual({
      crmid: rows[1]!.id,
      crmdesc: '<p>Ensaio da turma</p>',
      crmtimestamp: at(12).toISOString(),
    });
    // The classmate sees the same class notices and only their own personal one.
    const mates = (await get('/perfil/bcast', mate.token)).json();
    expect(mates.aluno.map((n: { crmdesc: string }) => n.crmdesc)).toEqual(['<p>Do colega</p>']);
    expect(mates.todos).toHaveLength(2);
  });

  it('spec A §2: no notices answers two empty lists (the web shows its empty texts)', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    expect((await get('/perfil/bcast', token)).json()).toEqual({
      todos: [],
      aluno: [],
      totalTodos: 0,
      totalAluno: 0,
    });
  });

  it('spec A §3: the HTML is sanitised on the way out (scripts, handlers, javascript: links removed)', async () => {
    const { student, token } = await signedInStudent(t.app, t.db);
    await t.db.insert(notices).values({
      graduationId: student.graduationId,
      html: '<p onclick="x()">Oi <b>turma</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a> <a href="https://loja.exemplo.com.br">loja</a></p>',
    });
    const [notice] = (await get('/perfil/bcast', token)).json().todos;
    expect(notice.crmdesc).toBe(
      '<p>Oi <b>turma</b><a>x</a> <a href="https://loja.exemplo.com.br">loja</a></p>',
    );
  });

  it('answers at most 50 notices of each kind', async () => {
    const { student, token } = await signedInStudent(t.app, t.db);
    const many = Array.from({ length: 55 }, (_, i) => ({
      graduationId: student.graduationId,
      html: `<p>${i}</p>`,
    }));
    await t.db.insert(notices).values(many);
    await t.db.insert(notices).values(many.map((n) => ({ ...n, studentId: student.id })));
    const body = (await get('/perfil/bcast', token)).json();
    expect(body.todos).toHaveLength(50);
    expect(body.aluno).toHaveLength(50);
  });

  it('spec B §6: a visitor gets 401; an administrator not acting 403; acting, the student’s notices', async () => {
    expect((await get('/perfil/bcast')).statusCode).toBe(401);
    const refused = await get('/perfil/bcast', adminToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbidden);

    const student = await createStudent(t.db);
    await t.db
      .insert(notices)
      .values({ graduationId: student.graduationId, studentId: student.id, html: '<p>Para você</p>' });
    const acting = (await get('/perfil/bcast', await actAs(student.id))).json();
    expect(acting.aluno.map((n: { crmdesc: string }) => n.crmdesc)).toEqual(['<p>Para você</p>']);
  });

  it('a user whose registration is not linked yet gets NOT_FOUND', async () => {
    const user = await createUser(t.db, { email: 'sem-cadastro-inicio@teste.com.br' });
    const res = await get('/perfil/bcast', await signIn(t.app, user.email));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: authMessages.registrationNotLinked, type: 'NOT_FOUND' });
  });
});

describe('GET /api/perfil/fotos and GET /api/eventos/:id/capa', () => {
  async function eventsFor(graduationId: number) {
    const cover = await storeFile(`eventos/${graduationId}-capa.jpg`);
    return t.db
      .insert(events)
      .values([
        { graduationId, name: 'Ensaio', coverKey: cover, heldOn: '2026-05-10', mediaType: 0 },
        {
          graduationId,
          name: 'Vídeo',
          heldOn: '2026-06-01',
          mediaType: 1,
          link: 'https://videos.exemplo.com.br/1',
        },
        {
          graduationId,
          name: 'Bastidores',
          heldOn: '2026-04-02',
          mediaType: 2,
          link: 'https://conteudo.exemplo.com.br',
        },
      ])
      .returning();
  }

  it('spec A §5: events refused below the minimum paid percentage with the pt-BR message', async () => {
    const { graduation, me } = await classWith({ minimumPaidPercent: 50 });
    await eventsFor(graduation.id);
    await contract(me.student.id, 480_000, [{ cents: 239_999 }, { cents: 240_001, paid: false }]);
    const res = await get('/perfil/fotos', me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error:
        'Para ter acesso aos eventos que realizamos você precisa ter quitado ao menos 50% do valor de seu contrato.',
      type: 'FORBIDDEN',
    });
  });

  it('spec A §5: the message names FormMinimoPago of the graduation', async () => {
    const { me } = await classWith({ minimumPaidPercent: 70 });
    await contract(me.student.id, 100_000, [{ cents: 69_000 }]);
    expect((await get('/perfil/fotos', me.token)).json().error).toBe(homeMessages.eventsMinimumPaid(70));
  });

  it('spec A §5: at the minimum the events show, newest first, in the wire names', async () => {
    const { graduation, me } = await classWith({ minimumPaidPercent: 50 });
    const [photo, video, link] = await eventsFor(graduation.id);
    await eventsFor((await createGraduation(t.db)).graduation.id); // another graduation's: never listed
    await contract(me.student.id, 480_000, [{ cents: 240_000 }]);
    const res = await get('/perfil/fotos', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((e: { evid: number }) => e.evid)).toEqual([video!.id, photo!.id, link!.id]);
    expect(body[0]).toEqual({
      evid: video!.id,
      evnome: 'Vídeo',
      evcaminho: null,
      evdata: '2026-06-01',
      evtpmidia: 1,
      evlnkmidia: 'https://videos.exemplo.com.br/1',
    });
    expect(body[1]).toMatchObject({ evtpmidia: 0, evlnkmidia: null });
    // decision 66: the cover is a signed, expiring address, loaded with no query at all.
    expect(body[1].evcaminho).toMatch(/^\/api\/midia\/\d+\/[\w-]{32}\/eventos\/\d+-capa\.jpg$/);
    const cover = await t.app.inject({ method: 'GET', url: body[1].evcaminho });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toMatch(/immutable/);
    expect(body[2]).toMatchObject({ evtpmidia: 2, evlnkmidia: 'https://conteudo.exemplo.com.br' });
  });

  it('decision 160: the events written without zod are exactly what the schema would write, and nothing more', async () => {
    const { graduation, me } = await classWith({ minimumPaidPercent: 0 });
    await eventsFor(graduation.id);
    const res = await get('/perfil/fotos', me.token);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body).toHaveLength(3);
    // strictObject: a key the schema does not name (a column passed by mistake) fails here.
    expect(() => fotosResponseSchema.element.strict().array().parse(body)).not.toThrow();
    expect(res.body).toBe(JSON.stringify(fotosResponseSchema.parse(body)));
  });

  it('spec A §5: only paid, visible contract parcels count toward the share; Desconto settles like a payment', async () => {
    const { me, mate } = await classWith({ minimumPaidPercent: 50 });
    await contract(me.student.id, 100_000, [
      { cents: 40_000 },
      { cents: 20_000, paid: false },
      { cents: 20_000, visible: false },
      { cents: 20_000, kind: 'Extras' },
      { cents: 20_000, kind: 'E-commerce' },
    ]);
    expect((await get('/perfil/fotos', me.token)).statusCode).toBe(403);
    await contract(mate.student.id, 100_000, [{ cents: 40_000 }, { cents: 10_000, kind: 'Desconto' }]);
    expect((await get('/perfil/fotos', mate.token)).statusCode).toBe(200);
  });

  it('spec A §6: a restricted student is refused photos and videos, even fully paid', async () => {
    const { inClass } = await classWith();
    const restricted = await signedInStudent(t.app, t.db, { ...inClass, restricted: true });
    await contract(restricted.student.id, 100_000, [{ cents: 100_000 }]);
    const res = await get('/perfil/fotos', restricted.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });

  it('decision 37: a guest without a contract is refused the events and their covers (spec A §5 gate)', async () => {
    const { graduation, inClass } = await classWith({ minimumPaidPercent: 50 });
    const [photo] = await eventsFor(graduation.id);
    const guest = await signedInStudent(t.app, t.db, { ...inClass, guest: true });
    const res = await get('/perfil/fotos', guest.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: homeMessages.eventsNoContract, type: 'FORBIDDEN' });
    expect((await get(`/eventos/${photo!.id}/capa`, guest.token)).statusCode).toBe(403);
    // Nor a student whose registration has no contract yet.
    const { me } = await classWith({ minimumPaidPercent: 50 });
    expect((await get('/perfil/fotos', me.token)).statusCode).toBe(403);
  });

  it('decision 37: without a minimum (FormMinimoPago 0) the events are open, contract or not', async () => {
    const { graduation, inClass } = await classWith({ minimumPaidPercent: 0 });
    await eventsFor(graduation.id);
    const guest = await signedInStudent(t.app, t.db, { ...inClass, guest: true });
    expect((await get('/perfil/fotos', guest.token)).json()).toHaveLength(3);
  });

  it('spec A §5: a guest with a contract paid past the minimum sees the events', async () => {
    const { graduation, inClass } = await classWith({ minimumPaidPercent: 50 });
    await eventsFor(graduation.id);
    const guest = await signedInStudent(t.app, t.db, { ...inClass, guest: true });
    await contract(guest.student.id, 100_000, [{ cents: 50_000 }]);
    expect((await get('/perfil/fotos', guest.token)).json()).toHaveLength(3);
  });

  it('spec B §6: visitor 401; administrator not acting 403; acting, the student’s events and gate', async () => {
    expect((await get('/perfil/fotos')).statusCode).toBe(401);
    expect((await get('/perfil/fotos', adminToken)).json()).toEqual(forbidden);
    const { graduation, me } = await classWith();
    await eventsFor(graduation.id);
    await contract(me.student.id, 100_000, [{ cents: 10_000 }]);
    const acting = await actAs(me.student.id);
    expect((await get('/perfil/fotos', acting)).statusCode).toBe(403);
    await contract(me.student.id, 0, [{ cents: 90_000 }]);
    expect((await get('/perfil/fotos', acting)).json()).toHaveLength(3);
  });

  it('spec A §2, decision 66: the cover is served from storage by its signed address with long private cache headers', async () => {
    const { graduation, me } = await classWith();
    const [photo] = await eventsFor(graduation.id);
    await contract(me.student.id, 100_000, [{ cents: 100_000 }]);
    const listed = (await get('/perfil/fotos', me.token)).json();
    const url = listed.find((e: { evid: number }) => e.evid === photo!.id).evcaminho as string;
    // No bearer: an <img> sends none; the signature is the authorisation.
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // Valid for the rest of the day and a week more (docs/decisions/ 66).
    const maxAge = Number(
      /^private, max-age=(\d+), immutable$/.exec(res.headers['cache-control'] as string)?.[1],
    );
    expect(maxAge).toBeGreaterThan(7 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(8 * 24 * 3600);
    expect(res.rawPayload.equals(Buffer.from(`\xff\xd8\xff${photo!.coverKey}`, 'latin1'))).toBe(true);
  });

  it('spec B §6: another graduation’s event cover is 404; so is an event without a cover or an unknown id', async () => {
    const { graduation, me } = await classWith();
    const [, video] = await eventsFor(graduation.id);
    await contract(me.student.id, 100_000, [{ cents: 100_000 }]);
    const [othersPhoto] = await eventsFor((await createGraduation(t.db)).graduation.id);
    for (const id of [othersPhoto!.id, video!.id, 999_999]) {
      const res = await get(`/eventos/${id}/capa`, me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('NOT_FOUND');
    }
    expect((await get('/eventos/abc/capa', me.token)).statusCode).toBe(400);
  });

  it('spec A §5, §6: the cover follows the same gate (visitor 401, restricted and below the minimum 403)', async () => {
    const { graduation, inClass, me } = await classWith();
    const [photo] = await eventsFor(graduation.id);
    const url = `/eventos/${photo!.id}/capa`;
    expect((await get(url)).statusCode).toBe(401);
    await contract(me.student.id, 100_000, []);
    expect((await get(url, me.token)).json().error).toBe(homeMessages.eventsMinimumPaid(50));
    const restricted = await signedInStudent(t.app, t.db, { ...inClass, restricted: true });
    expect((await get(url, restricted.token)).statusCode).toBe(403);
  });
});

describe('POST /api/camiseta', () => {
  const shirt = (token: string | undefined, AlMedida: unknown) => post('/camiseta', { AlMedida }, token);
  const sizeOf = async (id: number) =>
    (await t.db.select({ s: students.shirtSize }).from(students).where(eq(students.id, id)))[0]!.s;

  it('spec A §3, §7: sets the size (1–6) and answers a success message', async () => {
    const { me } = await classWith();
    const res = await shirt(me.token, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: homeTexts.shirtSizeSet('GG'), type: 'success' });
    expect(await sizeOf(me.student.id)).toBe(4);
  });

  it('spec A §4: the deadline day itself is allowed, the day after is refused with DEADLINE', async () => {
    const onTheDay = await classWith({ shirtDeadline: today() });
    expect((await shirt(onTheDay.me.token, 1)).statusCode).toBe(200);

    const deadline = addDays(today(), -1);
    const after = await classWith({ shirtDeadline: deadline });
    const res = await shirt(after.me.token, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: homeTexts.shirtDeadline(deadline), type: 'DEADLINE' });
    expect(res.json().error).toContain(homeMessages.sizeChangeFailed);
    expect(await sizeOf(after.me.student.id)).toBeNull();
  });

  it.each([0, 7, 2.5, 'M', null])('refuses the size %j with 400 INVALID', async (size) => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await shirt(token, size);
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('INVALID');
  });

  it('spec A §6: a guest is refused (403); a restricted student may choose', async () => {
    const guest = await signedInStudent(t.app, t.db, { guest: true });
    expect((await shirt(guest.token, 2)).json()).toEqual(forbidden);
    expect(await sizeOf(guest.student.id)).toBeNull();
    const restricted = await signedInStudent(t.app, t.db, { restricted: true });
    expect((await shirt(restricted.token, 2)).statusCode).toBe(200);
  });

  it('spec B §6: visitor 401; administrator not acting 403; acting sets the student’s size', async () => {
    expect((await shirt(undefined, 2)).statusCode).toBe(401);
    expect((await shirt(adminToken, 2)).statusCode).toBe(403);
    const student = await createStudent(t.db);
    expect((await shirt(await actAs(student.id), 6)).statusCode).toBe(200);
    expect(await sizeOf(student.id)).toBe(6);
  });
});

describe('POST /api/downConvite', () => {
  const download = (token: string | undefined, caminho: string) => post('/downConvite', { caminho }, token);

  it('spec B §7: streams the student’s invitation as convite.jpg', async () => {
    const key = await storeFile('convites/ana.jpg', 'convite da Ana');
    const { token } = await signedInStudent(t.app, t.db, { invitationPath: key });
    const res = await download(token, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="convite.jpg"');
    expect(res.rawPayload.equals(Buffer.from('\xff\xd8\xffconvite da Ana', 'latin1'))).toBe(true);
  });

  it("spec B §6: another student's invitation cannot be downloaded, even with their caminho", async () => {
    const theirs = await storeFile('convites/bruno.jpg', 'convite do Bruno');
    await createStudent(t.db, { invitationPath: theirs });
    const mine = await storeFile('convites/carla.jpg');
    const me = await signedInStudent(t.app, t.db, { invitationPath: mine });
    const without = await signedInStudent(t.app, t.db);
    for (const token of [me.token, without.token]) {
      const res = await download(token, theirs);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: homeMessages.inviteDownloadFailed, type: 'NOT_FOUND' });
    }
  });

  it('spec B §8: no invitation, or its file missing, answers 404 with the download failure text', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    expect((await download(token, 'convites/nada.jpg')).json()).toEqual({
      error: homeMessages.inviteDownloadFailed,
      type: 'NOT_FOUND',
    });
    const lost = await signedInStudent(t.app, t.db, { invitationPath: 'convites/perdido.jpg' });
    expect((await download(lost.token, 'convites/perdido.jpg')).statusCode).toBe(404);
  });

  it.each(['../etc/passwd', '/etc/passwd', 'convites/../../x', ''])(
    'refuses the caminho %j with 400',
    async (c) => {
      const { token } = await signedInStudent(t.app, t.db);
      expect((await download(token, c)).statusCode).toBe(400);
    },
  );

  it('spec B §6: restricted students and guests get no invitation (403), even with their own caminho', async () => {
    const key = await storeFile('convites/sem-direito.jpg');
    for (const flags of [{ restricted: true }, { guest: true }]) {
      const { token } = await signedInStudent(t.app, t.db, { ...flags, invitationPath: key });
      expect((await download(token, key)).json()).toEqual(forbidden);
    }
  });

  it('spec B §6: visitor 401; administrator not acting 403; acting downloads the student’s', async () => {
    const key = await storeFile('convites/acting.jpg');
    expect((await download(undefined, key)).statusCode).toBe(401);
    expect((await download(adminToken, key)).statusCode).toBe(403);
    const student = await createStudent(t.db, { invitationPath: key });
    expect((await download(await actAs(student.id), key)).statusCode).toBe(200);
  });
});

describe('demo seed (DESIGN §7)', () => {
  let s: TestContext;
  beforeAll(async () => {
    s = await createTestApp();
  });
  afterAll(() => s.close());

  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? files(path.join(dir, d.name)) : [d.name],
    );
  const counts = async () => ({
    users: (await s.db.select({ n: count() }).from(users))[0]!.n,
    notices: (await s.db.select({ n: count() }).from(notices))[0]!.n,
    events: (await s.db.select({ n: count() }).from(events))[0]!.n,
    parcels: (await s.db.select({ n: count() }).from(parcels))[0]!.n,
    files: files(s.filesDir).length,
  });

  it('seeds once: the second run does nothing', async () => {
    expect(await seedDemo(s.db, s.storage, today())).toBe(true);
    const first = await counts();
    // Files: two covers, two invitations, and 60 album photos of three files each (decision 65).
    expect(first).toEqual({ users: 5, notices: 6, events: 4, parcels: 12, files: 4 + 60 * 3 });
    expect(await seedDemo(s.db, s.storage, today())).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('spec A §5: the demo student, partly paid above the minimum, sees events of each media type', async () => {
    const login = (role: string) => DEMO_LOGINS.find((l) => l.role === role)!;
    const call = async (role: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      const { email, password } = login(role);
      const token = await signIn(s.app, email, password);
      return s.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    };
    const fotos = await call('formando', 'GET', '/perfil/fotos');
    expect(fotos.statusCode).toBe(200);
    const list = fotos.json() as { evtpmidia: number; evcaminho: string | null }[];
    expect(list.map((e) => e.evtpmidia).sort()).toEqual([0, 0, 1, 2]);
    const cover = await call(
      'formando',
      'GET',
      list.find((e) => e.evcaminho)!.evcaminho!.replace('/api', ''),
    );
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');

    const bcast = (await call('formando', 'GET', '/perfil/bcast')).json();
    expect([bcast.todos.length, bcast.aluno.length]).toEqual([3, 2]);

    const cadastro = (await call('formando', 'GET', '/perfil/cadastro')).json();
    const convite = await call('formando', 'POST', '/downConvite', { caminho: cadastro.AlConvite });
    expect(convite.statusCode).toBe(200);
    expect(convite.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');

    expect((await call('comissão de formatura', 'GET', '/perfil/fotos')).statusCode).toBe(200);
    expect((await call('formando restrito', 'GET', '/perfil/fotos')).statusCode).toBe(403);
    expect((await call('convidado', 'POST', '/camiseta', { AlMedida: 2 })).statusCode).toBe(403);
  });
});

describe('the home pages through every notice and event', () => {
  it('answers 50 notices of each kind a page, with the totals, and the next page on', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { student, token } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
    });
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
    await t.db.insert(notices).values([
      ...Array.from({ length: 60 }, (_, i) => ({
        graduationId: graduation.id,
        html: `<p>Turma ${i}</p>`,
        publishedAt: at(i),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        graduationId: graduation.id,
        studentId: student.id,
        html: `<p>Sua ${i}</p>`,
        publishedAt: at(i),
      })),
    ]);
    const first = (await get('/perfil/bcast', token)).json();
    expect(first).toMatchObject({ totalTodos: 60, totalAluno: 3 });
    expect(first.todos).toHaveLength(50);
    expect(first.todos[0].crmdesc).toBe('<p>Turma 59</p>');
    const second = (await get('/perfil/bcast?pagina=2', token)).json();
    expect(second.todos.map((n: { crmdesc: string }) => n.crmdesc)).toEqual(
      Array.from({ length: 10 }, (_, i) => `<p>Turma ${9 - i}</p>`),
    );
    expect(second.aluno).toEqual([]);
    expect((await get('/perfil/bcast?porPagina=51', token)).statusCode).toBe(400);
  });

  it('answers 50 events a page with the total in X-Total-Count', async () => {
    const { graduation, course } = await createGraduation(t.db, { minimumPaidPercent: 0 });
    const { token } = await signedInStudent(t.app, t.db, {
      graduationId: graduation.id,
      courseId: course.id,
    });
    await t.db.insert(events).values(
      Array.from({ length: 70 }, (_, i) => ({
        graduationId: graduation.id,
        name: `Evento ${i}`,
        heldOn: addDays('2026-01-01', i),
      })),
    );
    const first = await get('/perfil/fotos', token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('70');
    expect(first.json()).toHaveLength(50);
    expect(first.json()[0].evnome).toBe('Evento 69');
    const last = await get('/perfil/fotos?pagina=2', token);
    expect(
      last
        .json()
        .map((e: { evnome: string }) => e.evnome)
        .at(-1),
    ).toBe('Evento 0');
    expect(last.json()).toHaveLength(20);
    // Past the last page: nothing, and still the total.
    const beyond = await get('/perfil/fotos?pagina=3', token);
    expect([beyond.json(), beyond.headers['x-total-count']]).toEqual([[], '70']);
  });
});
