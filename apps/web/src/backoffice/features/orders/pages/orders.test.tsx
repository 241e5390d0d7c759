import type { AdminOrderCard, AdminOrderDetail } from '@portal/domain';
import { orderApiMessages, stageChangeMessages, trackingCodeMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';

const stages = ['pedido', 'financeiro', 'processamento', 'ok', 'entregue'].map((stage, i) => ({
  stage: stage as AdminOrderDetail['historico'][number]['stage'],
  state: (i < 2 ? 'done' : i === 2 ? 'current' : 'upcoming') as 'done' | 'current' | 'upcoming',
  situation: null,
  message: null,
  date: null,
  text: i === 0 ? 'Efetuado em 02/11/2026' : i === 1 ? 'Pago em 03/11/2026' : null,
}));

const CARD: AdminOrderCard = {
  pedido: {
    pedId: 7,
    pedData: '2026-11-02',
    pedFrete: 50,
    pedModalidadeFrete: 'entrega',
    pedQuantidade: 2,
    pedImpressa: 2,
    pedSoDigital: 0,
    pedDesconto: 0,
    pedTotal: 100,
    pedFinanceiro: '2026-11-03',
    pedPagamento: 2,
    pedProcessamento: null,
    pedOk: null,
    pedEntregue: null,
    pedRastreio: null,
    pedDoc: null,
    pedAdmFinanceiro: 'Portal',
    pedAdmin: null,
    pedAdmEntrega: null,
  },
  aluno: { id: 101, nome: 'Maria Souza', email: 'maria@exemplo.com.br' },
  formatura: { id: 12, nome: 'Medicina 2026' },
  etapa: 'processamento',
  entrega: 'Motoboy',
  liquido: 100,
};

const DETAIL: AdminOrderDetail = {
  ...CARD,
  cart: [
    {
      idCart: 'p-1',
      caminho: null,
      tipo: 'foto',
      qt: 2,
      detalhes: { nome: 'Impressa 15x21', descricao: null, valor: 25 },
    },
  ],
  checkout: {
    frete: [{ id: 1, slug: 'motoboy', nome: 'Motoboy', valor: 50 }],
    bruto: 50,
    descontos: { total: 0 },
    liquido: 100,
  },
  historico: stages,
  carimbos: [{ etapa: 'financeiro', data: '2026-11-03', por: 'Portal' }],
  endereco: 'Rua dos Andradas, 1000 · Porto Alegre/RS',
  rastreioOutroFormato: false,
  desfazer: null,
};

describe('back-office orders (decision 82, spec A §4)', () => {
  it('spec A §4: the board groups the orders by the stage they wait on', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/pedidos': {
        body: {
          etapas: [
            { etapa: 'financeiro', total: 0, pedidos: [], proximo: null },
            { etapa: 'processamento', total: 1, pedidos: [CARD], proximo: null },
            { etapa: 'ok', total: 0, pedidos: [], proximo: null },
            { etapa: 'entregue', total: 0, pedidos: [], proximo: null },
            { etapa: 'concluido', total: 0, pedidos: [], proximo: null },
          ],
        },
      },
    });
    await renderApp('/admin/pedidos');
    const column = await screen.findByRole('region', { name: 'Aguardando processamento' });
    expect(within(column).getByRole('link', { name: 'Pedido nº 7' }).getAttribute('href')).toBe(
      '/admin/pedidos/7',
    );
    expect(within(column).getByText('Maria Souza')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Entregues' })).getByText('Nenhum pedido.'),
    ).toBeTruthy();
  });

  it("decision 127: a column says how many orders it holds and loads the rest with 'Carregar mais'", async () => {
    signInAs(adminUser);
    const card = (pedId: number) => ({ ...CARD, pedido: { ...CARD.pedido, pedId } });
    const empty = (etapa: string) => ({ etapa, total: 0, pedidos: [], proximo: null });
    const fetchMock = mockApi({
      'GET /api/admin/pedidos': ({ url }) => ({
        body: url.includes('cursor=8')
          ? { etapas: [{ etapa: 'processamento', total: 3, pedidos: [card(5)], proximo: null }] }
          : {
              etapas: [
                empty('financeiro'),
                { etapa: 'processamento', total: 3, pedidos: [card(9), card(8)], proximo: 8 },
                empty('ok'),
                empty('entregue'),
                empty('concluido'),
              ],
            },
      }),
    });
    await renderApp('/admin/pedidos');
    const column = await screen.findByRole('region', { name: 'Aguardando processamento' });
    expect(within(column).getByText('Mostrando 2 de 3 pedidos, os mais recentes primeiro.')).toBeTruthy();
    await userEvent.click(within(column).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(column).findByRole('link', { name: 'Pedido nº 5' })).toBeTruthy();
    expect(within(column).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(within(column).queryByText(/Mostrando/)).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url]) => String(url).includes('etapa=processamento') && String(url).includes('cursor=8'),
      ),
    ).toBe(true);
  });

  it('spec A §4, decision 118: advancing, once confirmed, stamps the stage the order waits on; the tracking code is saved', async () => {
    signInAs(adminUser);
    const advanced: AdminOrderDetail = {
      ...DETAIL,
      etapa: 'ok',
      pedido: { ...DETAIL.pedido, pedProcessamento: '2026-11-22' },
    };
    const fetchMock = mockApi({
      'GET /api/admin/pedidos/7': { body: DETAIL },
      'POST /api/admin/pedidos/7/etapa': { body: advanced },
      'PUT /api/admin/pedidos/7/rastreio': {
        body: { ...advanced, pedido: { ...advanced.pedido, pedRastreio: 'AA123456785BR' } },
      },
    });
    await renderApp('/admin/pedidos/7');
    expect(
      await screen.findByText('Rua dos Andradas, 1000 · Porto Alegre/RS', { exact: false }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar processamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar processamento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar processamento' }));
    expect(await screen.findByRole('button', { name: 'Marcar como pronto' })).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/admin/pedidos/7/etapa'))).toEqual({
      etapa: 'processamento',
    });
    expect(await screen.findByText(stageChangeMessages.advanced(2))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de rastreio' }), 'aa123456785br');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rastreio' }));
    expect(await screen.findByText(orderApiMessages.trackingSaved)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/admin/pedidos/7/rastreio'))).toEqual({
      codigo: 'aa123456785br',
      outroFormato: false,
    });
  });

  it('decision 118: the confirmation names the order, the student and the new stage; Voltar sends nothing', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({ 'GET /api/admin/pedidos/7': { body: DETAIL } });
    await renderApp('/admin/pedidos/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar processamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar processamento?' });
    expect(dialog.textContent).toContain("O pedido nº 7 de Maria Souza passa para 'Em processamento'");
    expect(dialog.textContent).toContain('em 2 minutos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("decision 118: 'Desfazer' takes the last stage off while its e-mail waits; a late undo shows the 409", async () => {
    signInAs(adminUser);
    const pending: AdminOrderDetail = {
      ...DETAIL,
      etapa: 'ok',
      pedido: { ...DETAIL.pedido, pedProcessamento: '2026-11-22' },
      desfazer: { etapa: 'processamento', ate: new Date(Date.now() + 120_000).toISOString() },
    };
    let late = false;
    const fetchMock = mockApi({
      'GET /api/admin/pedidos/7': { body: pending },
      'POST /api/admin/pedidos/7/etapa/desfazer': () =>
        late
          ? { status: 409, body: { error: stageChangeMessages.undoExpired, type: 'INVALID' } }
          : { body: DETAIL },
    });
    await renderApp('/admin/pedidos/7');
    expect(await screen.findByText("Etapa 'Em processamento' definida")).toBeTruthy();
    late = true;
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(stageChangeMessages.undoExpired)).toBeTruthy();
    late = false;
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(stageChangeMessages.undone)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Iniciar processamento' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/admin/pedidos/7/etapa/desfazer'),
    ).toHaveLength(2);
  });

  it("decision 118: a code off the Correios format is refused before sending, unless marked as another carrier's", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/pedidos/7': { body: DETAIL },
      'PUT /api/admin/pedidos/7/rastreio': {
        body: {
          ...DETAIL,
          pedido: { ...DETAIL.pedido, pedRastreio: '1Z999AA10123456784' },
          rastreioOutroFormato: true,
        },
      },
    });
    await renderApp('/admin/pedidos/7');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Código de rastreio' }),
      '1Z999AA10123456784',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rastreio' }));
    expect(await screen.findByText(trackingCodeMessages.notCorreios)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: trackingCodeMessages.otherFormat }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rastreio' }));
    expect(await screen.findByText('1Z999AA10123456784: outro formato/transportadora')).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT'))).toEqual({
      codigo: '1Z999AA10123456784',
      outroFormato: true,
    });
  });

  it('decisions 79 and 123: the picking list shows the prints and products to produce, each with its order, student and delivery, with a print button', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/pedidos/separacao': {
        body: {
          formatura: { id: 12, nome: 'Medicina 2026' },
          pedidos: [7],
          impressas: [
            {
              medida: '15x21',
              nome: 'Impressa 15x21',
              foto: 1,
              evento: 9,
              arquivo: 'IMG_1.jpg',
              quantidade: 2,
              pedidos: [7, 8],
              itens: [
                { pedId: 7, aluno: 'Érico Souza', entrega: 'Motoboy', quantidade: 1 },
                { pedId: 8, aluno: 'Ana Costa', entrega: 'Retirada na matriz', quantidade: 1 },
              ],
            },
          ],
          produtos: [
            {
              produto: 3,
              nome: 'Caneca',
              quantidade: 1,
              itens: [{ pedId: 9, aluno: 'Zé Silva', entrega: 'Sedex', quantidade: 1, complementares: [] }],
            },
          ],
        },
      },
    });
    await renderApp('/admin/pedidos/separacao/12');
    expect(await screen.findByRole('heading', { name: 'Lista de separação · Medicina 2026' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /IMG_1\.jpg/ });
    expect(row.textContent).toContain('9-1');
    // decision 123: each line says which order, whose, and how it leaves.
    expect(row.textContent).toContain('nº 7 · Érico Souza · Motoboy (1)');
    expect(row.textContent).toContain('nº 8 · Ana Costa · Retirada na matriz (1)');
    const product = screen.getByRole('row', { name: /Caneca/ });
    expect(product.textContent).toMatch(/nº 9.*Zé Silva.*Sedex/);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });
});
