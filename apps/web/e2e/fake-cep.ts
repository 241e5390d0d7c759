import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for ViaCEP (spec B §5.4, spec A §5: "a public postal-code lookup"), so the address
// journeys never leave the machine. global-setup starts it and points the portal's CEP_PROVIDER_URL here;
// the journeys read the same table to know what each CEP answers.

/** ViaCEP's JSON for a known CEP. */
export interface ViaCepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** CEPs the fake knows, by their 8 digits. */
export const FAKE_CEPS = {
  portoAlegre: {
    cep: '90010-150',
    logradouro: 'Rua dos Andradas',
    bairro: 'Centro Histórico',
    localidade: 'Porto Alegre',
    uf: 'RS',
  },
  se: { cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
} as const satisfies Record<string, ViaCepAddress>;

/** A well-formed CEP ViaCEP does not know: HTTP 200 with `{"erro": true}`. */
export const UNKNOWN_CEP = '99999999';
/** A CEP whose lookup breaks: the provider answers HTTP 500. */
export const BROKEN_CEP = '50000000';

const digits = (cep: string) => cep.replace(/\D/g, '');

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

export interface FakeCepProvider {
  /** The CEP_PROVIDER_URL for the portal, with `{cep}` where the digits go. */
  urlTemplate: string;
  stop(): Promise<void>;
}

/** Starts the fake on a free loopback port: GET /ws/{8 digits}/json/, as ViaCEP answers it. */
export async function startFakeCepProvider(): Promise<FakeCepProvider> {
  const known = new Map<string, ViaCepAddress>(Object.values(FAKE_CEPS).map((a) => [digits(a.cep), a]));
  const server: Server = createServer((req, res) => {
    const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'GET' || !cep) return json(res, 400, { erro: true });
    if (cep === BROKEN_CEP) return json(res, 500, { message: 'fake provider failure' });
    const address = known.get(cep);
    if (!address || cep === UNKNOWN_CEP) return json(res, 200, { erro: true });
    return json(res, 200, { ...address, complemento: '', ibge: '', gia: '', ddd: '', siafi: '' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
