import {
  backofficeMessages,
  adminFinanceMessages as fm,
  pixKeyMessages,
  type Reconciliation,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { makeEvent } from '../finance.fixtures';

beforeAll(async () => {
  await Promise.all([import('../../../backoffice-layout'), import('./finance-page')]);
}, 60_000);

const page = (items: unknown[], total = items.length, proximo: number | null = null) => ({
  items,
  total,
  proximo,
});
const urls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([u]) => String(u));

describe('decision 62: the provider ledger', { timeout: 30_000 }, () => {
  it('lists each notification with its outcome and student; the outcome filter asks the server again', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/pagamentos/notificacoes?pageSize=50': { body: page([makeEvent()]) },
      'GET /api/admin/pagamentos/notificacoes?situacao=amount_mismatch&pageSize=50': {
        body: page([
          makeEvent({
            id: 91,
            situacao: 'amount_mismatch',
            situacaoTexto: 'Valor diferente do cobrado',
            valor: 990,
          }),
        ]),
      },
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    await renderApp('/admin/financeiro');
    const table = await screen.findByRole('table', { name: 'Notificações dos provedores de pagamento' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toMatch(
      /sandbox.*evt_1.*Aprovado.*R\$ 1\.000,00.*R\$ 1\.000,00.*Pagamento aplicado.*31.*Ana Souza/,
    );
    expect(within(row).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe(
      '/admin/alunos/7/financeiro',
    );

    const outcome = screen.getByRole('textbox', { name: 'Resultado' });
    await userEvent.click(outcome);
    await waitFor(() => expect(outcome.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(String(outcome.getAttribute('aria-controls'))) as HTMLElement;
    await userEvent.click(
      await within(listbox).findByRole('option', { name: 'Valor diferente do cobrado', hidden: true }),
    );
    // A busy machine (7 engineers on 2 cores) may take more than the default second to answer and render.
    expect(await screen.findByText('R$ 990,00', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(urls(fetchMock)).toContain(
      '/api/admin/pagamentos/notificacoes?situacao=amount_mismatch&pageSize=50',
    );
  });

  it("a student's notifications come from the student's finance link (aluno in the URL)", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/pagamentos/notificacoes?aluno=7&pageSize=50': { body: page([]) },
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    await renderApp('/admin/financeiro/notificacoes?aluno=7');
    expect(await screen.findByText('Nenhuma notificação.')).toBeTruthy();
    expect(urls(fetchMock)).toContain('/api/admin/pagamentos/notificacoes?aluno=7&pageSize=50');
  });

  it("decision 141: the list says how many of how many it shows and loads the next page from its cursor with 'Carregar mais'", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/pagamentos/notificacoes?pageSize=50': { body: page([makeEvent()], 2, 90) },
      'GET /api/admin/pagamentos/notificacoes?cursor=90&pageSize=50': {
        body: page([makeEvent({ id: 2, evento: 'evt_2' })], 2),
      },
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    await renderApp('/admin/financeiro');
    expect(await screen.findByText('Mostrando 1 de 2 notificações, as mais recentes primeiro.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const table = screen.getByRole('table', { name: 'Notificações dos provedores de pagamento' });
    expect(await within(table).findByText(/evt_2/)).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
    expect(urls(fetchMock)).toContain('/api/admin/pagamentos/notificacoes?cursor=90&pageSize=50');
  });
});

const RECON: Reconciliation = {
  formatura: { id: 5, nome: 'Direito 2027' },
  resumo: {
    cobrancasCriadas: 3,
    valorCriado: 1780,
    confirmadas: 1,
    valorConfirmado: 480,
    semConfirmacao: 2,
    valorSemConfirmacao: 1300,
    manuais: 1,
    valorManual: 100,
  },
  semConfirmacao: [
    {
      parcelaId: 33,
      aluno: { id: 7, nome: 'Ana Souza' },
      forma: 'Boleto',
      tipo: 'Contrato',
      cobrado: 1000,
      vencimento: '2026-11-01',
      criadaEm: '2026-10-27T12:00:00.000Z',
    },
  ],
  semConfirmacaoProximo: null,
  valoresDivergentes: [
    makeEvent({
      id: 95,
      situacao: 'amount_mismatch',
      situacaoTexto: 'Valor diferente do cobrado',
      valor: 100,
      cobrado: 300,
    }),
  ],
  semParcela: [
    makeEvent({
      id: 96,
      situacao: 'unknown_parcel',
      situacaoTexto: 'Sem parcela correspondente',
      aluno: null,
      formatura: null,
      parcelaId: null,
      cobrado: null,
    }),
  ],
  listas: {
    valoresDivergentes: { total: 1, proximo: null },
    semParcela: { total: 1, proximo: null },
    aDevolver: { total: 1, proximo: null },
  },
  aDevolver: [
    {
      id: 4,
      motivo: 'order_already_paid',
      motivoTexto: 'Pedido já estava pago',
      valor: 249,
      situacao: 'to_refund',
      parcelaId: 41,
      pedidoId: 12,
      aluno: { id: 7, nome: 'Ana Souza' },
      provedor: 'sandbox',
      evento: 'evt_2',
      pagoEm: '2026-11-02',
      registradoEm: '2026-11-02T12:00:00.000Z',
      devolvidoEm: null,
      observacao: null,
    },
  ],
};

describe('decision 62: reconciliation per graduation', { timeout: 30_000 }, () => {
  it('shows created against confirmed, what was never confirmed, mismatches and confirmations without a parcel', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/formaturas/5/conciliacao': { body: RECON },
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    await renderApp('/admin/financeiro/conciliacao?formatura=5');
    expect(await screen.findByRole('heading', { name: 'Direito 2027' })).toBeTruthy();
    expect(screen.getByText('3 · R$ 1.780,00')).toBeTruthy();
    expect(screen.getByText('1 · R$ 480,00')).toBeTruthy();
    const unconfirmed = screen.getByRole('table', { name: 'Cobranças criadas e nunca confirmadas' });
    expect(within(unconfirmed).getAllByRole('row')[1]!.textContent).toMatch(
      /33.*Ana Souza.*Boleto \(Contrato\).*R\$ 1\.000,00.*01\/11\/2026/,
    );
    const mismatch = screen.getByRole('table', { name: 'Confirmações com valor diferente do cobrado' });
    expect(within(mismatch).getAllByRole('row')[1]!.textContent).toMatch(
      /R\$ 100,00.*R\$ 300,00.*Valor diferente do cobrado/,
    );
    const orphan = screen.getByRole('table', { name: 'Confirmações sem parcela correspondente' });
    expect(within(orphan).getAllByRole('row')[1]!.textContent).toContain('Sem parcela correspondente');
    // decision 101: a second payment of a paid order is listed to refund, never applied.
    const refund = screen.getByRole('table', { name: 'Pagamentos em excesso a devolver' });
    expect(within(refund).getAllByRole('row')[1]!.textContent).toMatch(
      /41 \(pedido 12\).*Ana Souza.*Pedido já estava pago.*R\$ 249,00.*02\/11\/2026.*sandbox.*Marcar como devolvido/,
    );
  });

  it("decision 127: the charges never confirmed say how many are shown and load the next page with 'Carregar mais'", async () => {
    signInAs(adminUser);
    const second = { ...RECON.semConfirmacao[0]!, parcelaId: 34, aluno: { id: 8, nome: 'Bruno Lima' } };
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5/conciliacao': ({ url }) => ({
        body: url.includes('cursor=')
          ? { ...RECON, semConfirmacao: [second], semConfirmacaoProximo: null }
          : { ...RECON, semConfirmacaoProximo: '2026-11-01.33' },
      }),
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    await renderApp('/admin/financeiro/conciliacao?formatura=5');
    expect(
      await screen.findByText('Mostrando 1 de 2 cobranças, as de vencimento mais antigo primeiro.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const unconfirmed = screen.getByRole('table', { name: 'Cobranças criadas e nunca confirmadas' });
    expect(await within(unconfirmed).findByText('Bruno Lima')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cursor=2026-11-01.33'))).toBe(true);
  });

  it('decision 141: mismatches, notifications with no parcel and refunds say how many are shown and load more from their cursors', async () => {
    signInAs(adminUser);
    const nextMismatch = makeEvent({ id: 97, evento: 'evt_97', situacao: 'amount_mismatch', valor: 55 });
    const nextOrphan = makeEvent({ id: 98, evento: 'evt_98', situacao: 'unknown_parcel', aluno: null });
    const nextRefund = { ...RECON.aDevolver[0]!, id: 3, parcelaId: 42, pedidoId: null };
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5/conciliacao': {
        body: {
          ...RECON,
          listas: {
            valoresDivergentes: { total: 2, proximo: 95 },
            semParcela: { total: 2, proximo: 96 },
            aDevolver: { total: 2, proximo: 4 },
          },
        },
      },
      'GET /api/admin/pagamentos/notificacoes?formatura=5&situacao=amount_mismatch&cursor=95&pageSize=50': {
        body: page([nextMismatch], 2),
      },
      'GET /api/admin/pagamentos/notificacoes?situacao=unknown_parcel&cursor=96&pageSize=50': {
        body: page([nextOrphan], 2),
      },
      'GET /api/admin/formaturas/5/conciliacao/a-devolver?cursor=4': { body: page([nextRefund], 2) },
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    await renderApp('/admin/financeiro/conciliacao?formatura=5');
    expect(
      await screen.findByText('Mostrando 1 de 2 pagamentos em excesso, os mais recentes primeiro.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Mostrando 1 de 2 notificações, as mais recentes primeiro.')).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: 'Carregar mais' }))
      await userEvent.click(button);
    const mismatch = screen.getByRole('table', { name: 'Confirmações com valor diferente do cobrado' });
    expect(await within(mismatch).findByText(/evt_97/)).toBeTruthy();
    const orphan = screen.getByRole('table', { name: 'Confirmações sem parcela correspondente' });
    expect(await within(orphan).findByText(/evt_98/)).toBeTruthy();
    const refund = screen.getByRole('table', { name: 'Pagamentos em excesso a devolver' });
    expect(await within(refund).findByText('42')).toBeTruthy();
    expect(screen.queryByText(/Mostrando 1 de 2 (notificações|pagamentos)/)).toBeNull();
    expect(urls(fetchMock)).toContain('/api/admin/formaturas/5/conciliacao/a-devolver?cursor=4');
  });

  it('decision 101: the producer marks an overpayment refunded, saying how; an empty note is refused before sending', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5/conciliacao': { body: RECON },
      'GET /api/admin/formaturas': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
      'POST /api/admin/pagamentos/excesso/4/devolvido': (init) => ({
        body: {
          ...RECON.aDevolver[0],
          situacao: 'refunded',
          devolvidoEm: '2026-11-03T12:00:00.000Z',
          observacao: JSON.parse(String(init.body)).observacao,
        },
      }),
    });
    await renderApp('/admin/financeiro/conciliacao?formatura=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como devolvido' }));
    const form = await screen.findByRole('form', { name: 'Marcar como devolvido' });
    await userEvent.click(within(form).getByRole('button', { name: 'Marcar como devolvido' }));
    expect(await within(form).findByText(fm.refundNoteRequired)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Como foi devolvido'), 'PIX de volta em 03/11');
    await userEvent.click(within(form).getByRole('button', { name: 'Marcar como devolvido' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/devolvido')).map((c) => bodyOf(c)),
      ).toEqual([{ observacao: 'PIX de volta em 03/11' }]),
    );
    expect(await screen.findByText(fm.overpaymentRefunded)).toBeTruthy();
  });
});

