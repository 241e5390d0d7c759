import {
  authMessages,
  DEFAULT_PRODUCER_SETTINGS,
  type ProducerSettings,
  producerIdentityMessages as pm,
} from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, bearer, createUser, type Method, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let adminToken: string;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
  studentToken = (await signedInStudent(t.app, t.db)).token;
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);

const IDENTITY = {
  name: 'Formaturas Exemplo',
  legalName: 'Exemplo Fotografia e Eventos Ltda',
  cnpj: '11.222.333/0001-81',
  street: 'Rua dos Andradas, 1000, sala 5 – Centro',
  city: 'Porto Alegre',
  state: 'RS',
  cep: '90020-000',
  email: 'contato@exemplo.com.br',
  phone: '(51) 3333-4444',
};
const withIdentity = (producer: Partial<typeof IDENTITY>): ProducerSettings => ({
  ...DEFAULT_PRODUCER_SETTINGS,
  producer: { ...DEFAULT_PRODUCER_SETTINGS.producer, ...producer },
});

function multipart(content: Buffer, type = 'image/png') {
  const boundary = '----h9logo';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const png = (width = 600, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#1c5d99' } })
    .png()
    .toBuffer();
const postLogo = (body: ReturnType<typeof multipart>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/configuracoes/logo',
    ...body,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });

describe("decision 122: the producer's identity in the settings", () => {
  it('decision 122: saved with CNPJ, CEP and phone bare, answered to every screen', async () => {
    const saved = await call('PUT', '/admin/configuracoes', adminToken, withIdentity(IDENTITY));
    expect(saved.statusCode).toBe(200);
    const stored = {
      ...IDENTITY,
      cnpj: '11222333000181',
      cep: '90020000',
      phone: '5133334444',
    };
    expect(saved.json().producer).toEqual(stored);
    expect((await call('GET', '/configuracoes')).json()).toMatchObject({ producer: stored, logoUrl: null });
  });

  it.each([
    ['cnpj', '11.222.333/0001-82', pm.cnpjInvalid],
    ['cep', '9002-000', pm.cepInvalid],
    ['phone', '(20) 3333-4444', pm.phoneInvalid],
    ['state', 'XX', pm.stateInvalid],
    ['email', 'contato@', pm.emailInvalid],
    ['name', 'N'.repeat(121), pm.nameTooLong],
  ] as const)('decision 122: a bad %s (%s) is refused in pt-BR', async (field, value, message) => {
    const res = await call(
      'PUT',
      '/admin/configuracoes',
      adminToken,
      withIdentity({ ...IDENTITY, [field]: value }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, type: 'INVALID' });
  });

  it('decision 122: only administrators change the identity or the logo', async () => {
    const body = withIdentity(IDENTITY);
    expect((await call('PUT', '/admin/configuracoes', studentToken, body)).json()).toEqual({
      error: authMessages.forbidden,
      type: 'FORBIDDEN',
    });
    expect((await call('PUT', '/admin/configuracoes', undefined, body)).statusCode).toBe(401);
    expect((await postLogo(multipart(await png()), studentToken)).statusCode).toBe(403);
    expect((await postLogo(multipart(await png()))).statusCode).toBe(401);
    expect((await call('DELETE', '/admin/configuracoes/logo', studentToken)).statusCode).toBe(403);
  });
});

describe("decision 122: the producer's logo", () => {
  it('decision 122: an image is read by its bytes, kept as a PNG of at most 480 × 160 and served at a versioned address', async () => {
    const res = await postLogo(multipart(await png(1200, 400), 'application/octet-stream'), adminToken);
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/configuracoes\/logo\?v=\w+$/);
    expect((await call('GET', '/configuracoes')).json().logoUrl).toBe(logoUrl);
    const image = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 480,
      height: 160,
    });
  });

  it('decision 122: a file that is not a PNG or JPEG, or larger than 512 KB, is refused in pt-BR', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await postLogo(multipart(svg, 'image/png'), adminToken)).json()).toEqual({
      error: pm.logoType,
      type: 'INVALID',
    });
    const big = Buffer.concat([await png(), Buffer.alloc(600 * 1024)]);
    expect((await postLogo(multipart(big), adminToken)).json()).toEqual({
      error: pm.logoTooLarge,
      type: 'INVALID',
    });
  });

  it('decision 122: a removed logo is no longer offered; removing none says so', async () => {
    await postLogo(multipart(await png()), adminToken);
    expect((await call('DELETE', '/admin/configuracoes/logo', adminToken)).statusCode).toBe(204);
    expect((await call('GET', '/configuracoes')).json().logoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/configuracoes/logo' })).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/configuracoes/logo', adminToken)).json()).toEqual({
      error: pm.logoMissing,
      type: 'NOT_FOUND',
    });
  });
});

describe("decision 122: the e-mails carry the producer's identity", () => {
  it('decision 122: HTML with a text part saying the same, the logo, the name and address in the footer and the From', async () => {
    await call('PUT', '/admin/configuracoes', adminToken, withIdentity(IDENTITY));
    const logo = (await postLogo(multipart(await png()), adminToken)).json().logoUrl;
    const user = await createUser(t.db, { name: 'Ana Souza' });
    t.mails.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/forgot', payload: { email: user.email } });
    await t.drainJobs();
    const mail = t.mails.find((m) => m.to === user.email);
    if (!mail) throw new Error('no e-mail sent');
    expect(mail.from).toBe('"Formaturas Exemplo" <nao-responda@portaldoformando.com.br>');
    expect(mail.subject).toBe('Formaturas Exemplo: crie uma nova senha');
    const footer = [
      'Formaturas Exemplo',
      'Exemplo Fotografia e Eventos Ltda · CNPJ 11.222.333/0001-81',
      'Rua dos Andradas, 1000, sala 5 – Centro · Porto Alegre/RS · CEP 90020-000',
      'contato@exemplo.com.br · (51) 3333-4444',
    ];
    expect(mail.text).toContain(`--\n${footer.join('\n')}\n`);
    expect(mail.html).toContain(`<img src="http://portal.test${logo}"`);
    for (const line of footer) expect(mail.html).toContain(line);
    // The HTML says what the text says: every link and every sentence of the text is in it.
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Se você não pediu a troca de senha, ignore esta mensagem.');
  });
});
