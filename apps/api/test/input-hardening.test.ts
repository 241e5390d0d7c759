import { globalMessages, INT4_MAX } from '@portal/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/plugins/errors';
import { bearer, createGraduation, createUser, signedInStudent, signIn } from './factories';
import { createTestApp, type TestContext } from './helpers';

/** Every route's inputs, read from the OpenAPI document the route schemas generate. */
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };
type Operation = {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Field = { where: 'path' | 'query' | 'body'; name: string; types: string[] };

const NUL = 'a\u0000b';
/** Field names that carry a row id on the wire (the spec's names included). */
const ID_FIELD = /^id$|Id$|^(evid|parcid|pedId|formatura|AlCurso|AlPolo|AlFormatura)$/;
const INVALID = { error: globalMessages.invalidInput, type: 'INVALID' };

let t: TestContext;
let adminToken: string;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'admin', name: 'Administrador' });
  adminToken = await signIn(t.app, admin.email);
  studentToken = (await signedInStudent(t.app, t.db)).token;
});
afterAll(() => t.close());

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = schema.type === undefined ? [] : [schema.type].flat();
  return [...own, ...(schema.anyOf ?? []).flatMap(typesOf)];
}

async function everyRoute() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const fields: Field[] = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ where: p.in as 'path' | 'query', name: p.name, types: typesOf(p.schema) }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {}))
        fields.push({ where: 'body', name, types: typesOf(schema) });
      return { method: method.toUpperCase(), path, fields };
    }),
  );
}

/** One request per field: that field holds `value`, path parameters not under test hold a valid id. */
function requestFor(route: { method: string; path: string }, field: Field, value: string | number) {
  let url = route.path.replace(/\{(\w+)\}/g, (_, name) =>
    field.where === 'path' && field.name === name ? encodeURIComponent(String(value)) : '1',
  );
  if (field.where === 'query') url += `?${field.name}=${encodeURIComponent(String(value))}`;
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: bearer(adminToken),
    ...(field.where === 'body' ? { payload: { [field.name]: value } } : {}),
  });
}

describe('decision 30: hostile input answers 400, never 500', () => {
  it('decision 30: a NUL byte in any text answers 400 INVALID (the routes the issue names)', async () => {
    const { graduation } = await createGraduation(t.db);
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
    const address = {
      AlCEP: '90010-000',
      AlEndereco: 'Rua dos Andradas',
      AlNumero: '1234',
      AlComp: 'ap 301',
      AlBairro: 'Centro',
      AlCidade: 'Porto Alegre',
      AlUF: 'RS',
    };
    const answers = [
      await post('/api/register', { name: NUL, email: 'nul@teste.com.br', password: 'senha-forte-123' }),
      await post('/api/register', {
        name: 'Ana',
        email: `nul${NUL}@teste.com.br`,
        password: 'senha-forte-123',
      }),
      await post('/api/auth', { email: `a${NUL}@teste.com.br`, password: 'senha-forte-123' }),
      await post('/api/forgot', { email: `a${NUL}@teste.com.br` }),
      ...(await Promise.all(
        Object.keys(address).map((field) =>
          post('/api/revendereco', { ...address, [field]: NUL }, studentToken),
        ),
      )),
      await post('/api/autostore', {
        key: graduation.registrationKey,
        AlNome: 'Maria da Silva',
        AlSobrenome: 'da Silva',
        AlEmail: 'maria@teste.com.br',
        AlCPF: '52998224725',
        AlFone: '51998765432',
        AlInsta: `maria${NUL}`,
        AlCurso: 1,
        AlPolo: null,
        AlFormatura: graduation.id,
        AlExecutivo: 'e7',
      }),
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/alunos?q=${encodeURIComponent(NUL)}`,
        headers: bearer(adminToken),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('decision 30: a deeply nested body answers 400, the NUL check does not overflow the stack', async () => {
    for (const inner of ['', '"\\u0000"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(200_000)}${inner}${']'.repeat(200_000)}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('decision 30: an id past the int4 column range answers 400 INVALID', async () => {
    const past = INT4_MAX + 1;
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/alunoscount/${past}` }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/agir',
        payload: { studentId: past },
        headers: bearer(adminToken),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/link-acesso',
        payload: { studentId: past },
        headers: bearer(adminToken),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('decision 30: every route of the app answers a NUL byte in any text field with 400 INVALID', async () => {
    const routes = await everyRoute();
    const tried: string[] = [];
    for (const route of routes) {
      for (const field of route.fields.filter((f) => f.types.includes('string'))) {
        const res = await requestFor(route, field, NUL);
        tried.push(`${route.method} ${route.path} ${field.where}.${field.name}`);
        expect(res.statusCode, `${route.method} ${route.path} ${field.name}: ${res.body}`).toBe(400);
        expect(res.json().type).toBe('INVALID');
      }
    }
    // The walk must reach the routes the issue names, or it proves nothing.
    expect(tried).toEqual(
      expect.arrayContaining([
        'POST /api/register body.name',
        'POST /api/auth body.email',
        'POST /api/forgot body.email',
        'POST /api/revendereco body.AlEndereco',
        'POST /api/autostore body.AlInsta',
        'GET /api/admin/alunos query.q',
      ]),
    );
  });

  it('decision 30: every route of the app answers an id past int4 with 400, and any integer past it never with 500', async () => {
    const routes = await everyRoute();
    const tried: string[] = [];
    for (const route of routes) {
      for (const field of route.fields.filter((f) =>
        f.types.some((x) => x === 'integer' || x === 'number'),
      )) {
        const res = await requestFor(route, field, INT4_MAX + 1);
        tried.push(`${route.method} ${route.path} ${field.where}.${field.name}`);
        const where = `${route.method} ${route.path} ${field.name}: ${res.body}`;
        // An id names a row of an int4 column; other integers (a page, a quantity) may be legal past it.
        if (ID_FIELD.test(field.name)) expect(res.statusCode, where).toBe(400);
        else expect(res.statusCode, where).toBeLessThan(500);
      }
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'GET /api/alunoscount/{formatura} path.formatura',
        'POST /api/admin/agir body.studentId',
      ]),
    );
  });

  it('decision 30: a data exception of the database, however deep drizzle wrapped it, answers 400 INVALID', async () => {
    // A route without a schema stands for any input that slips past the wire: the error handler is the net.
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/nul', () => t.db.execute(sql`select ${NUL}::text`));
    app.get('/range', () => t.db.execute(sql`select ${String(INT4_MAX + 1)}::int4`));
    app.get('/syntax', () => t.db.execute(sql`select ${'x'}::int4`));
    app.get('/wrapped', () => {
      const driver = Object.assign(new Error('value too long for type character varying(2)'), {
        code: '22001',
      });
      throw new Error('outer', { cause: new Error('Failed query: insert …', { cause: driver }) });
    });
    app.get('/unique', () => {
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    for (const url of ['/nul', '/range', '/syntax', '/wrapped']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await app.inject({ method: 'GET', url: '/unique' })).statusCode).toBe(500);
    await app.close();
  });
});