describe('decision 62: the payment settings screen', { timeout: 30_000 }, () => {
  const SAVED = {
    cardMaxInstalments: 12,
    boletoFee: 0,
    pixKey: null,
    pixMerchantName: 'Produtora',
    pixMerchantCity: 'Porto Alegre',
    bankDeposit: null,
  };

  it('saves every field as the API wants it, and refuses a bad one before sending', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/pagamentos/configuracoes': { body: SAVED },
      'PUT /api/admin/pagamentos/configuracoes': (init) => ({ body: JSON.parse(String(init.body)) }),
    });
    await renderApp('/admin/financeiro/configuracoes');
    const form = await screen.findByRole('form', { name: 'Configurações de pagamento' });
    const city = within(form).getByRole('textbox', { name: 'Cidade do recebedor (PIX)' }) as HTMLInputElement;
    expect(city.value).toBe('Porto Alegre');
    const max = within(form).getByRole('textbox', { name: 'Parcelas no cartão (máximo)' });
    await userEvent.clear(max);
    await userEvent.type(max, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar configurações de pagamento' }));
    expect(await within(form).findByText(fm.cardMaxRange)).toBeTruthy();
    const puts = () =>
      fetchMock.mock.calls.filter(([, i]) => (i as RequestInit | undefined)?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    await userEvent.clear(max);
    await userEvent.type(max, '4');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Chave PIX' }),
      'financeiro@produtora.com.br',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dados para depósito' }), 'Banco 001');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar configurações de pagamento' }));
    expect(await screen.findByText(backofficeMessages.saved)).toBeTruthy();
    expect(bodyOf(puts()[0])).toEqual({
      ...SAVED,
      cardMaxInstalments: 4,
      pixKey: 'financeiro@produtora.com.br',
      bankDeposit: 'Banco 001',
    });
  });

  it('decision 122: the producer sees the missing deposit data; a PIX key with wrong digits is refused naming its type', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({ 'GET /api/admin/pagamentos/configuracoes': { body: SAVED } });
    await renderApp('/admin/financeiro/configuracoes');
    const form = await screen.findByRole('form', { name: 'Configurações de pagamento' });
    expect(within(form).getByRole('status').textContent).toContain(fm.bankDepositGap);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave PIX' }), '11.222.333/0001-82');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar configurações de pagamento' }));
    expect(await within(form).findByText(pixKeyMessages.invalid('cnpj'))).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([, i]) => (i as RequestInit | undefined)?.method === 'PUT'),
    ).toHaveLength(0);
  });

  it('decision 122: with deposit data saved, no gap is shown', async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/pagamentos/configuracoes': { body: { ...SAVED, bankDeposit: 'Banco 001' } } });
    await renderApp('/admin/financeiro/configuracoes');
    const form = await screen.findByRole('form', { name: 'Configurações de pagamento' });
    expect(within(form).queryByText(fm.bankDepositGap)).toBeNull();
  });

  it("shows the server's 400 beside the button", async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/pagamentos/configuracoes': { body: SAVED },
      'PUT /api/admin/pagamentos/configuracoes': {
        status: 400,
        body: { error: fm.pixKeyInvalid, type: 'INVALID' },
      },
    });
    await renderApp('/admin/financeiro/configuracoes');
    const form = await screen.findByRole('form', { name: 'Configurações de pagamento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar configurações de pagamento' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(fm.pixKeyInvalid);
  });
});
