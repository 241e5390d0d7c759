import { shopMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

const item = {
  idCart: 'a1',
  id: 55,
  evento: 9,
  nome: 'Foto 15x21',
  valor: 25,
  qt: 2,
  tipo: 'foto',
  caminho: '/x.jpg',
};

describe('cart', () => {
  it('spec B §2.9: an empty cart shows its text, back to the portal and continue a previous order', async () => {
    signInAs();
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() } });
    await renderApp('/cart');
    expect(await screen.findByRole('heading', { name: shopMessages.cartTitle })).toBeTruthy();
    expect(screen.getByText(shopMessages.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: shopMessages.backToPortal }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: shopMessages.continuePrevious })).toBeTruthy();
    expect(await screen.findByText(shopMessages.cartEmptyToast)).toBeTruthy();
  });

  it('spec B §4.2: restoring with no open order says so', async () => {
    signInAs();
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() }, 'GET /api/cache/cart': { body: [] } });
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: shopMessages.continuePrevious }));
    expect(await screen.findByText(shopMessages.noOpenOrder)).toBeTruthy();
  });

  it('spec B §4.2: restoring an open order saves it locally and shows it', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/cache/cart': { body: [{ tipo: 'cart', content: [item] }] },
    });
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: shopMessages.continuePrevious }));
    expect(await screen.findByText(shopMessages.orderRestored)).toBeTruthy();
    expect(screen.getByText('Foto 15x21')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('carrinho') ?? '[]')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Carrinho, 2 itens' })).toBeTruthy();
  });

  it('spec B §2.9, §4.2: a line shows reference, quantity and price, and removal can be undone', async () => {
    signInAs();
    localStorage.setItem('carrinho', JSON.stringify([item]));
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() } });
    await renderApp('/cart');
    expect(await screen.findByText('Ref. 9-55')).toBeTruthy();
    expect(screen.getByText(`2 ${shopMessages.units} · R$ 25,00`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Foto 15x21' }));
    expect(await screen.findByText(shopMessages.cartEmpty)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: shopMessages.undo }));
    await waitFor(() => expect(screen.getByText('Foto 15x21')).toBeTruthy());
  });

  it('spec B §2.10: /cartpay with an empty cart goes to /', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/cartpay');
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
  });
});
