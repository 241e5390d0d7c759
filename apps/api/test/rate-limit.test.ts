import { authMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInStudent } from './factories';
import { createTestApp, type TestContext } from './helpers';

const LIMITED = { error: authMessages.tooManyRequests, type: 'RATE_LIMIT' };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_RATE_LIMIT_PER_MINUTE: '5',
    USER_RATE_LIMIT_PER_MINUTE: '8',
    AUTH_RATE_LIMIT_PER_MINUTE: '2',
  });
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('decision 32: every public call is rate-limited', () => {
  it('decision 32: a flood of GET /api/hash/{key} from one address gets 429 while another address gets 200', async () => {
    for (let i = 0; i < 4; i++) expect((await get('/api/hash/x', '10.0.0.1')).statusCode).toBe(200);
    // Invalid calls count too: the limit runs before validation.
    expect((await get('/api/hash/x%00', '10.0.0.1')).statusCode).toBe(400);
    const flooded = await get('/api/hash/x', '10.0.0.1');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual(LIMITED);
    // Every public call of that address shares the budget, so the flood cannot move to another route.
    expect((await get('/api/alunoscount/1', '10.0.0.1')).statusCode).toBe(429);
    expect((await get('/api/hash/x', '10.0.0.2')).statusCode).toBe(200);
  });

  it('decision 32: a signed-in user is counted by the verified user, with a budget of its own', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const other = await signedInStudent(t.app, t.db);
    // Eight calls from eight addresses: the user is the key, not the address.
    for (let i = 0; i < 8; i++)
      expect((await get('/api/perfil/cadastro', `10.1.0.${i}`, bearer(token))).statusCode).toBe(200);
    expect((await get('/api/perfil/cadastro', '10.1.0.99', bearer(token))).statusCode).toBe(429);
    // Another user on the same address still gets through, and so does the public budget of that address.
    expect((await get('/api/perfil/cadastro', '10.1.0.1', bearer(other.token))).statusCode).toBe(200);
    expect((await get('/api/hash/x', '10.1.0.1')).statusCode).toBe(200);
  });

  it('decision 32: an unverified token counts as a public caller, by address', async () => {
    const forged = bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged');
    for (let i = 0; i < 5; i++) expect((await get('/api/hash/x', '10.2.0.1', forged)).statusCode).toBe(200);
    expect((await get('/api/hash/x', '10.2.0.1', forged)).statusCode).toBe(429);
  });

  it('decision 32: the stricter per-route limits stay (sign-in: 2 a minute here)', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: '10.3.0.1',
        payload: { email: 'ninguem@teste.com.br', password: 'errada-123' },
      });
    expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(401);
    const third = await signIn();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(LIMITED);
  });
});
