import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressMessages, authMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createStudent, createUser, signedInStudent, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, students } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { assertAddressReviewed } from './address.service';

// Generous: a loaded CI machine must not turn a normal answer into a timeout.
const TIMEOUT_MS = 1500;

/** A local ViaCEP (CEP_PROVIDER_URL points here): each CEP picks a behaviour. */
const asked: string[] = [];
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const answers: Record<string, (res: ServerResponse) => void> = {
  '01001000': (res) =>
    json(res, 200, {
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    }),
  '99999999': (res) => json(res, 200, { erro: 'true' }),
  '50000000': (res) => json(res, 500, { message: 'boom' }),
  '77777777': () => {},
};
let provider: Server;
let t: TestContext;

beforeAll(async () => {
  provider = createServer((req, res) => {
    asked.push(req.url ?? '');
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    (answers[cep] ?? ((r) => json(r, 400, {})))(res);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    CEP_PROVIDER_URL: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    CEP_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await t.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

const VALID = {
  AlCEP: '90010-000',
  AlEndereco: 'Rua dos Andradas',
  AlNumero: '1234',
  AlComp: 'ap 301',
  AlBairro: 'Centro Histórico',
  AlCidade: 'Porto Alegre',
  AlUF: 'RS',
};

const revEndereco = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/revendereco',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const cep = (value: string, token?: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/cep/${value}`,
    headers: token ? bearer(token) : {},
    remoteAddress,
  });
const row = async (id: number) => (await t.db.select().from(students).where(eq(students.id, id)))[0]!;

describe('POST /api/revendereco validation (spec B §5.4, spec A §5)', () => {
  it.each([
    ['CEP missing', { AlCEP: undefined }, addressMessages.cepRequired],
    ['CEP empty', { AlCEP: '' }, addressMessages.cepRequired],
    ['CEP blank', { AlCEP: '   ' }, addressMessages.cepRequired],
    ['CEP with 9 digits', { AlCEP: '900100001' }, addressMessages.cepMax],
    ['CEP with 9 digits and the mask', { AlCEP: '90010-0001' }, addressMessages.cepMax],
    ['CEP with 7 digits', { AlCEP: '9001000' }, addressMessages.cepInvalid],
    ['CEP with a letter', { AlCEP: '9001O-000' }, addressMessages.cepInvalid],
    ['endereço empty', { AlEndereco: '  ' }, addressMessages.streetRequired],
    ['número missing', { AlNumero: undefined }, addressMessages.numberRequired],
    ['complemento of 15 characters', { AlComp: 'a'.repeat(15) }, addressMessages.complementMax],
    ['bairro empty', { AlBairro: '' }, addressMessages.districtRequired],
    ['cidade empty', { AlCidade: '' }, addressMessages.cityRequired],
    ['UF empty', { AlUF: '' }, addressMessages.ufRequired],
    ['UF of 3 characters', { AlUF: 'RSS' }, addressMessages.ufMax],
    ['UF that is no state', { AlUF: 'XX' }, addressMessages.ufInvalid],
  ])('spec B §5.4: %s is refused with its message', async (_, change, message) => {
    const { student, token } = await signedInStudent(t.app, t.db);
    const res = await revEndereco({ ...VALID, ...change }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, type: 'INVALID' });
    expect((await row(student.id)).addressReviewedAt).toBeNull();
  });

  it('spec B §5.4: CEP with 7 digits is refused with "Seu CEP não é válido."', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await revEndereco({ ...VALID, AlCEP: '9001000' }, token);
    expect(res.json().error).toBe('Seu CEP não é válido.');
  });

  it('spec B §5.4: with several fields wrong, the first field’s message is answered', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await revEndereco({ ...VALID, AlCEP: '', AlCidade: '', AlUF: '' }, token);
    expect(res.json()).toEqual({ error: addressMessages.cepRequired, type: 'INVALID' });
  });

  it('spec B §5.4: a complement of 14 characters and no complement at all are accepted', async () => {
    const { student, token } = await signedInStudent(t.app, t.db);
    expect((await revEndereco({ ...VALID, AlComp: 'b'.repeat(14) }, token)).statusCode).toBe(200);
    expect((await row(student.id)).complement).toBe(`B${'b'.repeat(13)}`);
    expect((await revEndereco({ ...VALID, AlComp: undefined }, token)).statusCode).toBe(200);
    expect((await row(student.id)).complement).toBeNull();
    expect((await revEndereco({ ...VALID, AlComp: '   ' }, token)).statusCode).toBe(200);
    expect((await row(student.id)).complement).toBeNull();
  });
});

