import { authMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInStudent } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import type { TokenPayload } from './actor';
import { verifiedTokens } from './verified-tokens';

const payload = (exp: number): TokenPayload & { exp: number } => ({
  sub: 7,
  ver: 1,
  role: 'student',
  act: null,
  via: null,
  exp,
});

describe('decision 150: a verified bearer header is known until its expiry', () => {
  it('decision 150: known by its exact text, until exp; a header never verified is never known', () => {
    let now = 1_000_000;
    const tokens = verifiedTokens(() => now);
    tokens.remember('Bearer abc', payload(1_060));
    expect(tokens.get('Bearer abc')?.sub).toBe(7);
    expect(tokens.get('Bearer  abc')).toBeUndefined();
    expect(tokens.get('bearer abc')).toBeUndefined();
    expect(tokens.get(undefined)).toBeUndefined();
    now = 1_060_000;
    expect(tokens.get('Bearer abc')).toBeUndefined();
  });

  it('decision 150: a payload without an expiry is not kept', () => {
    const tokens = verifiedTokens(() => 0);
    tokens.remember('Bearer x', { ...payload(0), exp: undefined as unknown as number });
    expect(tokens.get('Bearer x')).toBeUndefined();
  });
});

describe('decision 150: the API refuses a known token once it expires', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ JWT_EXPIRES_IN: '2s' });
  });
  afterAll(() => t.close());

  it('decision 150: a token accepted a moment ago is refused after its exp, with the session-expired text', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const call = () => t.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: bearer(token) });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2_100));
    const late = await call();
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(authMessages.sessionExpired);
  });

  it('decision 150: a tampered token is refused even beside a known one', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const ok = await t.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: bearer(tampered) });
    expect(res.statusCode).toBe(401);
  });
});
