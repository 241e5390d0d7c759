import { authMessages, backofficeMessages as bm, DEFAULT_PRODUCER_SETTINGS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

describe('decision 49: the producer settings live in the database', () => {
  it('answers the defaults until the producer saves, then the saved values, to every screen', async () => {
    expect((await call('GET', '/configuracoes')).json()).toEqual({
      storeUrl: DEFAULT_PRODUCER_SETTINGS.storeUrl,
      contactUrl: DEFAULT_PRODUCER_SETTINGS.contactUrl,
      dpoEmail: null,
      shirtSizeChart: DEFAULT_PRODUCER_SETTINGS.shirtSizeChart,
      producer: DEFAULT_PRODUCER_SETTINGS.producer,
      logoUrl: null,
    });
    const saved = await call('PUT', '/admin/configuracoes', adminToken, {
      ...DEFAULT_PRODUCER_SETTINGS,
      storeUrl: 'https://loja.produtora.com.br',
      dpoEmail: 'dpo@produtora.com.br',
      financeEmail: 'financeiro@produtora.com.br',
    });
    expect(saved.statusCode).toBe(200);
    const open = (await call('GET', '/configuracoes')).json();
    expect(open).toMatchObject({
      storeUrl: 'https://loja.produtora.com.br',
      dpoEmail: 'dpo@produtora.com.br',
    });
    // The finance mailbox and the course markers are not for every visitor.
    expect(open).not.toHaveProperty('financeEmail');
    expect((await call('GET', '/admin/configuracoes', adminToken)).json().financeEmail).toBe(
      'financeiro@produtora.com.br',
    );
  });

  it('a cleared e-mail is saved as no e-mail (the defaults have none)', async () => {
    const res = await call('PUT', '/admin/configuracoes', adminToken, {
      ...DEFAULT_PRODUCER_SETTINGS,
      dpoEmail: null,
      financeEmail: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dpoEmail: null, financeEmail: null });
    expect((await call('GET', '/configuracoes')).json().dpoEmail).toBeNull();
  });

  it('refuses a bad value with a pt-BR message', async () => {
    const res = await call('PUT', '/admin/configuracoes', adminToken, {
      ...DEFAULT_PRODUCER_SETTINGS,
      contactUrl: 'ftp://x',
    });
    expect(res.json()).toEqual({ error: bm.urlInvalid, type: 'INVALID' });
    const chart = structuredClone(DEFAULT_PRODUCER_SETTINGS.shirtSizeChart);
    chart['1']!.chest = 5;
    const size = await call('PUT', '/admin/configuracoes', adminToken, {
      ...DEFAULT_PRODUCER_SETTINGS,
      shirtSizeChart: chart,
    });
    expect(size.json()).toEqual({ error: bm.settingsSizeRange, type: 'INVALID' });
  });

  it('only administrators read or change them all', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await call('GET', '/admin/configuracoes', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await call('PUT', '/admin/configuracoes', undefined, DEFAULT_PRODUCER_SETTINGS)).statusCode).toBe(
      401,
    );
  });
});
