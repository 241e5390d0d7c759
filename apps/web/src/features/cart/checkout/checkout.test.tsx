import { emptyCart, financeMessages, shopMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCart } from '../../../lib/cart';
import { bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { photoLine, productLine, storeCart } from '../../../test/shop.fixtures';

afterEach(() => {
  writeCart(emptyCart(), { save: false });
  vi.useRealTimers();
});

const stages = ['pedido', 'financeiro', 'processamento', 'ok', 'entregue'].map((stage, i) => ({
  stage,
  state: i === 0 ? 'done' : i === 1 ? 'current' : 'upcoming',
  situation: null,
  message: null,
  date: null,
  text: null,
}));

function placed(pedId: number, liquido: number) {
  return {
    pedId,
    message: financeMessages.orderPlaced,
    pedido: {
      pedId,
      pedData: '2026-11-22',
      pedFrete: 0,
      pedModalidadeFrete: null,
      pedQuantidade: 1,
      pedImpressa: 0,
      pedSoDigital: 1,
      pedDesconto: 0,
      pedTotal: liquido,
      pedFinanceiro: null,
      pedPagamento: null,
      pedProcessamento: null,
      pedOk: null,
      pedEntregue: null,
      pedRastreio: null,
      pedDoc: null,
      pedAdmFinanceiro: null,
      pedAdmin: null,
      pedAdmEntrega: null,
    },
    cart: [],
    checkout: { frete: [], bruto: liquido, descontos: { total: 0 }, liquido },
    entrega: null,
    formaPagamento: null,
    historico: stages,
    cobranca: null,
    acoes: { baixar: false, pagar: liquido > 0 },
  };
}

const api = (extra: Record<string, unknown> = {}, cadastro = makeCadastro()) =>
  mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'POST /api/cache': { status: 204 },
    'DELETE /api/cache/cart': { status: 204 },
    'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    'GET /api/perfil/frete/padrao': { body: { valor: 45 } },
    ...(extra as Record<string, { body: unknown }>),
  });

