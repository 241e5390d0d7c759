import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyMessages, MeasureKind } from '@portal/domain';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createGraduation, createStudent, createUser, signIn } from '../../../test/factories';
import { createContract, today } from '../../../test/finance-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  campuses,
  contracts,
  courses,
  events,
  extras,
  graduations,
  idempotencyKeys,
  institutions,
  measures,
  notices,
  packageItems,
  parcels,
  products,
  students,
} from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
let otherAdminToken: string;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { email: 'secretaria@teste.com.br', role: 'admin' });
  adminToken = await signIn(t.app, admin.email);
  const other = await createUser(t.db, { email: 'outra@teste.com.br', role: 'admin' });
  otherAdminToken = await signIn(t.app, other.email);
  const student = await createUser(t.db, { email: 'aluno@teste.com.br' });
  studentToken = await signIn(t.app, student.email);
});
afterAll(() => t.close());

const post = (url: string, payload: object, key?: string, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    payload,
  });

const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;

type Setup = {
  graduationId: number;
  institutionId: number;
  courseId: number;
  studentId: number;
  contractId: number;
};
/** Every back-office create route a form submits (decision 117), with a valid body. */
const CREATE_ROUTES: [string, PgTable, (s: Setup) => [string, object]][] = [
  ['an institution', institutions, () => ['/admin/instituicoes', { name: 'Universidade Nova' }]],
  ['a polo', campuses, (s) => [`/admin/instituicoes/${s.institutionId}/polos`, { name: 'Polo Centro' }]],
  [
    'a graduation',
    graduations,
    (s) => [
      '/admin/formaturas',
      {
        institutionId: s.institutionId,
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
      },
    ],
  ],
  ['a course', courses, (s) => [`/admin/formaturas/${s.graduationId}/cursos`, { name: 'Enfermagem' }]],
  [
    'a notice',
    notices,
    (s) => [`/admin/formaturas/${s.graduationId}/avisos`, { html: '<p>Ensaio sábado</p>' }],
  ],
  [
    'an event',
    events,
    (s) => [
      `/admin/formaturas/${s.graduationId}/eventos`,
      { nome: 'Baile', data: '2026-10-10', tipoMidia: 0, link: null },
    ],
  ],
  [
    'a student',
    students,
    (s) => [
      `/admin/formaturas/${s.graduationId}/alunos`,
      {
        AlNome: 'joana',
        AlSobrenome: 'da silva',
        AlEmail: `joana.${randomUUID().slice(0, 8)}@teste.com.br`,
        AlCPF: '529.982.247-25',
        AlFone: '(51) 99876-5432',
        AlInsta: '@joana',
        AlCurso: s.courseId,
        AlPolo: null,
      },
    ],
  ],
  [
    'a print size',
    measures,
    (s) => [
      '/admin/valores-fotos',
      {
        formatura: s.graduationId,
        slug: '20x30',
        nome: 'Impressa 20x30',
        descricao: 'Ampliação',
        tipoMedida: MeasureKind.printed,
        valor: 39.9,
        complementar: 0,
        complementares: [],
        ordem: 5,
        ativo: true,
      },
    ],
  ],
  [
    'a product',
    products,
    () => [
      '/admin/produtos',
      {
        formatura: null,
        nome: 'Porta-retrato',
        descricao: 'Com a sua foto',
        valor: 79.5,
        complementar: 1,
        ordem: 1,
        ativo: true,
      },
    ],
  ],
  [
    'a contract',
    contracts,
    (s) => [`/admin/alunos/${s.studentId}/contratos`, { valor: 2800, pdf: null, assinadoEm: null }],
  ],
  [
    'a contract extra',
    extras,
    (s) => [
      `/admin/alunos/${s.studentId}/contratos/${s.contractId}/extras`,
      { descricao: 'Pulseira', valor: 25 },
    ],
  ],
  [
    'a package item',
    packageItems,
    (s) => [
      `/admin/alunos/${s.studentId}/contratos/${s.contractId}/itens`,
      { nome: 'Quadro', descricao: null, valor: 120, quantidade: 3, ativo: true, reservado: 0 },
    ],
  ],
  [
    'a manual payment',
    parcels,
    (s) => [
      `/admin/alunos/${s.studentId}/contratos/${s.contractId}/pagamentos`,
      { tipo: 'Contrato', forma: 1, valor: 450, pagoEm: today(), documento: null, observacao: null },
    ],
  ],
];

