import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedPostalCodes,
  type PostalCodeProvider,
  type PostalCodeResult,
  viaCepProvider,
} from './postal-code';

/** A local ViaCEP: each CEP picks a behaviour, every path asked is recorded. */
const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '01001000': (res) =>
    json(res, 200, {
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      unidade: '',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'sp',
      ibge: '3550308',
    }),
  '99999999': (res) => json(res, 200, { erro: 'true' }),
  '88888888': (res) => json(res, 200, { erro: true }),
  '20000000': (res) => json(res, 404, { message: 'not found' }),
  '50000000': (res) => json(res, 500, { message: 'boom' }),
  '40000000': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>'),
  '30000000': (res) => json(res, 200, { cep: '30000-000', localidade: 'Belo Horizonte', uf: 'XX' }),
  '31000000': (res) => json(res, 200, { cep: '01001-000', localidade: 'São Paulo', uf: 'SP' }),
  '32000000': (res) => json(res, 200, { filler: 'x'.repeat(20_000) }),
  '77777777': () => {},
  '66666666': (res) => res.writeHead(200, { 'content-type': 'application/json' }).write('{"cep":'),
};
const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let server: Server;
let base: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    (answers[cep] ?? ((r) => json(r, 400, { erro: 'bad request' })))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Generous: a loaded CI machine must not turn a normal answer into a timeout.
const TIMEOUT_MS = 1500;
const viaCep = () => viaCepProvider({ urlTemplate: `${base}/ws/{cep}/json/`, timeoutMs: TIMEOUT_MS });

describe('viaCepProvider', () => {
  it('spec B §5.4: a known CEP gives street, district, city and state, the CEP as 8 digits', async () => {
    expect(await viaCep().lookup('01001000')).toEqual({
      status: 'found',
      address: {
        cep: '01001000',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      },
    });
    expect(asked.at(-1)).toBe('/ws/01001000/json/');
  });

  it('brazil-standards §5: the masked CEP is sent as its 8 digits', async () => {
    expect((await viaCep().lookup('01001-000')).status).toBe('found');
    expect(asked.at(-1)).toBe('/ws/01001000/json/');
  });

  it.each([
    ['erro as the string "true" (ViaCEP today)', '99999999'],
    ['erro as the boolean true (older answers)', '88888888'],
    ['HTTP 404', '20000000'],
  ])('brazil-standards §5: an unknown CEP is not found: %s', async (_, cep) => {
    expect(await viaCep().lookup(cep)).toEqual({ status: 'not_found' });
  });

  it.each([
    ['provider answers HTTP 500', '50000000', 'HTTP 500'],
    ['provider answers HTML', '40000000', 'answer is not JSON'],
    ['provider answers a state that does not exist', '30000000', 'unexpected answer'],
    ['provider answers another CEP', '31000000', 'unexpected answer'],
    ['provider answers far too much', '32000000', 'answer too large'],
  ])('a failure is "unavailable", never an exception: %s', async (_, cep, reason) => {
    expect(await viaCep().lookup(cep)).toEqual({ status: 'unavailable', reason });
  });

  it('a provider that never answers is "unavailable" once the timeout passes', async () => {
    const started = Date.now();
    expect(await viaCep().lookup('77777777')).toEqual({
      status: 'unavailable',
      reason: `timeout after ${TIMEOUT_MS} ms`,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('a provider that stalls in the middle of its answer is "unavailable" too', async () => {
    const started = Date.now();
    expect((await viaCep().lookup('66666666')).status).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('a provider that cannot be reached is "unavailable"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const provider = viaCepProvider({ urlTemplate: `http://127.0.0.1:${port}/{cep}`, timeoutMs: TIMEOUT_MS });
    expect(await provider.lookup('01001000')).toMatchObject({ status: 'unavailable' });
  });

  it('brazil-standards §5: a malformed CEP never reaches the provider', async () => {
    const before = asked.length;
    for (const cep of ['9001', '0100100a', '010010001', '']) {
      expect(await viaCep().lookup(cep)).toEqual({ status: 'not_found' });
    }
    expect(asked.length).toBe(before);
  });
});

describe('cachedPostalCodes', () => {
  const found: PostalCodeResult = {
    status: 'found',
    address: { cep: '90010000', logradouro: 'Rua X', bairro: 'Centro', localidade: 'Porto Alegre', uf: 'RS' },
  };
  function counting(result: (cep: string) => PostalCodeResult) {
    const calls: string[] = [];
    const provider: PostalCodeProvider = {
      async lookup(cep) {
        calls.push(cep);
        return result(cep);
      },
    };
    return { provider, calls };
  }

  it('brazil-standards §5: found and not-found answers are kept by CEP, masked or not', async () => {
    const { provider, calls } = counting((cep) => (cep.startsWith('9') ? found : { status: 'not_found' }));
    const cached = cachedPostalCodes(provider);
    expect(await cached.lookup('90010000')).toEqual(found);
    expect(await cached.lookup('90010-000')).toEqual(found);
    expect(await cached.lookup('11111111')).toEqual({ status: 'not_found' });
    expect(await cached.lookup('11111111')).toEqual({ status: 'not_found' });
    expect(calls).toEqual(['90010000', '11111111']);
  });

  it('an unavailable answer is not kept: the next lookup asks again', async () => {
    const { provider, calls } = counting(() => ({ status: 'unavailable', reason: 'down' }));
    const cached = cachedPostalCodes(provider);
    await cached.lookup('90010000');
    await cached.lookup('90010000');
    expect(calls).toHaveLength(2);
  });

  it('an entry expires after its time and the oldest entry leaves when the cache is full', async () => {
    let clock = 0;
    const { provider, calls } = counting(() => found);
    const cached = cachedPostalCodes(provider, { maxEntries: 2, ttlMs: 1000, now: () => clock });
    await cached.lookup('10000000');
    clock = 999;
    await cached.lookup('10000000');
    expect(calls).toEqual(['10000000']);
    clock = 1000;
    await cached.lookup('10000000');
    expect(calls).toEqual(['10000000', '10000000']);

    await cached.lookup('20000000');
    await cached.lookup('30000000'); // evicts 10000000
    await cached.lookup('20000000');
    await cached.lookup('10000000');
    expect(calls).toEqual(['10000000', '10000000', '20000000', '30000000', '10000000']);
  });
});
