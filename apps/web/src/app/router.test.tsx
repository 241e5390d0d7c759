import { authMessages, globalMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../lib/session';
import {
  adminUser,
  bodyOf,
  makeCadastro,
  mockApi,
  renderApp,
  signInAs,
  studentUser,
  unconfirmedUser,
} from '../test/render';
import { photoLine, storeCart } from '../test/shop.fixtures';

describe('route table and guards', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spec B §2.1: unknown path shows the not-found text', async () => {
    await renderApp('/caminho/que/nao/existe');
    expect(await screen.findByRole('heading', { name: globalMessages.notFoundPath })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
  });

  it.each([
    '/',
    '/perfil',
    '/cart',
    '/cartpay',
    '/produtos',
    '/uploads',
    '/album/9/50/1',
    '/resumo/Contrato/5-0',
  ])('spec B §2.1: protected route %s redirects to /signin remembering the origin', async (path) => {
    const { router } = await renderApp(path);
    await screen.findByRole('button', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path === '/' ? null : path);
  });

  it('spec B §2.1: after sign-in the visitor returns to the remembered origin', async () => {
    mockApi({
      'POST /api/auth': {
        body: {
          token: 't',
          user: {
            id: 7,
            name: 'Maria Souza',
            email: 'maria@exemplo.com.br',
            role: 'student',
            studentId: 101,
            actingAs: null,
            emailConfirmed: true,
          },
        },
      },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
    });
    const { router } = await renderApp('/perfil');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Perfil', level: 1 });
    expect(router.state.location.pathname).toBe('/perfil');
  });

  it('spec A §2: the leftover /sistema shell redirects home', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/sistema');
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('spec B §2.1: public routes open without a session', async () => {
    await renderApp('/policy');
    expect(
      await screen.findByRole('heading', { name: 'Política de privacidade e termos de adesão', level: 1 }),
    ).toBeTruthy();
  });

  it('a 401 on an authenticated call ends the session and goes to /signin remembering the origin', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { status: 401, body: { error: 'Sessão expirada.', type: 'UNAUTHORIZED' } },
    });
    const { router } = await renderApp('/perfil');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/perfil');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  describe('spec B §6: /cart, /cartpay and /uploads by typing the address', () => {
    const board = { 'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } } };
    const roles = {
      student: { user: studentUser, cadastro: makeCadastro() },
      guest: { user: studentUser, cadastro: makeCadastro({ AlConvidado: true }) },
      restricted: { user: studentUser, cadastro: makeCadastro({ AlRestrito: true }) },
      'administrator acting as nobody': { user: adminUser, cadastro: null },
      'administrator acting as a student': {
        user: { ...adminUser, studentId: 101, actingAs: 'Maria Souza' },
        cadastro: makeCadastro(),
      },
      'student with the e-mail unconfirmed': { user: unconfirmedUser, cadastro: null },
    } as const;
    // Where each role ends up: the route itself, or home ('/', which is /admin for an idle administrator).
    const grid: [keyof typeof roles, string, string][] = [
      ['student', '/cart', '/cart'],
      ['student', '/cartpay', '/cartpay'],
      ['student', '/uploads', '/uploads'],
      ['guest', '/cart', '/'],
      ['guest', '/cartpay', '/'],
      ['guest', '/uploads', '/'],
      ['restricted', '/cart', '/'],
      ['restricted', '/cartpay', '/'],
      ['restricted', '/uploads', '/uploads'],
      ['administrator acting as nobody', '/cart', '/admin'],
      ['administrator acting as nobody', '/cartpay', '/admin'],
      ['administrator acting as nobody', '/uploads', '/admin'],
      ['administrator acting as a student', '/cart', '/cart'],
      ['administrator acting as a student', '/cartpay', '/cartpay'],
      ['administrator acting as a student', '/uploads', '/uploads'],
      ['student with the e-mail unconfirmed', '/cart', '/'],
      ['student with the e-mail unconfirmed', '/cartpay', '/'],
      ['student with the e-mail unconfirmed', '/uploads', '/'],
    ];
    it.each(grid)('%s opening %s ends at %s', async (role, path, expected) => {
      const { user, cadastro } = roles[role];
      signInAs(user);
      // /cartpay itself leaves an empty cart, or a print with no delivery (spec B §4.2): a digital photo
      // passes those checks, so only the guard decides.
      storeCart([photoLine(1, 'digital')]);
      mockApi({
        ...board,
        'GET /api/perfil/cadastro': cadastro
          ? { body: cadastro }
          : { status: 404, body: { error: 'Não encontramos o que você procurou.', type: 'NOT_FOUND' } },
      });
      const { router } = await renderApp(path);
      expect(router.state.location.pathname).toBe(expected);
    });
  });

  describe('DESIGN §3: e-mail confirmation', () => {
    it('an unconfirmed student is signed in: the home shows the banner to confirm and no registration', async () => {
      signInAs(unconfirmedUser);
      const fetchMock = mockApi({ 'GET /api/sessao': { body: { user: unconfirmedUser } } });
      await renderApp('/');
      expect(await screen.findByText(authMessages.emailConfirmBanner)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Sua formatura', level: 1 })).toBeTruthy();
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/perfil/cadastro')).toBe(false);
    });

    it('an unconfirmed student sees no address on /perfil: no registration is linked yet', async () => {
      signInAs(unconfirmedUser);
      const fetchMock = mockApi({});
      await renderApp('/perfil');
      expect(await screen.findByText(authMessages.registrationNotLinked)).toBeTruthy();
      expect(screen.getByText(authMessages.emailConfirmBanner)).toBeTruthy();
      expect(screen.queryByLabelText('CEP')).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/perfil/cadastro')).toBe(false);
    });

    it('the resend button posts /api/email/reenviar and toasts the answer', async () => {
      signInAs(unconfirmedUser);
      const fetchMock = mockApi({
        'GET /api/sessao': { body: { user: unconfirmedUser } },
        'POST /api/email/reenviar': { body: { message: authMessages.emailConfirmResent } },
      });
      await renderApp('/');
      await userEvent.click(await screen.findByRole('button', { name: authMessages.emailConfirmResend }));
      expect(await screen.findByText(authMessages.emailConfirmResent)).toBeTruthy();
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/email/reenviar' && init?.method === 'POST'),
      ).toBe(true);
    });

    it('the home refreshes the stored user: a confirmation on another device shows the registration', async () => {
      signInAs(unconfirmedUser);
      mockApi({
        'GET /api/sessao': { body: { user: studentUser } },
        'GET /api/perfil/cadastro': { body: makeCadastro() },
        'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      });
      await renderApp('/');
      expect(await screen.findByRole('region', { name: 'Mural de avisos' })).toBeTruthy();
      expect(screen.queryByText(authMessages.emailConfirmBanner)).toBeNull();
      expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').emailConfirmed).toBe(true);
      expect(sessionStorage.getItem('token')).toBe('token-123');
    });

    it("decision 146: a confirmed student's stored user is refreshed once the home has painted", async () => {
      signInAs({ ...studentUser, name: 'Maria' });
      mockApi({
        'GET /api/sessao': { body: { user: studentUser } },
        'GET /api/perfil/cadastro': { body: makeCadastro() },
        'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      });
      await renderApp('/');
      expect(await screen.findByRole('region', { name: 'Mural de avisos' })).toBeTruthy();
      await waitFor(() =>
        expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').name).toBe('Maria Souza'),
      );
    });

    it("decision 146: a session revoked elsewhere, found by the home's refresh, goes to /signin", async () => {
      signInAs();
      mockApi({
        'GET /api/sessao': { status: 401, body: { error: 'Sessão expirada.', type: 'UNAUTHORIZED' } },
        'GET /api/perfil/cadastro': { body: makeCadastro() },
        'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      });
      const { router } = await renderApp('/');
      await screen.findByRole('button', { name: 'Entrar' });
      expect(router.state.location.pathname).toBe('/signin');
      expect(sessionStorage.getItem('token')).toBeNull();
    });

    it('/confirmar-email/{token} signed out: posts the token once and offers the sign-in', async () => {
      const fetchMock = mockApi({
        'POST /api/email/confirmar': { body: { message: authMessages.emailConfirmed } },
      });
      await renderApp('/confirmar-email/abc123');
      expect(await screen.findByText(authMessages.emailConfirmed)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Entrar no portal' }).getAttribute('href')).toBe('/signin');
      const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/email/confirmar');
      expect(posts).toHaveLength(1);
      expect(bodyOf(posts[0])).toEqual({ token: 'abc123' });
    });

    it('/confirmar-email/{token} signed in: the stored user is refreshed and the portal is one click away', async () => {
      signInAs(unconfirmedUser);
      mockApi({
        'POST /api/email/confirmar': { body: { message: authMessages.emailConfirmed } },
        'GET /api/sessao': { body: { user: studentUser } },
        'GET /api/perfil/cadastro': { body: makeCadastro() },
        'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      });
      await renderApp('/confirmar-email/abc123');
      expect(await screen.findByText(authMessages.emailConfirmed)).toBeTruthy();
      expect(screen.queryByText(authMessages.emailConfirmBanner)).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Ir para o portal' }));
      expect(await screen.findByRole('region', { name: 'Mural de avisos' })).toBeTruthy();
    });

    it('/confirmar-email/{token}: a used, expired or unknown token shows the invalid text', async () => {
      mockApi({
        'POST /api/email/confirmar': {
          status: 400,
          body: { error: authMessages.emailConfirmInvalid, type: 'INVALID' },
        },
      });
      await renderApp('/confirmar-email/usado');
      expect((await screen.findByRole('alert')).textContent).toContain(authMessages.emailConfirmInvalid);
    });
  });

  it('logout everywhere: asks first, calls the API, then logs out locally', async () => {
    signInAs(studentUser);
    const fetchMock = mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      'POST /api/sessao/sair-de-todos': { body: { message: authMessages.signedOutEverywhere } },
    });
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair de todos os dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/sessao/sair-de-todos' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('logout everywhere: a failure keeps the session and says so', async () => {
    signInAs(studentUser);
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      'POST /api/sessao/sair-de-todos': {
        status: 500,
        body: { error: globalMessages.unexpected, type: 'UNEXPECTED' },
      },
    });
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair de todos os dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
    expect(await screen.findByText(globalMessages.unexpected)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBe('token-123');
  });
});
