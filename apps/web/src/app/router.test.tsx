import { globalMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCadastro, mockApi, renderApp, signInAs } from '../test/render';

describe('route table and guards', () => {
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
});
