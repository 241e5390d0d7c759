import { addComplementaryToProduct, emptyCart, shopMessages } from '@portal/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCart } from '../../../lib/cart';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { photoLine, productLine, storeCart, wire } from '../../../test/shop.fixtures';

afterEach(() => writeCart(emptyCart(), { save: false }));

const PICKUP = {
  id: 2,
  slug: 'retirada-matriz',
  nome: 'Retirada na matriz',
  descricao: 'Retire no estúdio',
  modalidade: 'retirada',
  custo: 'Sem custo',
  valor: 0,
};

const api = (extra: Record<string, unknown> = {}) =>
  mockApi({
    'GET /api/perfil/cadastro': { body: makeCadastro() },
    'POST /api/cache': { status: 204 },
    'DELETE /api/cache/cart': { status: 204 },
    ...(extra as Record<string, { body: unknown }>),
  });

describe('cart', () => {
  it('spec B §2.9, §8: an empty cart shows its text, its toast, back to the portal and continue a previous order', async () => {
    signInAs();
    api();
    await renderApp('/cart');
    expect(await screen.findByRole('heading', { name: shopMessages.cartTitle })).toBeTruthy();
    expect(await screen.findByText(shopMessages.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: shopMessages.backToPortal }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: shopMessages.continuePrevious })).toBeTruthy();
    expect(await screen.findByText(shopMessages.cartEmptyToast)).toBeTruthy();
  });

  it('spec B §4.2: restoring with no open order says so', async () => {
    signInAs();
    api({ 'GET /api/cache/cart': { body: [] } });
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: shopMessages.continuePrevious }));
    expect(await screen.findByText(shopMessages.noOpenOrder)).toBeTruthy();
  });

  it('spec A §2, decision 130: on a new device the open order saved on the server is offered, not an empty cart', async () => {
    signInAs();
    const fetchMock = api({
      'GET /api/cache/cart': { body: [{ tipo: 'cart', content: wire([photoLine(55, '15x21', 2)]) }] },
    });
    await renderApp('/cart');
    expect(await screen.findByText(shopMessages.openOrderSaved(1))).toBeTruthy();
    expect(screen.queryByText(shopMessages.cartEmpty)).toBeNull();
    expect(screen.queryByText(shopMessages.cartEmptyToast)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: shopMessages.resumeOpenOrder }));
    expect(await screen.findByText(shopMessages.orderRestored)).toBeTruthy();
    expect(screen.getByText('Impressa 15x21')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('carrinho') ?? '[]')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Carrinho, 2 itens' })).toBeTruthy();
    // Already on the server: restored without being sent back (decision 72).
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('spec B §4.2: an open order saved after the cart opened is still brought back by the button', async () => {
    signInAs();
    let saved: unknown[] = [];
    api({ 'GET /api/cache/cart': () => ({ body: saved }) });
    await renderApp('/cart');
    const button = await screen.findByRole('button', { name: shopMessages.continuePrevious });
    saved = [{ tipo: 'cart', content: wire([photoLine(55, '15x21', 2)]) }];
    await userEvent.click(button);
    expect(await screen.findByText(shopMessages.orderRestored)).toBeTruthy();
    expect(screen.getByText('Impressa 15x21')).toBeTruthy();
  });

  it('spec B §2.9, §4.2: a line shows reference, quantity and price; removal can be undone once', async () => {
    signInAs();
    storeCart([photoLine(55, '15x21', 2)]);
    api();
    await renderApp('/cart');
    expect(await screen.findByText('Ref. 9-55')).toBeTruthy();
    expect(screen.getByText(`2 ${shopMessages.units} · R$ 25,00`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Impressa 15x21 (Ref. 9-55)' }));
    expect(await screen.findByText(shopMessages.itemRemoved)).toBeTruthy();
    expect(await screen.findByText(shopMessages.cartEmpty)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: shopMessages.undo }));
    await waitFor(() => expect(screen.getByText('Impressa 15x21')).toBeTruthy());
  });

  it('spec B §2.9: pay button title and label: "Escolher forma de pagamento" / "Pagar R$ …" above zero', async () => {
    signInAs();
    storeCart([photoLine(1, 'dig+imp', 3)]);
    api({ 'GET /api/perfil/cadastro': { body: makeCadastro({ AlCredFtImpressa: 0, AlCredFtDigital: 0 }) } });
    await renderApp('/cart');
    const pay = await screen.findByRole('button', { name: 'Pagar R$ 90,00' });
    expect(pay.getAttribute('title')).toBe(shopMessages.choosePaymentTitle);
  });

  it('spec B §2.9, §5.3: credits cover the whole order: "Finalizar pedido" / "Finalizar", and the panel shows them', async () => {
    signInAs();
    storeCart([photoLine(1, 'digital')]);
    api({ 'GET /api/perfil/cadastro': { body: makeCadastro({ AlCredFtDigital: 1 }) } });
    await renderApp('/cart');
    const finish = await screen.findByRole('button', { name: shopMessages.finishLabel });
    expect(finish.getAttribute('title')).toBe(shopMessages.finishOrderTitle);
    expect(screen.getByRole('heading', { name: 'Seus créditos' })).toBeTruthy();
  });

  it('spec B §4.2, §8: finalising with a product still missing complementary photos is refused', async () => {
    signInAs();
    storeCart([productLine(7, 2)]);
    localStorage.setItem('carrinho-entrega', JSON.stringify(PICKUP));
    api();
    await renderApp('/cart');
    expect(await screen.findByText(shopMessages.complementaryProgress(0, 2))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText(shopMessages.missingComplementary)).toBeTruthy();
  });

  it('spec B §4.2, §8: finalising a printed photo without a delivery is refused', async () => {
    signInAs();
    storeCart([photoLine(1, '15x21')]);
    api({ 'GET /api/perfil/cadastro': { body: makeCadastro({ AlCredFtImpressa: 0 }) } });
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText(shopMessages.chooseDeliveryFirst)).toBeTruthy();
  });

  it.each([
    ["a printed '20x30' the producer created", '20x30', true],
    ['a digital size named like paper', 'arquivo-20x30', false],
  ])('spec B §2.9, decision 116: %s decides the delivery by its kind', async (_name, slug, ships) => {
    signInAs();
    storeCart([photoLine(1, slug)]);
    api({ 'GET /api/perfil/cadastro': { body: makeCadastro({ AlCredFtImpressa: 0, AlCredFtDigital: 0 }) } });
    const { router } = await renderApp('/cart');
    const pay = await screen.findByRole('button', { name: /^Pagar/ });
    expect(Boolean(screen.queryByRole('button', { name: shopMessages.deliveryButton }))).toBe(ships);
    await userEvent.click(pay);
    if (ships) expect(await screen.findByText(shopMessages.chooseDeliveryFirst)).toBeTruthy();
    else await waitFor(() => expect(router.state.location.pathname).toBe('/cartpay'));
  });

  it('spec B §2.9: complementary photos listed under their product, each removable', async () => {
    signInAs();
    const product = productLine(7, 2);
    const withPhoto = addComplementaryToProduct(emptyCart([product]), product.idCart, {
      id: 31,
      evento: 9,
      slug: 'complementar',
      caminho: '/thumb/31.jpg',
    });
    if (!withPhoto.ok) throw new Error(withPhoto.error);
    storeCart([...withPhoto.cart.items]);
    api();
    await renderApp('/cart');
    expect(await screen.findByText(shopMessages.complementaryProgress(1, 2))).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remover a foto complementar 9-31 de Quadro 7' }),
    );
    expect(await screen.findByText(shopMessages.complementaryRemoved)).toBeTruthy();
    expect(screen.getByText(shopMessages.complementaryProgress(0, 2))).toBeTruthy();
  });

  it('spec B §4.2, §9: "Dispensar complementares?" waits 15 s for a confirmation, then the product needs none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    storeCart([productLine(7, 2)]);
    api();
    await renderApp('/cart');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: shopMessages.dispenseComplementary }));
    expect(screen.getByRole('button', { name: 'Dispensar' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.getByRole('button', { name: 'Dispensar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dispensar' }));
    await waitFor(() => expect(screen.queryByText(shopMessages.complementaryProgress(0, 2))).toBeNull());
    expect(JSON.parse(localStorage.getItem('carrinho') ?? '[]')[0].complementar).toBe(0);
  });

  it('spec B §9: the dispense question closes by itself after 15 s and nothing changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    storeCart([productLine(7, 2)]);
    api();
    await renderApp('/cart');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: shopMessages.dispenseComplementary }));
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(screen.queryByRole('button', { name: 'Dispensar' })).toBeNull();
    expect(screen.getByText(shopMessages.complementaryProgress(0, 2))).toBeTruthy();
  });

  it('spec B §2.10: /cartpay with an empty cart goes to /', async () => {
    signInAs();
    api({ 'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } } });
    const { router } = await renderApp('/cartpay');
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
  });
});
