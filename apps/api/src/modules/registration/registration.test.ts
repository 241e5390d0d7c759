import {
  type AutostoreRequest,
  authMessages,
  completeCpf,
  globalMessages,
  registrationMessages as m,
  normalizeRegistration,
  type RegistrationFormInput,
  registrationFormSchema,
} from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createGraduation,
  createStudent,
  createUser,
  PASSWORD,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { setSetting } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { campuses, courses, graduations, institutions, students, users } from '../../db/schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Graduation = { id: number; registrationKey: string };
let sequence = 0;

/** A valid form as a student fills it, normalised as the page sends it (spec B §5.2 "Before sending"). */
function payload(
  graduation: Graduation,
  courseId: number,
  form: Partial<RegistrationFormInput> = {},
): AutostoreRequest {
  const n = ++sequence;
  const parsed = registrationFormSchema.parse({
    AlNome: 'maria',
    AlSobrenome: 'DA silva souza',
    AlPolo: null,
    AlCurso: courseId,
    AlInsta: '@maria.souza',
    AlEmail: ` Maria.${n}@Example.com `,
    AlCPF: completeCpf(String(300_000_000 + n)),
    AlFone: '(51) 99876-5432',
    AlFormatura: graduation.id,
    ...form,
  });
  return normalizeRegistration(parsed, { result: 'ok', key: graduation.registrationKey, executive: 'e7' });
}