async function setup(): Promise<Setup> {
  const g = await createGraduation(t.db);
  const student = await createStudent(t.db, { graduationId: g.graduation.id, courseId: g.course.id });
  const { contract } = await createContract(t.db, student.id);
  return {
    graduationId: g.graduation.id,
    institutionId: g.institution.id,
    courseId: g.course.id,
    studentId: student.id,
    contractId: contract.id,
  };
}

describe('decision 117: a repeated submit creates one record', () => {
  it.each(CREATE_ROUTES)('decision 117: a repeated submit creates one %s', async (_name, table, body) => {
    const [url, payload] = body(await setup());
    const key = randomUUID();
    const before = await rows(table);
    const first = await post(url, payload, key);
    expect(first.statusCode).toBe(201);
    const again = await post(url, payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows(table)).toBe(before + 1);
  });

  it('decision 117: two submits at once with one key create one graduation; the other is told to wait or gets the first answer', async () => {
    const [url, payload] = CREATE_ROUTES[2]![2](await setup());
    const key = randomUUID();
    const before = await rows(graduations);
    const answers = await Promise.all([post(url, payload, key), post(url, payload, key)]);
    expect(await rows(graduations)).toBe(before + 1);
    for (const a of answers) {
      if (a.statusCode === 409)
        expect(a.json()).toEqual({ error: idempotencyMessages.inProgress, type: 'FOUND' });
      else expect(a.statusCode).toBe(201);
    }
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
  });

  it('decision 117: a new key (the form after a success) creates another record; no key behaves as before', async () => {
    const before = await rows(institutions);
    await post('/admin/instituicoes', { name: 'Primeira' }, randomUUID());
    await post('/admin/instituicoes', { name: 'Segunda' }, randomUUID());
    await post('/admin/instituicoes', { name: 'Sem chave' });
    await post('/admin/instituicoes', { name: 'Sem chave' });
    expect(await rows(institutions)).toBe(before + 4);
  });

  it('decision 117: a refused first submit keeps nothing, so the corrected one with the same key creates', async () => {
    const key = randomUUID();
    const refused = await post('/admin/instituicoes', { name: '' }, key);
    expect(refused.statusCode).toBe(400);
    const { graduationId } = await setup();
    const missing = await post('/admin/formaturas/999999/cursos', { name: 'Direito' }, key);
    expect(missing.statusCode).toBe(404);
    const fixed = await post(`/admin/formaturas/${graduationId}/cursos`, { name: 'Direito' }, key);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('decision 117: the same key with other data is refused (422), never answered with the first record', async () => {
    const key = randomUUID();
    expect((await post('/admin/instituicoes', { name: 'Alfa' }, key)).statusCode).toBe(201);
    const other = await post('/admin/instituicoes', { name: 'Beta' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: idempotencyMessages.reusedKey, type: 'INVALID' });
  });

  it('decision 117: keys are per user: another administrator with the same key creates their own record', async () => {
    const key = randomUUID();
    const before = await rows(institutions);
    await post('/admin/instituicoes', { name: 'Gama' }, key);
    const theirs = await post('/admin/instituicoes', { name: 'Gama' }, key, otherAdminToken);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(institutions)).toBe(before + 2);
  });

  it('decision 117: a key older than 24 h is forgotten: a submit with it creates again', async () => {
    const key = randomUUID();
    const before = await rows(institutions);
    await post('/admin/instituicoes', { name: 'Delta' }, key);
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    const later = await post('/admin/instituicoes', { name: 'Delta' }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(institutions)).toBe(before + 2);
  });

  it('decision 117: a malformed key is refused (400); a student or a visitor never reaches the key (403, 401)', async () => {
    const bad = await post('/admin/instituicoes', { name: 'Épsilon' }, 'curta');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: idempotencyMessages.invalidKey, type: 'INVALID' });
    const key = randomUUID();
    expect((await post('/admin/instituicoes', { name: 'Zeta' }, key, studentToken)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/instituicoes',
      headers: { [IDEMPOTENCY_HEADER]: key },
      payload: { name: 'Zeta' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await rows(idempotencyKeys)).toBeGreaterThan(0);
    const [held] = await t.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} = ${key}`);
    expect(held!.n).toBe(0);
  });
});