describe('POST /api/revendereco saves the address (spec B §5.4 "On submit")', () => {
  it('spec B §5.4: trims, title-cases except small words, upper-cases the UF and keeps the CEP digits', async () => {
    const { student, token } = await signedInStudent(t.app, t.db);
    const res = await revEndereco(
      {
        AlCEP: ' 12245-000 ',
        AlEndereco: '  avenida DOS   astronautas ',
        AlNumero: ' 1758 ',
        AlComp: 'casa DE fundos',
        AlBairro: 'jardim DA granja',
        AlCidade: 'SÃO JOSÉ DOS CAMPOS',
        AlUF: ' sp ',
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: addressMessages.saved, type: 'success' });
    expect(await row(student.id)).toMatchObject({
      cep: '12245000',
      street: 'Avenida dos Astronautas',
      number: '1758',
      complement: 'Casa de Fundos',
      district: 'Jardim da Granja',
      city: 'São José dos Campos',
      uf: 'SP',
    });
  });

  it('spec B §5.4: the server stamps AlRevEndereco with today in America/Sao_Paulo and ignores the client’s date', async () => {
    // 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T02:30:00Z'));
    const { student, token } = await signedInStudent(t.app, t.db);
    const res = await revEndereco({ ...VALID, AlRevEndereco: '1999-01-01' }, token);
    expect(res.statusCode).toBe(200);
    expect((await row(student.id)).addressReviewedAt).toBe('2026-02-28');
  });

  it('spec B §2.12: the saved address shows in GET /api/perfil/cadastro', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    await revEndereco({ ...VALID, AlCidade: 'porto alegre' }, token);
    const res = await t.app.inject({ method: 'GET', url: '/api/perfil/cadastro', headers: bearer(token) });
    expect(res.json()).toMatchObject({
      AlCEP: '90010000',
      AlEndereco: 'Rua dos Andradas',
      AlNumero: '1234',
      AlComp: 'Ap 301',
      AlBairro: 'Centro Histórico',
      AlCidade: 'Porto Alegre',
      AlUF: 'RS',
      AlRevEndereco: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('spec A §4: once saved, the address gate opens for that registration', async () => {
    const { student, token } = await signedInStudent(t.app, t.db);
    await expect(row(student.id).then(assertAddressReviewed)).rejects.toThrow(addressMessages.gateBanner);
    await revEndereco(VALID, token);
    await expect(row(student.id).then(assertAddressReviewed)).resolves.toBeUndefined();
  });
});

describe('POST /api/revendereco: who may call (spec B §6)', () => {
  it('spec B §6: a visitor without a token gets 401', async () => {
    const res = await revEndereco(VALID);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: authMessages.sessionExpired, type: 'UNAUTHORIZED' });
  });

  it('spec B §6: a student saves only their own registration; another student’s row is untouched', async () => {
    const a = await signedInStudent(t.app, t.db);
    const b = await signedInStudent(t.app, t.db, { cep: '01001000', street: 'Praça da Sé' });
    const before = await row(b.student.id);
    expect((await revEndereco({ ...VALID, AlCodigo: b.student.id }, a.token)).statusCode).toBe(200);
    expect((await row(a.student.id)).cep).toBe('90010000');
    expect(await row(b.student.id)).toEqual(before);
  });

  it('spec B §6: a guest has no address to review and is refused', async () => {
    const { student, token } = await signedInStudent(t.app, t.db, { guest: true });
    const res = await revEndereco(VALID, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });
    expect((await row(student.id)).addressReviewedAt).toBeNull();
  });

  it('spec B §6: an administrator not acting is refused; acting, saves that student’s address and is audited', async () => {
    const admin = await createUser(t.db, { email: 'adm-endereco@teste.com.br', role: 'admin' });
    const adminToken = await signIn(t.app, admin.email);
    const refused = await revEndereco(VALID, adminToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.forbidden, type: 'FORBIDDEN' });

    const student = await createStudent(t.db);
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agir',
      headers: bearer(adminToken),
      payload: { studentId: student.id },
    });
    const res = await revEndereco(VALID, acting.json().token);
    expect(res.statusCode).toBe(200);
    expect((await row(student.id)).street).toBe('Rua dos Andradas');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.studentId, student.id));
    expect(audit).toContainEqual(
      expect.objectContaining({ userId: admin.id, action: 'POST /api/revendereco' }),
    );
  });
});

