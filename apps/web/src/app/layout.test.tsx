import { globalMessages } from '@portal/domain';
import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain/backoffice/settings-defaults';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../lib/session';
import { adminUser, makeCadastro, mockApi, renderApp, signInAs, studentUser } from '../test/render';

const emptyBoard = { body: { todos: [], aluno: [] } };

function cartOf(...quantities: number[]) {
  localStorage.setItem(
    'carrinho',
    JSON.stringify(
      quantities.map((qt, i) => ({ idCart: `c${i}`, id: i, nome: `Foto ${i}`, valor: 25, qt, tipo: 'foto' })),
    ),
  );
}

describe('header and global elements', () => {
  it('spec B §2.14: greeting, home, profile, cart and logout for a student', async () => {
    signInAs();
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() }, 'GET /api/perfil/bcast': emptyBoard });
    await renderApp('/');
    expect(await screen.findByText('Olá, Maria')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe('/perfil');
    expect((await screen.findByRole('link', { name: /^Carrinho/ })).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('spec B §2.1: the cart badge counts the items of the local cart', async () => {
    signInAs();
    cartOf(2, 1);
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() }, 'GET /api/perfil/bcast': emptyBoard });
    await renderApp('/');
    const cart = await screen.findByRole('link', { name: 'Carrinho, 3 itens' });
    expect(cart.querySelector('.count-badge')?.textContent).toBe('3');
  });

  it('spec B §2.1, §6: header badge hidden for restricted students', async () => {
    signInAs();
    cartOf(1);
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro({ AlRestrito: true }) },
      'GET /api/perfil/bcast': emptyBoard,
    });
    await renderApp('/');
    await screen.findByText('Olá, Maria');
    expect(screen.queryByRole('link', { name: /^Carrinho/ })).toBeNull();
  });

  it('spec B §2.14, §6: guest banner, green guest badge and no cart', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro({ AlConvidado: true }) },
      'GET /api/perfil/bcast': emptyBoard,
    });
    await renderApp('/');
    expect(await screen.findByText(globalMessages.guestBanner)).toBeTruthy();
    expect(screen.getByText('Convidado').className).toContain('role-badge-guest');
    expect(screen.queryByRole('link', { name: /^Carrinho/ })).toBeNull();
  });

  it('spec B §2.14: the administrator acting as a student sees the banner and can stop acting', async () => {
    signInAs({ ...adminUser, studentId: 101, actingAs: 'Maria Souza' });
    const fetchMock = mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': emptyBoard,
      'DELETE /api/admin/agir': { body: { token: 'tok-admin', user: adminUser } },
    });
    await renderApp('/');
    expect(await screen.findByText(globalMessages.adminBanner('Maria Souza'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Parar de agir como este formando' }));
    await screen.findByRole('heading', { name: 'Escolha um formando' });
    expect(screen.queryByText(globalMessages.adminBanner('Maria Souza'))).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('tok-admin');
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/agir' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('spec B §2.14: logout clears the stored session and reloads', async () => {
    signInAs(studentUser);
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() }, 'GET /api/perfil/bcast': emptyBoard });
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await renderApp('/');
    await screen.findByText('Olá, Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    // Nothing of the session is kept: only the mark that stops another tab handing it one back (decision 134).
    const kept = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(kept).toEqual(['signedOut']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('spec B §2.14: the cookie notice hides once dismissed and remembers it locally', async () => {
    await renderApp('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull());
    expect(localStorage.getItem('cookie-consent')).not.toBeNull();
  });

  it('spec B §2.14: a questions link to the external contact site and the policy in the footer', async () => {
    await renderApp('/signin');
    const doubts = await screen.findByRole('link', { name: 'Dúvidas?' });
    expect(doubts.getAttribute('href')).toBe(DEFAULT_PRODUCER_SETTINGS.contactUrl);
    expect(doubts.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('link', { name: 'Política de privacidade e termos de adesão' }).getAttribute('href'),
    ).toBe('/policy');
  });

  it("decision 122: the header shows the producer's name and logo once the page has painted", async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': emptyBoard,
      'GET /api/configuracoes': {
        body: {
          ...DEFAULT_PRODUCER_SETTINGS,
          producer: { ...DEFAULT_PRODUCER_SETTINGS.producer, name: 'Formaturas Exemplo' },
          logoUrl: '/api/configuracoes/logo?v=abc123',
        },
      },
    });
    await renderApp('/');
    const brand = await screen.findByRole('link', { name: 'Formaturas Exemplo, início' });
    expect(brand.textContent).toBe('Formaturas Exemplo');
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/api/configuracoes/logo?v=abc123');
  });

  it('decision 122: without a producer name the header keeps the portal name; a foreign logo address is ignored', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': emptyBoard,
      'GET /api/configuracoes': {
        body: { ...DEFAULT_PRODUCER_SETTINGS, logoUrl: 'https://evil.example/x.png' },
      },
    });
    await renderApp('/');
    const brand = await screen.findByRole('link', { name: 'Portal do Formando, início' });
    await screen.findByText('Olá, Maria');
    expect(brand.querySelector('img')).toBeNull();
  });

  it('a visitor sees no greeting, navigation or logout', async () => {
    await renderApp('/signin');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
  });
});
