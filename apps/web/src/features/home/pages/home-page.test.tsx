import { emptyCart, homeMessages, shopMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCart } from '../../../lib/cart';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { photoLine, storeCart, wire } from '../../../test/shop.fixtures';
import { mockHome } from '../home.fixtures';

describe('home', () => {
  it('spec A §2, spec B §8: the notice board shows the empty texts when the call fails', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { status: 500, body: { error: 'x', type: 'UNEXPECTED' } },
    });
    await renderApp('/');
    expect(await screen.findByText(homeMessages.noClassNotices)).toBeTruthy();
    expect(screen.getByText(homeMessages.noPersonalNotices)).toBeTruthy();
  });

  it('spec A §2: notices render their HTML without scripts or unsafe attributes', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': {
        body: {
          todos: [
            {
              crmid: 1,
              crmdesc: '<p onclick="x()">Prova de becas <strong>sábado</strong></p><script>alert(1)</script>',
              crmtimestamp: '2026-11-20T13:00:00Z',
            },
          ],
          aluno: [],
        },
      },
    });
    await renderApp('/');
    const strong = await screen.findByText('sábado');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('.notice-text script')).toBeNull();
    expect(document.querySelector('.notice-text [onclick]')).toBeNull();
    expect(screen.getByText('20/11/2026 10:00')).toBeTruthy();
    expect(screen.getByText(homeMessages.noPersonalNotices)).toBeTruthy();
  });

  it('spec A §2: the graduation card shows date, time and venue when FormVerDados allows', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Data e local da formatura' });
    expect(within(card).getByText('sábado, 12/12/2026')).toBeTruthy();
    expect(within(card).getByText('19:30')).toBeTruthy();
    expect(within(card).getByText('Salão de Atos da UFRGS')).toBeTruthy();
  });

  it('decision 56: the graduation card gives the address of the deadline calendar to subscribe', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
      'GET /api/calendario': {
        body: {
          url: 'http://portal.test/api/calendario/7/abc.ics',
          webcal: 'webcal://portal.test/api/calendario/7/abc.ics',
        },
      },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Data e local da formatura' });
    await userEvent.click(within(card).getByRole('button', { name: 'Prazos na sua agenda' }));
    const subscribe = await within(card).findByRole('link', { name: 'Assinar os prazos no calendário' });
    expect(subscribe.getAttribute('href')).toBe('webcal://portal.test/api/calendario/7/abc.ics');
    expect(within(card).getByText('http://portal.test/api/calendario/7/abc.ics')).toBeTruthy();
  });

  it('spec A §2: the graduation card is hidden when FormVerDados does not allow it', async () => {
    signInAs();
    const cadastro = makeCadastro();
    cadastro.AlFormDados.FormVerDados = 0;
    mockApi({
      'GET /api/perfil/cadastro': { body: cadastro },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    await screen.findByRole('region', { name: 'Mural de avisos' });
    expect(screen.queryByRole('region', { name: 'Data e local da formatura' })).toBeNull();
  });

  it('spec A §2: a card collapses and opens its help text', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Recolher Mural de avisos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expandir Mural de avisos' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'Mural de avisos' }).className).toContain('card-collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Ajuda: Mural de avisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mural de avisos' });
    expect(within(dialog).getByText(/recados da produtora/)).toBeTruthy();
  });

  it('spec A §2: a user without a linked registration (404) is pointed to the self-registration', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { status: 404, body: { error: 'Não encontrado.', type: 'NOT_FOUND' } },
    });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Seu cadastro ainda não está ligado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o autocadastro' }).getAttribute('href')).toBe(
      '/autocadastro',
    );
  });

  it('spec A §2: /resumo/{tipo}/{retorno} shows the same home', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/resumo/E-commerce/31-77');
    expect(await screen.findByRole('region', { name: 'Mural de avisos' })).toBeTruthy();
  });
});

describe('decision 130: an open order saved on the server', () => {
  afterEach(() => writeCart(emptyCart(), { save: false }));

  it('spec A §2: on a new device the home offers to resume it from a toast', async () => {
    signInAs();
    const fetchMock = mockHome(makeCadastro(), {
      'GET /api/cache/cart': { body: [{ tipo: 'cart', content: wire([photoLine(55, '15x21', 2)]) }] },
    });
    await renderApp('/');
    expect(await screen.findByText(shopMessages.openOrderSaved(1))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: shopMessages.resumeOpenOrder }));
    expect(await screen.findByText(shopMessages.orderRestored)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Carrinho, 2 itens' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('spec A §2: a cart already on this device is not asked about', async () => {
    signInAs();
    storeCart([photoLine(55, '15x21', 1)]);
    const fetchMock = mockHome(makeCadastro());
    await renderApp('/');
    await screen.findByRole('region', { name: 'Mural de avisos' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/cache/cart')).toBe(false);
  });
});