describe('assertAddressReviewed (spec A §4, spec B §5.4)', () => {
  it.each([null, undefined, '', '0000-00-00', { addressReviewedAt: null }])(
    'spec A §4: payment is blocked with the banner while the address was never reviewed (%o)',
    (reviewed) => {
      const run = () => assertAddressReviewed(reviewed);
      expect(run).toThrow(AppError);
      expect(run).toThrow(addressMessages.gateBanner);
      try {
        run();
      } catch (err) {
        expect(err).toMatchObject({ type: 'FORBIDDEN', status: 403 });
      }
    },
  );

  it.each(['2026-01-15', { addressReviewedAt: '2026-01-15' }])(
    'spec A §4: a reviewed address passes (%o)',
    (r) => {
      expect(() => assertAddressReviewed(r)).not.toThrow();
    },
  );
});

describe('GET /api/cep/:cep (spec B §5.4 "On leaving the CEP field")', () => {
  it('spec B §5.4: a known CEP answers street, district, city and state', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    for (const value of ['01001000', '01001-000']) {
      const res = await cep(value, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        cep: '01001000',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      });
    }
  });

  it('spec B §5.4: an unknown CEP answers 404 NOT_FOUND', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await cep('99999999', token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: addressMessages.cepNotFound, type: 'NOT_FOUND' });
  });

  it.each(['9001', '900100001', 'abcdefgh', '9001%20000'])(
    'spec B §5.4: the malformed CEP %s answers 400 INVALID without asking the provider',
    async (value) => {
      const { token } = await signedInStudent(t.app, t.db);
      const before = asked.length;
      const res = await cep(value, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: addressMessages.cepInvalid, type: 'INVALID' });
      expect(asked.length).toBe(before);
    },
  );

  it('brazil-standards §5: a provider that does not answer gives 503 within the timeout, the form stays usable', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const started = Date.now();
    const res = await cep('77777777', token);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: addressMessages.cepUnavailable, type: 'UNEXPECTED' });
  });

  it('brazil-standards §5: a provider failing with HTTP 500 gives 503', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    const res = await cep('50000000', token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: addressMessages.cepUnavailable, type: 'UNEXPECTED' });
  });

  it('a visitor without a token gets 401 and the provider is not asked', async () => {
    const before = asked.length;
    const res = await cep('01001000');
    expect(res.statusCode).toBe(401);
    expect(asked.length).toBe(before);
  });

  it('brazil-standards §5: lookups are limited to 30 a minute per signed-in user (decision 32), wherever from', async () => {
    const { token } = await signedInStudent(t.app, t.db);
    for (let i = 0; i < 30; i++) expect((await cep('01001000', token, '10.9.9.9')).statusCode).toBe(200);
    const limited = await cep('01001000', token, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: authMessages.tooManyRequests, type: 'RATE_LIMIT' });
    // The verified user is counted, not the address: moving does not reset the budget; another user has one.
    expect((await cep('01001000', token, '10.9.9.10')).statusCode).toBe(429);
    const other = await signedInStudent(t.app, t.db);
    expect((await cep('01001000', other.token, '10.9.9.9')).statusCode).toBe(200);
  });
});
