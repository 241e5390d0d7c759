import { authMessages, backofficeMessages as bm, type GraduationFormInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
let adminId: number;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'produtora@teste.com.br', role: 'admin' });
  adminId = admin.id;
  adminToken = await signIn(t.app, admin.email);
  studentToken = (await signedInStudent(t.app, t.db)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, adminToken, payload);

async function newInstitution(name = 'Universidade Federal') {
  const res = await asAdmin('POST', '/admin/instituicoes', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

const form = (institutionId: number, overrides: Partial<GraduationFormInput> = {}): GraduationFormInput => ({
  institutionId,
  name: 'Medicina 2027/1',
  FormData: '2027-07-10',
  FormHora: '20:00',
  FormLocal: 'Salão de Atos',
  FormValorPrazo: 5200,
  FormValor: 4800,
  FormLimiteAvista: '2027-03-31',
  FormLimiteSemJuros: 4,
  FormLimiteCartao: '2027-05-10',
  FormTaxa: 2.5,
  FormFtInfancia: 2,
  FormFtHomenagem: 1,
  FormFtLed: 1,
  FormLimiteEntrega: 10,
  FormLimiteCamisetas: '2027-05-01',
  FormMinimoPago: 60,
  ...overrides,
});

describe('decision 46: graduations in the back-office', () => {
  it.each([
    ['GET', '/admin/formaturas'],
    ['POST', '/admin/formaturas'],
    ['GET', '/admin/formaturas/1'],
    ['PUT', '/admin/formaturas/1'],
    ['GET', '/admin/instituicoes'],
    ['POST', '/admin/instituicoes'],
    ['GET', '/admin/formaturas/1/link'],
    ['PUT', '/admin/formaturas/1/link'],
  ] as const)('%s %s: a student gets 403 and a visitor 401', async (method, url) => {
    const asStudent = await call(method, url, studentToken, {});
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await call(method, url, undefined, {})).statusCode).toBe(401);
  });

  it('creates a graduation with every setting, answers it in reais and percent, and audits it', async () => {
    const inst = await newInstitution();
    const res = await asAdmin('POST', '/admin/formaturas', form(inst.id));
    expect(res.statusCode).toBe(201);
    const g = res.json();
    expect(g).toMatchObject({
      institution: 'Universidade Federal',
      name: 'Medicina 2027/1',
      FormData: '2027-07-10',
      FormHora: '20:00',
      FormValorPrazo: 5200,
      FormValor: 4800,
      FormTaxa: 2.5,
      FormLimiteSemJuros: 4,
      FormMinimoPago: 60,
      closed: false,
      courses: [],
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, adminId));
    expect(rows.map((r) => r.action)).toContain('POST /api/admin/formaturas');
  });

  it.each([
    ['a negative price', { FormValorPrazo: -1 }, bm.priceNegative],
    ['a percentage over 100', { FormMinimoPago: 101 }, bm.percentRange],
    ['an interest rate over 100', { FormTaxa: 120 }, bm.percentRange],
    ['a cash price above the term price', { FormValor: 6000 }, bm.cashAboveTerm],
    [
      'a shirt deadline after the ceremony',
      { FormLimiteCamisetas: '2027-08-01' },
      bm.deadlineAfterCeremony('Limite da camiseta'),
    ],
    [
      'a card deadline after the ceremony',
      { FormLimiteCartao: '2027-07-11' },
      bm.deadlineAfterCeremony('Limite do cartão'),
    ],
    ['no name', { name: '  ' }, bm.nameRequired],
    ['a malformed time', { FormHora: '25:00' }, bm.timeInvalid],
    ['a contract that is no web address', { FormContrato: 'javascript:alert(1)' }, bm.urlInvalid],
  ])('refuses %s with a pt-BR message', async (_case, overrides, message) => {
    const inst = await newInstitution();
    const res = await asAdmin('POST', '/admin/formaturas', form(inst.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, type: 'INVALID' });
  });

  it('edits a graduation, keeping what it was in the audit; a closed one is refused until reopened', async () => {
    const inst = await newInstitution();
    const { id } = (await asAdmin('POST', '/admin/formaturas', form(inst.id))).json();
    const edited = await asAdmin('PUT', `/admin/formaturas/${id}`, form(inst.id, { FormLocal: 'Teatro' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().FormLocal).toBe('Teatro');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.graduationId, id));
    expect(row!.detail).toMatchObject({
      before: { FormLocal: 'Salão de Atos' },
      after: { FormLocal: 'Teatro' },
    });

    expect((await asAdmin('POST', `/admin/formaturas/${id}/encerrar`)).json().closed).toBe(true);
    const refused = await asAdmin('PUT', `/admin/formaturas/${id}`, form(inst.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: bm.graduationClosed, type: 'LIMIT' });
    expect((await asAdmin('POST', `/admin/formaturas/${id}/reabrir`)).json().closed).toBe(false);

    const trail = await asAdmin('GET', `/admin/auditoria?graduationId=${id}`);
    expect(trail.json().map((r: { action: string }) => r.action)).toEqual([
      'POST /api/admin/formaturas/:id/reabrir',
      'POST /api/admin/formaturas/:id/encerrar',
      'PUT /api/admin/formaturas/:id',
    ]);
  });

  it('lists graduations a page at a time with the total, searching by name or institution', async () => {
    const inst = await newInstitution('Faculdade de Paginação');
    for (let i = 0; i < 5; i++)
      await asAdmin('POST', '/admin/formaturas', form(inst.id, { name: `Turma ${i}` }));
    const page = await asAdmin('GET', '/admin/formaturas?q=pagina&pageSize=2&page=2&sort=name&dir=asc');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.json().items.map((g: { name: string }) => g.name)).toEqual(['Turma 2', 'Turma 3']);
    expect((await asAdmin('GET', '/admin/formaturas?pageSize=500')).statusCode).toBe(400);
  });

  it('institutions, polos and courses are created and renamed', async () => {
    const inst = await newInstitution('Centro Universitário');
    const polo = await asAdmin('POST', `/admin/instituicoes/${inst.id}/polos`, { name: 'Polo Centro' });
    expect(polo.statusCode).toBe(201);
    expect(
      (await asAdmin('PATCH', `/admin/polos/${polo.json().id}`, { name: 'Polo Norte' })).statusCode,
    ).toBe(200);
    const list = (await asAdmin('GET', '/admin/instituicoes')).json();
    expect(list.find((i: { id: number }) => i.id === inst.id).campuses).toEqual([
      { id: polo.json().id, name: 'Polo Norte', archived: false },
    ]);
    const { id } = (await asAdmin('POST', '/admin/formaturas', form(inst.id))).json();
    const course = await asAdmin('POST', `/admin/formaturas/${id}/cursos`, { name: 'Enfermagem' });
    expect(course.statusCode).toBe(201);
    expect(
      (await asAdmin('PATCH', `/admin/cursos/${course.json().id}`, { name: 'Nutrição' })).statusCode,
    ).toBe(200);
    expect((await asAdmin('GET', `/admin/formaturas/${id}`)).json().courses).toEqual([
      { id: course.json().id, name: 'Nutrição', archived: false },
    ]);
    expect((await asAdmin('POST', '/admin/instituicoes/999999/polos', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('decision 47: the self-registration link', () => {
  it('answers the link with its QR code and count; closing it makes the key unknown to /hash', async () => {
    const { graduation } = await createGraduation(t.db, {
      registrationKey: 'link-de-teste',
      vacancyLimit: 3,
    });
    const res = await asAdmin('GET', `/admin/formaturas/${graduation.id}/link`);
    expect(res.json()).toMatchObject({
      key: 'link-de-teste',
      url: 'http://portal.test/sign/link-de-teste',
      open: true,
      vacancyLimit: 3,
      registeredCount: 0,
    });
    expect(res.json().qrSvg).toMatch(/^<svg/);

    const closed = await asAdmin('PUT', `/admin/formaturas/${graduation.id}/link`, {
      open: false,
      vacancyLimit: 3,
      executiveCode: 'e7',
    });
    expect(closed.json()).toMatchObject({ open: false, url: 'http://portal.test/sign/link-de-teste/e7' });
    expect((await t.app.inject({ method: 'GET', url: '/api/hash/link-de-teste' })).json()).toEqual({
      erro: true,
    });

    const renewed = await asAdmin('PUT', `/admin/formaturas/${graduation.id}/link`, {
      open: true,
      vacancyLimit: 3,
      newKey: true,
    });
    expect(renewed.json().key).not.toBe('link-de-teste');
    expect((await t.app.inject({ method: 'GET', url: `/api/hash/${renewed.json().key}` })).json().erro).toBe(
      false,
    );
  });

  it('refuses a limit below the students already registered', async () => {
    const { graduation } = await createGraduation(t.db, { vacancyLimit: 10, registeredCount: 4 });
    const res = await asAdmin('PUT', `/admin/formaturas/${graduation.id}/link`, {
      open: true,
      vacancyLimit: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: bm.vacancyBelowRegistered(4), type: 'INVALID' });
    expect(
      (await asAdmin('PUT', `/admin/formaturas/${graduation.id}/link`, { open: true, vacancyLimit: 0 }))
        .statusCode,
    ).toBe(200);
  });
});