const hash = (key: string, headers = {}) => t.app.inject({ method: 'GET', url: `/api/hash/${key}`, headers });
const alunosCount = (id: number | string, headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/alunoscount/${id}`, headers });
const autostore = (body: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/autostore', payload: body as object, headers });

async function counts(graduationId: number) {
  const [g] = await t.db
    .select({ registered: graduations.registeredCount })
    .from(graduations)
    .where(eq(graduations.id, graduationId));
  const [s] = await t.db.select({ n: count() }).from(students).where(eq(students.graduationId, graduationId));
  return { registered: g!.registered, students: s!.n };
}

async function addCampuses(institutionId: number, ...names: string[]) {
  return t.db
    .insert(campuses)
    .values(names.map((name) => ({ institutionId, name })))
    .returning();
}

describe('GET /api/hash/:key', () => {
  it('spec B §3: a known key answers the link lookup of its graduation', async () => {
    const { graduation, course, institution } = await createGraduation(t.db, { vacancyLimit: 50 });
    const [nursing] = await t.db
      .insert(courses)
      .values({ graduationId: graduation.id, name: 'Enfermagem' })
      .returning();
    const [center, north] = await addCampuses(institution.id, 'Centro', 'Zona Norte');
    const res = await hash(graduation.registrationKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      erro: false,
      limite: 50,
      cursos: [
        { id: nursing!.id, curso: 'Enfermagem' },
        { id: course.id, curso: 'Medicina' },
      ],
      formatura: graduation.id,
      instituicoes: [
        {
          InstNome: institution.name,
          InstPolos: [
            { poloId: center!.id, poloNome: 'Centro' },
            { poloId: north!.id, poloNome: 'Zona Norte' },
          ],
        },
      ],
      fdata: '2027-01-30',
      fhora: '20:00',
    });
  });

  it('spec B §2.6: an institution without polos has an empty polo list; an unset date and time are null', async () => {
    const { graduation } = await createGraduation(t.db, { ceremonyDate: null, ceremonyTime: null });
    const body = (await hash(graduation.registrationKey)).json();
    expect(body).toMatchObject({ erro: false, limite: 0, fdata: null, fhora: null });
    expect(body.instituicoes[0].InstPolos).toEqual([]);
  });

  it('spec B §4.6: an unknown key answers erro, so the page goes to /nohash', async () => {
    const res = await hash('chave-que-nao-existe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erro: true });
  });

  it.each([['ab%20c'], ['a.b'], ['k'.repeat(65)], ['%C3%A7']])(
    'spec B §4.6: a malformed key %j is refused with 400 INVALID',
    async (key) => {
      const res = await hash(key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: globalMessages.invalidInput, type: 'INVALID' });
    },
  );
});

describe('GET /api/alunoscount/:formatura', () => {
  it('spec B §4.6: answers the registered count the vacancy limit is checked against', async () => {
    const { graduation } = await createGraduation(t.db, { vacancyLimit: 30, registeredCount: 7 });
    const res = await alunosCount(graduation.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 7 });
  });

  it('spec B §7: an unknown graduation answers 404 NOT_FOUND', async () => {
    const res = await alunosCount(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: globalMessages.notFound, type: 'NOT_FOUND' });
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5']])(
    'spec B §7: a malformed id %j is refused with 400',
    async (id) => {
      const res = await alunosCount(id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: globalMessages.invalidInput, type: 'INVALID' });
    },
  );
});

describe('POST /api/autostore', () => {
  it('spec B §4.6: a valid registration is created (201), normalised and counted', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 10 });
    const body = payload(graduation, course.id);
    const res = await autostore(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'created' });
    const [row] = await t.db.select().from(students).where(eq(students.graduationId, graduation.id));
    expect(row).toMatchObject({
      firstName: 'Maria',
      surname: 'da Silva Souza',
      email: body.AlEmail,
      cpf: body.AlCPF,
      phone: '51998765432',
      instagram: 'maria.souza',
      courseId: course.id,
      campusId: null,
      executiveCode: 'e7',
    });
    expect(body.AlEmail).toMatch(/^maria\.\d+@example\.com$/);
    expect(await counts(graduation.id)).toEqual({ registered: 1, students: 1 });
    expect((await alunosCount(graduation.id)).json()).toEqual({ count: 1 });
  });

  it("spec B §1, §5.3: a course with the producer's guest or ignore-credits marker marks who registers by it", async () => {
    await setSetting(t.db, 'ignoreCreditsCourseMarker', 'isento');
    try {
      const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 10 });
      const [guests, exempt] = await t.db
        .insert(courses)
        .values([
          { graduationId: graduation.id, name: 'Convidados da Turma' },
          { graduationId: graduation.id, name: 'Medicina (Isento)' },
        ])
        .returning();
      for (const c of [course, guests!, exempt!]) {
        expect((await autostore(payload(graduation, c.id))).statusCode).toBe(201);
      }
      const rows = await t.db.select().from(students).where(eq(students.graduationId, graduation.id));
      const flags = (courseId: number) => {
        const row = rows.find((r) => r.courseId === courseId)!;
        return { guest: row.guest, ignoreCredits: row.ignoreCredits };
      };
      expect(flags(course.id)).toEqual({ guest: false, ignoreCredits: false });
      expect(flags(guests!.id)).toEqual({ guest: true, ignoreCredits: false });
      expect(flags(exempt!.id)).toEqual({ guest: false, ignoreCredits: true });
    } finally {
      await setSetting(t.db, 'ignoreCreditsCourseMarker', '');
    }
  });

  it('spec B §5.2: an empty Instagram is stored as null', async () => {
    const { graduation, course } = await createGraduation(t.db);
    expect((await autostore(payload(graduation, course.id, { AlInsta: '' }))).statusCode).toBe(201);
    const [row] = await t.db.select().from(students).where(eq(students.graduationId, graduation.id));
    expect(row!.instagram).toBeNull();
  });

  describe('spec B §5.2: the server checks every rule again, with the same message', () => {
    let target: { graduation: Graduation; courseId: number };
    beforeAll(async () => {
      const { graduation, course } = await createGraduation(t.db);
      target = { graduation, courseId: course.id };
    });
    afterAll(async () => {
      expect(await counts(target.graduation.id)).toEqual({ registered: 0, students: 0 });
    });

    it.each([
      ['AlNome', '', m.firstNameRequired, 'EMPTY'],
      ['AlNome', undefined, m.firstNameRequired, 'EMPTY'],
      ['AlNome', 'Maria Clara da Silva Souza', m.firstNamePattern, 'INVALID'],
      ['AlNome', 'Maria Souza', m.firstNamePattern, 'INVALID'],
      ['AlSobrenome', '  ', m.surnameRequired, 'EMPTY'],
      ['AlSobrenome', 'S.', m.surnamePattern, 'INVALID'],
      ['AlEmail', '', m.emailRequired, 'EMPTY'],
      ['AlEmail', 'maria@', m.emailInvalid, 'INVALID'],
      ['AlEmail', 'maria example.com', m.emailInvalid, 'INVALID'],
      ['AlCPF', '', m.cpfRequired, 'EMPTY'],
      ['AlCPF', '529982247250', m.cpfMax, 'INVALID'],
      ['AlCPF', '52998224726', m.cpfInvalid, 'INVALID'],
      ['AlCPF', '11111111111', m.cpfInvalid, 'INVALID'],
      ['AlCPF', '529.982.247-25', m.cpfInvalid, 'INVALID'],
      ['AlFone', '', m.phoneRequired, 'EMPTY'],
      ['AlFone', '519987654321', m.phoneMax, 'INVALID'],
      ['AlFone', '51398765432', m.phoneInvalid, 'INVALID'],
      ['AlFone', '(51) 99876-5432', m.phoneInvalid, 'INVALID'],
      ['AlInsta', 'a'.repeat(31), m.instagramMax, 'INVALID'],
      ['AlInsta', '@maria', globalMessages.invalidInput, 'INVALID'],
      ['AlCurso', 0, m.courseRequired, 'EMPTY'],
      ['AlCurso', undefined, m.courseRequired, 'EMPTY'],
      ['AlPolo', 0, m.poloRequired, 'EMPTY'],
      ['AlFormatura', '1', globalMessages.invalidInput, 'INVALID'],
      ['key', '../x', globalMessages.invalidInput, 'INVALID'],
      ['AlExecutivo', '', globalMessages.invalidInput, 'INVALID'],
    ])('%s = %j is refused with %j (%s)', async (field, value, error, type) => {
      const res = await autostore({ ...payload(target.graduation, target.courseId), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, type });
    });

    it('a body that is not a registration is refused with the generic pt-BR text', async () => {
      for (const json of ['[]', '"texto"', 'null', '42']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/autostore',
          payload: json,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: globalMessages.invalidInput, type: 'INVALID' });
      }
    });
  });

  it('spec B §4.6: an unknown key is refused with 404 NOT_FOUND', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const res = await autostore({ ...payload(graduation, course.id), key: 'chave-desconhecida' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: globalMessages.notFound, type: 'NOT_FOUND' });
  });

  it('spec B §2.6: the hidden graduation id must be the one of the link', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const other = await createGraduation(t.db);
    const res = await autostore({ ...payload(graduation, course.id), AlFormatura: other.graduation.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: globalMessages.invalidInput, type: 'INVALID' });
    expect(await counts(graduation.id)).toEqual({ registered: 0, students: 0 });
  });

  it('spec B §2.6: a course of another graduation is refused', async () => {
    const { graduation } = await createGraduation(t.db);
    const other = await createGraduation(t.db);
    const res = await autostore(payload(graduation, other.course.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.courseRequired, type: 'INVALID' });
    expect(await counts(graduation.id)).toEqual({ registered: 0, students: 0 });
  });

  it('spec B §2.6: the polo is required when the institution has polos, and must be one of them', async () => {
    const { graduation, course, institution } = await createGraduation(t.db);
    const [own] = await addCampuses(institution.id, 'Centro');
    const [inst] = await t.db.insert(institutions).values({ name: 'Outra' }).returning();
    const [foreign] = await addCampuses(inst!.id, 'Longe');

    const missing = await autostore(payload(graduation, course.id));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: m.poloRequired, type: 'EMPTY' });

    const wrong = await autostore(payload(graduation, course.id, { AlPolo: foreign!.id }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: m.poloRequired, type: 'INVALID' });
    expect(await counts(graduation.id)).toEqual({ registered: 0, students: 0 });

    expect((await autostore(payload(graduation, course.id, { AlPolo: own!.id }))).statusCode).toBe(201);
    const [row] = await t.db.select().from(students).where(eq(students.graduationId, graduation.id));
    expect(row!.campusId).toBe(own!.id);
  });

  it('spec B §2.6: without polos the polo stays empty, and a polo id is refused', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const [inst] = await t.db.insert(institutions).values({ name: 'Com polos' }).returning();
    const [elsewhere] = await addCampuses(inst!.id, 'Centro');
    const res = await autostore(payload(graduation, course.id, { AlPolo: elsewhere!.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.poloRequired, type: 'INVALID' });
    expect((await autostore(payload(graduation, course.id, { AlPolo: null }))).statusCode).toBe(201);
  });

  it('spec B §4.6, §2.7 /match: the same CPF in the graduation answers match and stores nothing', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 10, registeredCount: 1 });
    const body = payload(graduation, course.id);
    await createStudent(t.db, { graduationId: graduation.id, courseId: course.id, cpf: body.AlCPF });
    const res = await autostore(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'match' });
    expect(await counts(graduation.id)).toEqual({ registered: 1, students: 1 });
  });

  it('spec B §4.6, §2.7 /match: the same e-mail in the graduation, in any case, answers match', async () => {
    const { graduation, course } = await createGraduation(t.db, { registeredCount: 1 });
    await createStudent(t.db, {
      graduationId: graduation.id,
      courseId: course.id,
      email: 'Joana.Prado@Example.COM',
    });
    const res = await autostore(payload(graduation, course.id, { AlEmail: 'joana.prado@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'match' });
    expect(await counts(graduation.id)).toEqual({ registered: 1, students: 1 });
  });

  it('spec B §4.6: the same CPF and e-mail in another graduation is a new registration', async () => {
    const first = await createGraduation(t.db);
    const second = await createGraduation(t.db);
    const body = payload(first.graduation, first.course.id);
    expect((await autostore(body)).statusCode).toBe(201);
    const again = {
      ...body,
      key: second.graduation.registrationKey,
      AlFormatura: second.graduation.id,
      AlCurso: second.course.id,
    };
    expect((await autostore(again)).json()).toEqual({ status: 'created' });
  });

  it('spec B §4.6, §2.7 /full: no vacancy left answers full and stores nothing', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 2, registeredCount: 2 });
    const res = await autostore(payload(graduation, course.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'full' });
    expect(await counts(graduation.id)).toEqual({ registered: 2, students: 0 });
  });

  it('spec B §2.7: someone already registered who comes back when the class is full is told match', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 1, registeredCount: 1 });
    const body = payload(graduation, course.id);
    await createStudent(t.db, { graduationId: graduation.id, courseId: course.id, email: body.AlEmail });
    expect((await autostore(body)).json()).toEqual({ status: 'match' });
  });

  it('spec B §4.6: limite 0 means no vacancy limit', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 0, registeredCount: 500 });
    expect((await hash(graduation.registrationKey)).json()).toMatchObject({ limite: 0 });
    const res = await autostore(payload(graduation, course.id));
    expect(res.statusCode).toBe(201);
    expect(await counts(graduation.id)).toEqual({ registered: 501, students: 1 });
  });

  it('spec B §2.3: a portal user who signed up first is linked to the new registration', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const user = await createUser(t.db, { email: 'Lia.Mota@Example.com', name: 'Lia' });
    const token = await signIn(t.app, user.email);
    expect(
      (await autostore(payload(graduation, course.id, { AlEmail: 'lia.mota@example.com' }))).statusCode,
    ).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const [student] = await t.db.select().from(students).where(eq(students.graduationId, graduation.id));
    expect(row!.studentId).toBe(student!.id);
    // The token issued before the registration existed now reaches it.
    const cadastro = await t.app.inject({
      method: 'GET',
      url: '/api/perfil/cadastro',
      headers: bearer(token),
    });
    expect(cadastro.statusCode).toBe(200);
    expect(cadastro.json()).toMatchObject({
      AlCodigo: student!.id,
      AlNome: 'Maria',
      AlFormatura: graduation.id,
    });
  });

  it('spec B §2.3: signing up after the self-registration ends linked once the e-mail is confirmed', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const body = payload(graduation, course.id);
    expect((await autostore(body)).statusCode).toBe(201);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Maria', email: body.AlEmail.toUpperCase(), password: PASSWORD },
    });
    expect(signup.statusCode).toBe(201);
    // Linked once the e-mail is proven (decision 26): the confirmation link of the outbox.
    await t.drainJobs();
    const mail = t.mails.findLast((m) => m.to === body.AlEmail && m.text.includes('/confirmar-email/'))!;
    const token = /\/confirmar-email\/([\w-]+)/.exec(mail.text)![1]!;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/email/confirmar', payload: { token } })).statusCode,
    ).toBe(200);
    const cadastro = await t.app.inject({
      method: 'GET',
      url: '/api/perfil/cadastro',
      headers: bearer(signup.json().token),
    });
    expect(cadastro.json()).toMatchObject({ AlEmail: body.AlEmail, AlFormatura: graduation.id });
  });

  it('a portal user already linked to another registration keeps it', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { user, student } = await signedInStudent(t.app, t.db, { email: 'ja.tem@example.com' });
    expect((await autostore(payload(graduation, course.id, { AlEmail: user.email }))).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.studentId).toBe(student.id);
  });
});

describe('spec B §6: who may call the self-registration calls', () => {
  it('they are public and answer the same with a valid token, a broken token or none', async () => {
    const { graduation, course } = await createGraduation(t.db, { vacancyLimit: 5, registeredCount: 1 });
    const { token } = await signedInStudent(t.app, t.db);
    const callers = [{}, bearer(token), { authorization: 'Bearer lixo' }];
    const lookups = await Promise.all(callers.map((h) => hash(graduation.registrationKey, h)));
    for (const res of lookups) expect(res.statusCode).toBe(200);
    expect(new Set(lookups.map((r) => r.body)).size).toBe(1);
    for (const headers of callers) {
      expect((await hash('chave-nenhuma', headers)).json()).toEqual({ erro: true });
      const res = await autostore(payload(graduation, course.id), headers);
      expect(res.statusCode).toBe(201);
    }
    for (const headers of callers)
      expect((await alunosCount(graduation.id, headers)).json()).toEqual({ count: 4 });
  });

  it('autostore is rate-limited per address like the account calls; the lookups are not', async () => {
    const small = await createTestApp({ REGISTRATION_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { graduation, course } = await createGraduation(small.db);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/autostore',
          payload: payload(graduation, course.id),
          remoteAddress: '10.2.2.2',
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toEqual({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
      }
      expect(codes).toEqual([201, 201, 429]);
      for (let i = 0; i < 4; i++) {
        const res = await small.app.inject({
          method: 'GET',
          url: `/api/hash/${graduation.registrationKey}`,
          remoteAddress: '10.2.2.2',
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await small.close();
    }
  });
});
