import type { AuthResponse, Cadastro, SessionUser } from '@portal/domain';
import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain/backoffice/settings-defaults';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
// RouterProvider from 'react-router', not 'react-router/dom': under Node the /dom entry loads a second
// copy of the router (ESM beside CJS) whose context the app's links cannot see.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createQueryClient, Providers } from '../app/providers';
import { connectSessionExpiry, createRoutes, patchBackoffice } from '../app/router';
import { dismissAllToasts } from '../components/toast';
import { setSession } from '../lib/session';
import './mantine-jsdom';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Lazy routes and the first loaders can take longer than Testing Library's default second on a busy CI.
configure({ asyncUtilTimeout: 6000 });

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  dismissAllToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The whole app (layout, guards, lazy routes) at `path`, with a fresh query cache. */
export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [path],
    patchRoutesOnNavigation: patchBackoffice(queryClient),
  });
  connectSessionExpiry(router);
  render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  // Let the first navigation (guards, lazy routes, loaders) settle inside act().
  await waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('router busy');
  });
  return { router };
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** A fixed reply, or one computed per call (a promise holds the answer back, e.g. a page still loading). */
type Handler = Reply | ((init: RequestInit & { url: string }) => Reply | Promise<Reply>);

/**
 * Stubs `fetch` with answers per 'METHOD /api/path' (query string included when given in the key).
 * Anything else answers 404 NOT_FOUND. Returns the mock, to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${url.split('?')[0]}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler({ ...init, url })
        : handler
      : { status: 404, body: { error: 'Não encontramos o que você procurou.', type: 'NOT_FOUND' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  // Every screen asks the producer's settings (the doubts link, decision 49): answered with the defaults
  // beside the spy, so a test's calls are only the ones it is about, unless it answers them itself.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/configuracoes' && !handlers['GET /api/configuracoes']
      ? Promise.resolve(
          new Response(JSON.stringify(DEFAULT_PRODUCER_SETTINGS), {
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      : fetchMock(input, init),
  );
  return fetchMock;
}

/** The JSON body a mocked call received. */
export function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export const studentUser: SessionUser = {
  id: 7,
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  role: 'student',
  studentId: 101,
  actingAs: null,
  emailConfirmed: true,
};

/** A student who signed up but has not opened the confirmation link yet: no registration linked. */
export const unconfirmedUser: SessionUser = {
  ...studentUser,
  studentId: null,
  emailConfirmed: false,
};

export const adminUser: SessionUser = {
  id: 1,
  name: 'Paula Admin',
  email: 'admin@exemplo.com.br',
  role: 'admin',
  studentId: null,
  actingAs: null,
  emailConfirmed: true,
};

export function signInAs(user: SessionUser = studentUser, token = 'token-123'): AuthResponse {
  const answer = { token, user };
  setSession(answer);
  return answer;
}

/** A registration as GET /api/perfil/cadastro answers it; override what a test is about. */
export function makeCadastro(overrides: Partial<Cadastro> = {}): Cadastro {
  return {
    AlCodigo: 101,
    AlNome: 'Maria',
    AlSobrenome: 'Souza',
    AlEmail: 'maria@exemplo.com.br',
    AlCPF: '52998224725',
    AlFone: '51998765432',
    AlInsta: null,
    AlCurso: 3,
    AlPolo: null,
    AlFormatura: 12,
    AlExecutivo: 'e4',
    // A guest has no contract (spec A §6): the API answers AlConta null for one (decision 142).
    AlConta: overrides.AlConvidado ? null : 55,
    AlCEP: '90010000',
    AlEndereco: 'Rua dos Andradas',
    AlNumero: '1000',
    AlComp: null,
    AlBairro: 'Centro Histórico',
    AlCidade: 'Porto Alegre',
    AlUF: 'RS',
    AlRevEndereco: '2026-03-01',
    AlRestrito: false,
    AlConvidado: false,
    AlComissao: false,
    AlCoordenador: false,
    AlCredFtDigital: 10,
    AlCredFtImpressa: 2,
    AlMedida: null,
    AlConvite: null,
    AlFormDados: {
      FormData: '2026-12-12',
      FormHora: '19:30',
      FormLocal: 'Salão de Atos da UFRGS',
      FormVerDados: 1,
      FormReajuste: 0,
      FormValorPrazo: 3000,
      FormValor: 2800,
      FormLimiteAvista: null,
      FormLimiteSemJuros: 4,
      FormLimiteCartao: null,
      FormTaxa: 2.5,
      FormContrato: null,
      FormFtInfancia: 2,
      FormFtHomenagem: 2,
      FormFtLed: 1,
      FormLimiteEntrega: 30,
      FormLimiteComplementares: null,
      FormLimiteCamisetas: null,
      FormMinimoPago: 50,
      FormDownImpressas: 0,
      FormTodas: 0,
      FormInstituicao: 'UFRGS',
      FormCurso: 'Direito',
    },
    ...overrides,
  };
}
