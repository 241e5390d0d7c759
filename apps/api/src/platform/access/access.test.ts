import { authMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import type { Actor } from '../sessions/actor';
import { decideAccess, linkedStudentId } from './access';
import type { AccessStudent } from './access.repository';

const actor = (over: Partial<Actor> = {}): Actor => ({
  userId: 1,
  role: 'student',
  name: 'Aluno',
  studentId: 7,
  acting: false,
  emailConfirmed: true,
  audit: null,
  ...over,
});
const flags = { guest: false, restricted: false, committee: false, coordinator: false };
/** A valid address form (POST /revendereco), so the refusal is access's and not the form's. */
const ADDRESS = {
  AlCEP: '90010-000',
  AlEndereco: 'Rua dos Andradas',
  AlNumero: '1234',
  AlComp: '',
  AlBairro: 'Centro Histórico',
  AlCidade: 'Porto Alegre',
  AlUF: 'RS',
};
const row = (over: Partial<typeof flags> = {}) => ({ ...flags, ...over }) as unknown as AccessStudent;

describe('the access decision (decision 107)', () => {
  it('spec B §6: an unlinked user is 404 registrationNotLinked; an administrator acting as nobody is 403', () => {
    expect(() => linkedStudentId(actor({ studentId: null }))).toThrow(authMessages.registrationNotLinked);
    expect(() => linkedStudentId(actor({ role: 'admin', studentId: null }))).toThrow(authMessages.forbidden);
    expect(linkedStudentId(actor())).toBe(7);
  });

  it('spec A §6, spec B §6: no row is 404; a declared permission the student lacks is 403', () => {
    expect(() => decideAccess(actor(), undefined)).toThrow(authMessages.registrationNotLinked);
    expect(() => decideAccess(actor(), row({ guest: true }), 'cart')).toThrow(authMessages.forbidden);
    expect(() => decideAccess(actor(), row({ restricted: true }), 'cart')).toThrow(authMessages.forbidden);
    const admin = actor({ role: 'admin', acting: true });
    expect(decideAccess(admin, row(), 'cart').can.cart).toBe(true);
    expect(decideAccess(actor(), row({ guest: true })).can.finance).toBe(false);
  });
});

describe('the acting student is read once per request', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The statements a call sends, once the session is cached (student sessions are, for a few seconds). */
  async function statementsOf(url: string, token: string) {
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const query = client.query;
    await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    let n = 0;
    client.query = (...a: unknown[]) => {
      // The route's own statements: the shared rate limiter's gathered additions (decision 148) are not the call's.
      const text = typeof a[0] === 'string' ? a[0] : String((a[0] as { text?: unknown } | null)?.text ?? '');
      if (!text.includes('rate_limit_hits')) n += 1;
      return query.apply(client, a);
    };
    try {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
    } finally {
      client.query = query;
    }
    return n;
  }

  it('GET /pedidos/consultar: the student, then the orders (two statements)', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    expect(await statementsOf('/api/pedidos/consultar', token)).toBe(2);
  });

  it('GET /produtos/listar: the student, then the products (two statements)', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    expect(await statementsOf('/api/produtos/listar', token)).toBe(2);
  });

  it('decision 112: GET /perfil/cadastro stays one statement, its registration being the access loader', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    expect(await statementsOf('/api/perfil/cadastro', token)).toBe(1);
  });

  it('decision 112: GET /calendario reads the student and the address version in one statement', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    expect(await statementsOf('/api/calendario', token)).toBe(1);
  });

  it.each([
    ['GET', '/api/perfil/cadastro'],
    ['POST', '/api/revendereco'],
    ['GET', '/api/calendario'],
    ['POST', '/api/calendario/renovar'],
    ['GET', '/api/relatorios/comissao'],
    ['GET', '/api/relatorios/comissao.csv'],
    ['GET', '/api/relatorios/painel'],
    ['GET', '/api/relatorios/painel.csv'],
    ['GET', '/api/uploads/00000000-0000-0000-0000-000000000000/arquivo'],
  ] as const)(
    'decision 112: %s %s refuses as every student route: unlinked 404, administrator as nobody 403',
    async (method, url) => {
      const payload = url === '/api/revendereco' ? ADDRESS : undefined;
      const call = async (email: string) =>
        t.app.inject({
          method,
          url,
          headers: bearer(await signIn(t.app, email)),
          ...(payload ? { payload } : {}),
        });
      const unlinked = await call((await createUser(t.db)).email);
      expect(unlinked.json()).toEqual({ error: authMessages.registrationNotLinked, type: 'NOT_FOUND' });
      const admin = await call((await createUser(t.db, { role: 'admin' })).email);
      expect(admin.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    },
  );

  it('a refusal is decided before the handler: a guest is 403 on a cart call', async () => {
    const { token } = await signedInStudent(t.app, t.db, { guest: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/cache/cart', headers: bearer(token) });
    expect(res.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    const user = await createUser(t.db);
    const unlinked = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: 'senha-forte-123' },
    });
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/api/cache/cart',
      headers: bearer(unlinked.json().token),
    });
    expect(res2.json()).toEqual({ error: authMessages.registrationNotLinked, type: 'NOT_FOUND' });
  });
});
