import { orderStageMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leave } from '../../../lib/leave';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { CREDIT_ORDER, PAID_DETAIL, PAID_ORDER } from '../orders.fixtures';

/** The home's own calls answered, beside what a test is about. */
const mockHome = (cadastro: ReturnType<typeof makeCadastro>, extra: Record<string, unknown>) =>
  mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    'GET /api/perfil/fotos': { body: [] },
    ...(extra as Record<string, { body: unknown }>),
  });

const created = vi.fn(() => 'blob:zip');
beforeEach(() => {
  URL.createObjectURL = created;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => created.mockClear());

async function openOrders(extra: Record<string, unknown>) {
  signInAs();
  const fetchMock = mockHome(makeCadastro(), extra);
  await renderApp('/');
  const card = await screen.findByRole('region', { name: 'Pedidos de fotos' });
  return { card, fetchMock };
}

describe('photo orders card (spec A §2, §4, §5)', () => {
  it("spec A §2, decision 101: an unpaid order's card payment asks the API for its checkout, never follows a kept address", async () => {
    const assign = vi.spyOn(leave, 'to').mockImplementation(() => {});
    const unpaid = {
      ...PAID_ORDER,
      pedId: 9,
      cobranca: {
        parcid: 90,
        parcforma: 2,
        cartao: 'http://expired.test/90',
        boleto: false,
        pix: false,
        pago: false,
      },
      acoes: { baixar: false, pagar: true },
    };
    const { card, fetchMock } = await openOrders({
      'GET /api/pedidos/consultar': { body: [unpaid] },
      'POST /api/pagamentos/linkCheckout': { body: { checkoutUrl: 'http://checkout.test/90' } },
    });
    await userEvent.click(await within(card).findByRole('button', { name: 'Pagar com cartão' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://checkout.test/90'));
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/pagamentos/linkCheckout'))).toBe(true);
    expect(within(card).queryByRole('link', { name: 'Pagar com cartão' })).toBeNull();
    assign.mockRestore();
  });

  it('spec A §2, §4: each order shows its id, net value or "Crédito" and the five stages with their messages', async () => {
    const { card } = await openOrders({ 'GET /api/pedidos/consultar': { body: [PAID_ORDER, CREDIT_ORDER] } });
    const first = await within(card).findByRole('button', { name: /Pedido nº 7/ });
    expect(first.textContent).toContain('R$ 90,00');
    expect(within(card).getByRole('button', { name: /Pedido nº 8/ }).textContent).toContain('Crédito');
    const [stages] = within(card).getAllByRole('list', { name: 'Etapas do pedido' });
    const items = within(stages!).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Efetuado em 02/11/2026'),
      expect.stringContaining('Pago em 03/11/2026'),
      expect.stringContaining('Aguardando processamento desde 03/11/2026'),
      expect.stringContaining('Pronto'),
      expect.stringContaining('Entregue'),
    ]);
  });

  it('spec A §2: the detail shows items, shipping, tracking, subtotal, discounts, total and payment method', async () => {
    const { card } = await openOrders({
      'GET /api/pedidos/consultar': { body: [PAID_ORDER] },
      'GET /api/pedidos/detalhar/7': { body: PAID_DETAIL },
    });
    await userEvent.click(await within(card).findByRole('button', { name: /Pedido nº 7/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido nº 7' });
    expect(await within(dialog).findByText('Impressa 15x21')).toBeTruthy();
    const text = dialog.textContent ?? '';
    for (const part of [
      'Motoboy · R$ 50,00',
      'QB123456789BR',
      'Subtotal',
      'R$ 50,00',
      '− R$ 10,00',
      'R$ 90,00',
      'Cartão',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('spec A §5: a paid order downloads its photos as one zip through POST /empacotar', async () => {
    const { card, fetchMock } = await openOrders({
      'GET /api/pedidos/consultar': { body: [PAID_ORDER] },
      'GET /api/pedidos/detalhar/7': { body: PAID_DETAIL },
      'POST /api/empacotar': { body: 'PK-zip' },
    });
    await userEvent.click(await within(card).findByRole('button', { name: /Pedido nº 7/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar as fotos (zip)' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/empacotar');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 7 });
  });

  it('spec A §8: a 204 from /empacotar is "Desculpe. Este pedido não possui fotos para download."', async () => {
    const { card } = await openOrders({
      'GET /api/pedidos/consultar': { body: [PAID_ORDER] },
      'GET /api/pedidos/detalhar/7': { body: PAID_DETAIL },
      'POST /api/empacotar': { status: 204 },
    });
    await userEvent.click(await within(card).findByRole('button', { name: /Pedido nº 7/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar as fotos (zip)' }));
    expect(await screen.findByText(orderStageMessages.noPhotosToDownload)).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
  });

  it('spec A §5: an unpaid order offers no download', async () => {
    const unpaid = { ...PAID_DETAIL, acoes: { baixar: false, pagar: true } };
    const { card } = await openOrders({
      'GET /api/pedidos/consultar': { body: [PAID_ORDER] },
      'GET /api/pedidos/detalhar/7': { body: unpaid },
    });
    await userEvent.click(await within(card).findByRole('button', { name: /Pedido nº 7/ }));
    expect(await screen.findByRole('button', { name: 'Pagar com PIX' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Baixar as fotos (zip)' })).toBeNull();
  });
});

describe('decision 130: the order detail says what is true', () => {
  const line = { ...PAID_DETAIL.cart[0]!, id: 55, evento: 9 };

  it('decision 130: each line shows its photo thumbnail and its reference', async () => {
    const { card } = await openOrders({
      'GET /api/pedidos/consultar': { body: [PAID_ORDER] },
      'GET /api/pedidos/detalhar/7': { body: { ...PAID_DETAIL, cart: [line] } },
    });
    await userEvent.click(await within(card).findByRole('button', { name: /Pedido nº 7/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido nº 7' });
    const row = (await within(dialog).findByText('Impressa 15x21')).closest('tr');
    expect(row?.querySelector('img')?.getAttribute('src')).toBe('/thumb/1.jpg');
    expect(within(row as HTMLElement).getByText('Ref. 9-55')).toBeTruthy();
  });

  it("decision 130: an unpaid order says 'Aguardando pagamento', not 'Forma de pagamento: Aguardando pagamento'", async () => {
    const unpaid = { ...PAID_DETAIL, formaPagamento: null, acoes: { baixar: false, pagar: true } };
    const { card } = await openOrders({
      'GET /api/pedidos/consultar': { body: [PAID_ORDER] },
      'GET /api/pedidos/detalhar/7': { body: unpaid },
    });
    await userEvent.click(await within(card).findByRole('button', { name: /Pedido nº 7/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido nº 7' });
    expect(await within(dialog).findByText('Aguardando pagamento')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Forma de pagamento');
  });
});

describe('Minhas fotos (decision 78, spec A §1)', () => {
  it('spec A §1: shows the retention date, every bought photo and a zip of all', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro(), {
      'GET /api/minhas-fotos': {
        body: {
          retencao: '2027-04-11',
          fotos: [
            { id: 3, evento: 9, eventoNome: 'Baile', pedId: 7, caminho: '/thumb/3.jpg', nome: 'foto-3.jpg' },
          ],
        },
      },
      'POST /api/minhas-fotos/zip': { body: 'PK-zip' },
      'POST /api/cache': { status: 204 },
    });
    await renderApp('/minhas-fotos');
    expect(await screen.findByRole('heading', { name: 'Minhas fotos' })).toBeTruthy();
    expect(await screen.findByText('11/04/2027')).toBeTruthy();
    expect(screen.getByText('Baile · foto 1 · Pedido nº 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar todas (zip)' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/minhas-fotos/zip')).toBe(true);
  });

  it("decision 134: two photos named '001.jpg' are named by their event and number", async () => {
    signInAs();
    const photo = (id: number, evento: number, eventoNome: string, pedId: number) => ({
      id,
      evento,
      eventoNome,
      pedId,
      caminho: `/thumb/${id}.jpg`,
      nome: '001.jpg',
    });
    mockHome(makeCadastro(), {
      'GET /api/minhas-fotos': {
        body: {
          retencao: null,
          fotos: [photo(40, 9, 'Baile', 7), photo(12, 9, 'Baile', 8), photo(55, 4, 'Colação', 7)],
        },
      },
      'POST /api/cache': { status: 204 },
    });
    await renderApp('/minhas-fotos');
    const list = await screen.findByRole('region', { name: 'Fotos compradas' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Baile · foto 2 · Pedido nº 7',
        'Baile · foto 1 · Pedido nº 8',
        'Colação · foto 1 · Pedido nº 7',
      ]),
    );
    expect(list.textContent).not.toContain('001.jpg');
  });
});
