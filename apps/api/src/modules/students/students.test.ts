import {
  authMessages,
  backofficeMessages as bm,
  registrationMessages as rm,
  type StudentFormInput,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
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
import { auditLog, campuses, contracts, courses, parcels, users } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'secretaria@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
  studentToken = (await signedInStudent(t.app, t.db)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, adminToken, payload);

const form = (courseId: number, overrides: Partial<StudentFormInput> = {}): StudentFormInput => ({
  AlNome: 'joana',
  AlSobrenome: 'da silva',
  AlEmail: 'Joana.Silva@Teste.com.br',
  AlCPF: '529.982.247-25',
  AlFone: '(51) 99876-5432',
  AlInsta: '@joana',
  AlCurso: courseId,
  AlPolo: null,
  ...overrides,
});

describe('decision 48: the class list and the registration form of the back-office', () => {
  it.each([
    ['GET', '/admin/formaturas/1/alunos'],
    ['POST', '/admin/formaturas/1/alunos'],
    ['GET', '/admin/alunos/1'],
    ['PUT', '/admin/alunos/1'],
  ] as const)('%s %s: a student gets 403 and a visitor 401', async (method, url) => {
    const asStudent = await call(method, url, studentToken, {});
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await call(method, url, undefined, {})).statusCode).toBe(401);
  });

  it('registers a student normalised as the self-registration does, with flags and credits, audited', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const res = await asAdmin('POST', `/admin/formaturas/${graduation.id}/alunos`, {
      ...form(course.id),
      committee: true,
      AlCredFtDigital: 10,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      graduationId: graduation.id,
      form: {
        AlNome: 'Joana',
        AlSobrenome: 'da Silva',
        AlEmail: 'joana.silva@teste.com.br',
        AlCPF: '52998224725',
        AlFone: '51998765432',
        AlInsta: 'joana',
        committee: true,
        AlCredFtDigital: 10,
      },
      hasUser: false,
      emailConfirmed: null,
      duplicates: [],
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.graduationId, graduation.id));
    expect(rows.map((r) => r.action)).toEqual(['POST /api/admin/formaturas/:id/alunos']);
  });

  it.each([
    [{ AlCPF: '111.111.111-12' }, rm.cpfInvalid],
    [{ AlNome: 'Ana Maria' }, rm.firstNamePattern],
    [{ AlSobrenome: 'S.' }, rm.surnamePattern],
    [{ AlEmail: 'sem-arroba' }, rm.emailInvalid],
    [{ AlFone: '123' }, rm.phoneInvalid],
    [{ AlCredFtImpressa: -1 }, bm.creditsRange],
  ])('spec B §5.2: refuses %j with its message', async (overrides, message) => {
    const { graduation, course } = await createGraduation(t.db);
    const res = await asAdmin(
      'POST',
      `/admin/formaturas/${graduation.id}/alunos`,
      form(course.id, overrides),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses a course of another graduation, a polo of another institution and a second CPF in the class', async () => {
    const a = await createGraduation(t.db);
    const b = await createGraduation(t.db);
    const wrongCourse = await asAdmin(
      'POST',
      `/admin/formaturas/${a.graduation.id}/alunos`,
      form(b.course.id),
    );
    expect(wrongCourse.json()).toEqual({ error: bm.courseElsewhere, type: 'INVALID' });
    const [polo] = await t.db
      .insert(campuses)
      .values({ institutionId: b.institution.id, name: 'Polo B' })
      .returning();
    const wrongPolo = await asAdmin(
      'POST',
      `/admin/formaturas/${a.graduation.id}/alunos`,
      form(a.course.id, { AlPolo: polo!.id }),
    );
    expect(wrongPolo.json()).toEqual({ error: bm.campusElsewhere, type: 'INVALID' });

    expect(
      (await asAdmin('POST', `/admin/formaturas/${a.graduation.id}/alunos`, form(a.course.id))).statusCode,
    ).toBe(201);
    const again = await asAdmin(
      'POST',
      `/admin/formaturas/${a.graduation.id}/alunos`,
      form(a.course.id, { AlEmail: 'outra@teste.com.br' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: bm.duplicateCpf, type: 'FOUND' });
  });

  it('flags a registration whose CPF or e-mail is in another graduation, and links a confirmed user', async () => {
    const a = await createGraduation(t.db);
    const b = await createGraduation(t.db);
    await createStudent(t.db, { graduationId: a.graduation.id, courseId: a.course.id, cpf: '11144477735' });
    const user = await createUser(t.db, { email: 'confirmada@teste.com.br' });
    const res = await asAdmin(
      'POST',
      `/admin/formaturas/${b.graduation.id}/alunos`,
      form(b.course.id, { AlCPF: '111.444.777-35', AlEmail: 'confirmada@teste.com.br' }),
    );
    expect(res.json().duplicates).toEqual([
      expect.objectContaining({ by: 'cpf', graduation: 'Turma de teste' }),
    ]);
    expect(res.json()).toMatchObject({ hasUser: true, emailConfirmed: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.studentId).toBe(res.json().id);
    const list = await asAdmin('GET', `/admin/formaturas/${b.graduation.id}/alunos`);
    expect(list.json().items[0]).toMatchObject({ duplicate: true, hasUser: true, emailConfirmed: true });
  });

  it('edits flags and credits, keeping the before and after in the audit', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const { id } = (
      await asAdmin('POST', `/admin/formaturas/${graduation.id}/alunos`, form(course.id))
    ).json();
    const res = await asAdmin('PUT', `/admin/alunos/${id}`, {
      ...form(course.id),
      restricted: true,
      AlCredFtImpressa: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().form).toMatchObject({ restricted: true, AlCredFtImpressa: 4 });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.studentId, id));
    expect(row!.detail).toMatchObject({ before: { restricted: false }, after: { restricted: true } });
    expect((await asAdmin('GET', '/admin/alunos/999999')).statusCode).toBe(404);
  });

  it('pages, searches by name, e-mail or CPF digits, and filters by course and flags', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const [other] = await t.db
      .insert(courses)
      .values({ graduationId: graduation.id, name: 'Direito' })
      .returning();
    const people = [
      { firstName: 'Ana', surname: 'Alves', cpf: '00000000191', committee: true },
      { firstName: 'Bruno', surname: 'Borges', cpf: '00000000272' },
      { firstName: 'Carla', surname: 'Costa', cpf: '00000000353', email: 'carla.costa@exemplo.com' },
      { firstName: 'Davi', surname: 'Dias', cpf: '00000000434', courseId: other!.id },
    ];
    for (const p of people)
      await createStudent(t.db, { graduationId: graduation.id, courseId: course.id, ...p });
    const base = `/admin/formaturas/${graduation.id}/alunos`;
    const page2 = (await asAdmin('GET', `${base}?pageSize=3&page=2`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((s: { AlNome: string }) => s.AlNome)).toEqual(['Davi Dias']);
    const names = async (query: string) =>
      (await asAdmin('GET', `${base}?${query}`)).json().items.map((s: { AlNome: string }) => s.AlNome);
    expect(await names('q=BORG')).toEqual(['Bruno Borges']);
    expect(await names('q=exemplo.com')).toEqual(['Carla Costa']);
    expect(await names('q=000.000.003')).toEqual(['Carla Costa']);
    expect(await names(`courseId=${other!.id}`)).toEqual(['Davi Dias']);
    expect(await names('committee=true')).toEqual(['Ana Alves']);
    expect(await names('sort=name&dir=desc&pageSize=1')).toEqual(['Davi Dias']);
    expect(await names('q=%25')).toEqual([]);
    expect((await asAdmin('GET', `${base}?committee=talvez`)).statusCode).toBe(400);
    expect((await asAdmin('GET', '/admin/formaturas/999999/alunos')).statusCode).toBe(404);
  });

  it('shows and filters the share of the contract paid, as the media gate counts it', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const base = { graduationId: graduation.id, courseId: course.id };
    const paidHalf = await createStudent(t.db, { ...base, firstName: 'Metade', surname: 'Paga' });
    const paidAll = await createStudent(t.db, { ...base, firstName: 'Tudo', surname: 'Pago' });
    await createStudent(t.db, { ...base, firstName: 'Sem', surname: 'Contrato' });
    const contract = async (studentId: number, paid: number) => {
      const [c] = await t.db.insert(contracts).values({ studentId, totalTermCents: 100_000 }).returning();
      await t.db.insert(parcels).values([
        {
          contractId: c!.id,
          amountCents: paid,
          kind: 'Contrato',
          method: 1,
          dueOn: '2026-01-10',
          paidOn: '2026-01-10',
          paidCents: paid,
        },
        { contractId: c!.id, amountCents: 100_000 - paid, kind: 'Contrato', method: 1, dueOn: '2026-02-10' },
      ]);
    };
    await contract(paidHalf.id, 50_000);
    await contract(paidAll.id, 100_000);
    const list = async (query: string) =>
      (await asAdmin('GET', `/admin/formaturas/${graduation.id}/alunos?${query}`))
        .json()
        .items.map((s: { AlNome: string; paidPercent: number | null }) => [s.AlNome, s.paidPercent]);
    expect(await list('')).toEqual([
      ['Metade Paga', 50],
      ['Sem Contrato', null],
      ['Tudo Pago', 100],
    ]);
    expect(await list('paidMin=60')).toEqual([['Tudo Pago', 100]]);
    expect(await list('paidMax=50')).toEqual([
      ['Metade Paga', 50],
      ['Sem Contrato', null],
    ]);
    expect((await asAdmin('GET', `/admin/formaturas/${graduation.id}/alunos?paidMin=101`)).statusCode).toBe(
      400,
    );
  });
});