describe('delivery modal (spec B §2.9, §4.3)', () => {
  it('spec B §2.9, §4.3: the address is reviewed first; with a product only pick-up is offered', async () => {
    signInAs();
    storeCart([productLine(7)]);
    api();
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: shopMessages.deliveryButton }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Rua dos Andradas, 1000')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sedex/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar endereço' }));
    const options = within(dialog).getAllByRole('button', { pressed: false });
    expect(options.map((b) => b.textContent)).toEqual([expect.stringContaining('Retirada na matriz')]);
    await userEvent.click(options[0]!);
    expect(await screen.findByRole('button', { name: 'Retirada na matriz' })).toBeTruthy();
  });

  it('spec B §4.3, §8: Sedex before its price warns "ainda está sendo calculado"; motoboy in Porto Alegre at 50', async () => {
    signInAs();
    storeCart([photoLine(1, '15x21')]);
    let answer: (v: Response) => void = () => undefined;
    api({
      'POST /api/perfil/frete': () => ({ body: [{ Valor: '32,10' }] }),
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/perfil/frete'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : realFetch(input, init),
    );
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: shopMessages.deliveryButton }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar endereço' }));
    expect(screen.getByRole('button', { name: /Motoboy.*R\$ 50,00/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Sedex/ }));
    expect(await screen.findByText(shopMessages.sedexCalculating)).toBeTruthy();
    answer(
      new Response(JSON.stringify([{ Valor: '32,10' }]), { headers: { 'Content-Type': 'application/json' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Sedex.*R\$ 32,10/ }));
    expect(await screen.findByRole('button', { name: 'Sedex' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Resumo do pedido' }).textContent).toContain('R$ 32,10');
  });

  it('spec B §4.2: removing the last line that ships clears the chosen delivery', async () => {
    signInAs();
    storeCart([photoLine(1, '15x21'), photoLine(2, 'digital')]);
    localStorage.setItem(
      'carrinho-entrega',
      JSON.stringify({
        id: 1,
        slug: 'motoboy',
        nome: 'Motoboy',
        descricao: 'Entrega por motoboy, somente em Porto Alegre.',
        modalidade: 'entrega',
        custo: 'R$ 50,00',
        valor: 50,
      }),
    );
    api();
    await renderApp('/cart');
    expect(await screen.findByRole('button', { name: 'Motoboy' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Impressa 15x21 (Ref. 9-1)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Motoboy' })).toBeNull());
    expect(screen.queryByRole('button', { name: shopMessages.deliveryButton })).toBeNull();
    expect(localStorage.getItem('carrinho-entrega')).toBeNull();
  });

  it('spec B §4.3, §9: no Sedex quote within 5 s: the fallback price is offered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    storeCart([photoLine(1, '15x21')]);
    api({ 'GET /api/perfil/cadastro': { body: makeCadastro({ AlCidade: 'Canoas' }) } });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/perfil/frete' ? new Promise<Response>(() => undefined) : realFetch(input, init),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: shopMessages.deliveryButton }));
    await user.click(screen.getByRole('button', { name: 'Confirmar endereço' }));
    expect(screen.queryByRole('button', { name: /Motoboy/ })).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByRole('button', { name: /Sedex.*R\$ 45,00/ })).toBeTruthy();
  });
});

describe('/cartpay (spec B §2.10, §4.4)', () => {
  it('spec B §2.10: total zero offers only Crédito with "Clique para continuar"; the second click places the order, clears the cart and goes to /', async () => {
    signInAs();
    storeCart([photoLine(1, 'digital')]);
    const fetchMock = api({
      'GET /api/pedidos/novo': { body: { pedId: 41 } },
      'POST /api/pedidos/preencher': { body: placed(41, 0) },
      'POST /api/notificar/pedido/41': { body: { message: 'ok' } },
    });
    const { router } = await renderApp('/cartpay');
    expect(await screen.findByRole('heading', { name: shopMessages.orderTotal })).toBeTruthy();
    const credit = screen.getByRole('button', { name: /Crédito/ });
    expect(credit.textContent).toContain(shopMessages.clickToContinue);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(1);
    await userEvent.click(credit);
    expect(screen.getByText(shopMessages.youChose('Crédito'))).toBeTruthy();
    expect(screen.getByText(shopMessages.clickAgain)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/pedidos/novo')).toBe(false);
    await userEvent.click(credit);
    expect(await screen.findByText(financeMessages.orderPlaced)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('carrinho')).toBeNull();
    const fill = fetchMock.mock.calls.find(([url]) => url === '/api/pedidos/preencher');
    expect(bodyOf(fill)).toMatchObject({
      pedido: { pedId: 41, pedTotal: 15 },
      order: { checkout: { liquido: 0 } },
    });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/notificar/pedido/41')).toBe(true);
  });

  it('spec B §4.2, §8: /cartpay opened with a print and no delivery goes back to the cart with the message', async () => {
    signInAs();
    storeCart([photoLine(1, '15x21')]);
    api();
    const { router } = await renderApp('/cartpay');
    expect(await screen.findByText(shopMessages.chooseDeliveryFirst)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('spec B §2.10, §4.4: an amount due offers methods 2–99 but 3; selecting then confirming makes the E-commerce parcel', async () => {
    signInAs();
    storeCart([photoLine(1, 'digital'), photoLine(2, 'digital')]);
    const fetchMock = api({
      'GET /api/perfil/cadastro': { body: makeCadastro({ AlCredFtDigital: 0 }) },
      'GET /api/pedidos/novo': { body: { pedId: 42 } },
      'POST /api/pedidos/preencher': { body: placed(42, 4) },
      'POST /api/notificar/pedido/42': { body: { message: 'ok' } },
      'POST /api/pedidos/42/parcela': { status: 400, body: { error: 'Recusado.', type: 'INVALID' } },
    });
    await renderApp('/cartpay');
    const names = (await screen.findAllByRole('button', { pressed: false })).map((b) => b.textContent);
    expect(names).toEqual(['Cartão', 'Boleto', 'PIX']);
    await userEvent.click(screen.getByRole('button', { name: 'PIX' }));
    expect(screen.getByRole('button', { name: shopMessages.chooseAnother })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'PIX' }));
    expect(await screen.findByText(financeMessages.operationFailed)).toBeTruthy();
    expect(screen.getByText('Pedido nº 42')).toBeTruthy();
    const parcel = fetchMock.mock.calls.find(([url]) => url === '/api/pedidos/42/parcela');
    expect(bodyOf(parcel)).toEqual({ parcforma: 6 });
  });
});
