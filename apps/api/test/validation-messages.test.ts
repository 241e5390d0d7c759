import { globalMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInStudent } from './factories';
import { PAYMENT_ENV } from './finance-factories';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp(PAYMENT_ENV);
  token = (await signedInStudent(t.app, t.db)).token;
});
afterAll(() => t.close());

/** zod's English texts and the English written by hand in schemas before decision 102. */
const ENGLISH = /\b(must|expected|invalid|input|required|received|too|least|most|above|decimals?|letters)\b/i;

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload: payload as object });

const parcel = { parcconta: 1, parcvalor: 100, parctipo: 'Contrato', parcforma: 5 };

describe('decision 102: a refused request says why in pt-BR', () => {
  it('decision 102: POST /pagamentos/novaparcela {parcvalor: -1} answers 400 in pt-BR', async () => {
    const res = await post('/pagamentos/novaparcela', { ...parcel, parcvalor: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: globalMessages.amountAboveZero, type: 'INVALID' });
  });

  it('decision 102: an amount with three decimals is refused in pt-BR', async () => {
    const res = await post('/pagamentos/novaparcela', { ...parcel, parcvalor: 10.555 });
    expect(res.json()).toEqual({ error: globalMessages.amountCents, type: 'INVALID' });
  });

  it.each([
    ['a missing body', undefined],
    ['an array', []],
    [
      'every field of the wrong type',
      { parcconta: 'x', parcvalor: 'x', parctipo: 3, parcforma: 'x', parcelas: 'x' },
    ],
    ['an unknown type', { ...parcel, parctipo: 'Outro' }],
    ['instalments out of range', { ...parcel, parcelas: 99 }],
    ['an amount past the maximum', { ...parcel, parcvalor: 1e12 }],
  ])('decision 102: %s answers 400 with a pt-BR text, never zod’s English', async (_case, payload) => {
    const res = await post('/pagamentos/novaparcela', payload);
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer.type).toBe('INVALID');
    expect(answer.error).not.toMatch(ENGLISH);
  });

  it('decision 102: a wrong query string or path parameter answers in pt-BR too', async () => {
    for (const url of ['/api/uploads/nenhuma', '/api/uploads/x/arquivo', '/api/pagamentos/pix/abc']) {
      const res = await t.app.inject({
        method: url.includes('pix') ? 'POST' : 'GET',
        url,
        headers: bearer(token),
        payload: url.includes('pix') ? {} : undefined,
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.json().error, url).not.toMatch(ENGLISH);
    }
  });
});
