import { emptyCart, shopMessages } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCart, writeCart } from '../../../lib/cart';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

const PRODUCTS = [
  { id: 3, nome: 'Quadro 30x40', descricao: 'Com moldura', caminho: '/p/3.jpg', valor: 120, complementar: 2 },
  { id: 4, nome: 'Álbum de luxo', descricao: '20 páginas', caminho: '/p/4.jpg', valor: 300, complementar: 0 },
];

function api(cadastro = makeCadastro()) {
  return mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'GET /api/produtos/listar': { body: PRODUCTS },
    'POST /api/cache': { status: 204 },
  });
}

beforeEach(() => localStorage.setItem('tour-produto', 'x'));
afterEach(() => writeCart(emptyCart(), { save: false }));

describe('products (spec B §2.11)', () => {
  it('spec B §2.11: name, description and the note about complementary photos', async () => {
    signInAs();
    api();
    await renderApp('/produtos');
    expect(await screen.findByRole('heading', { name: 'Quadro 30x40' })).toBeTruthy();
    expect(screen.getByText('20 páginas')).toBeTruthy();
    expect(screen.getByText(/adicione o produto mais de uma vez/)).toBeTruthy();
  });

  it('spec B §2.11, §4.2: the quantity menu adds the product at the front: "Ítem adicionado." with "Ver carrinho?"', async () => {
    signInAs();
    api();
    await renderApp('/produtos');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Quadro 30x40 ao pedido' }));
    const menu = screen.getByRole('dialog', { name: 'Quadro 30x40' });
    const qt = within(menu).getByLabelText('Quantidade');
    await userEvent.clear(qt);
    await userEvent.type(qt, '2');
    await userEvent.click(within(menu).getByRole('button', { name: 'Adicionar ao pedido' }));
    expect(await screen.findByText(shopMessages.productAdded)).toBeTruthy();
    expect(screen.getByRole('link', { name: shopMessages.viewCart }).getAttribute('href')).toBe('/cart');
    expect(readCart().items).toMatchObject([
      { id: 3, tipo: 'produto', qt: 2, tamanho: 0, evento: null, valor: 12000, complementar: 2 },
    ]);
    expect(readCart().items[0]?.detalhes.complementares).toEqual([]);
  });

  it('spec B §5.3: the quantity is at least 1', async () => {
    signInAs();
    api();
    await renderApp('/produtos');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Álbum de luxo ao pedido' }));
    const menu = screen.getByRole('dialog', { name: 'Álbum de luxo' });
    const qt = within(menu).getByLabelText('Quantidade');
    await userEvent.clear(qt);
    await userEvent.type(qt, '0');
    expect(
      (within(menu).getByRole('button', { name: 'Adicionar ao pedido' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('spec B §2.11: Escape and cancel close the quantity menu without adding', async () => {
    signInAs();
    api();
    await renderApp('/produtos');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Álbum de luxo ao pedido' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Álbum de luxo ao pedido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readCart().items).toEqual([]);
  });

  it('spec B §6: a guest sees the products but cannot add them', async () => {
    signInAs();
    api(makeCadastro({ AlConvidado: true }));
    await renderApp('/produtos');
    expect(await screen.findByRole('heading', { name: 'Quadro 30x40' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Adicionar/ })).toBeNull();
  });
});
