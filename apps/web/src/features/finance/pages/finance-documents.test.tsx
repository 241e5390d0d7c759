import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { stackedLabels } from '../../../test/stacked-labels';
import { makeContract, mockFinanceHome } from '../finance.fixtures';
import { receiptMessages } from './receipt-page';

describe('receipts and the contract statement (decision 58)', () => {
  it('decision 58: a paid parcel has a receipt: who paid, how much, for what and when; it prints', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp('/financeiro/recibo/500');
    const receipt = within(await screen.findByRole('article', { name: 'Recibo número 500' }));
    expect(receipt.getByText(/Recebemos de/).textContent).toBe(
      'Recebemos de Maria Souza, CPF 529.982.247-25, a quantia de R$ 1.200,00, referente a Entrada do contrato 77, paga em 01/07/2026.',
    );
    const rows = Object.fromEntries(
      receipt.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(rows).toMatchObject({
      'Forma de pagamento': 'PIX',
      'Pago em': '01/07/2026',
      'Valor pago': 'R$ 1.200,00',
      Documento: 'sandbox:sbx_1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('decision 58: no receipt for a parcel not paid yet, nor for one that is not the student’s', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()]);
    const { router } = await renderApp('/financeiro/recibo/501');
    expect(await screen.findByText(receiptMessages.notPaid)).toBeTruthy();
    await router.navigate('/financeiro/recibo/9999');
    expect(await screen.findByText(receiptMessages.notFound)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('decision 58: the statement lists every visible parcel, paid and open, with the sums', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()]);
    await renderApp('/financeiro/extrato/77');
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Parcela', 'Forma', 'Vencimento', 'Valor', 'Situação', 'Pago em', 'Valor pago'],
      ['Entrada', 'PIX', '01/07/2026', 'R$ 1.200,00', 'Pago', '01/07/2026', 'R$ 1.200,00'],
      ['Parcela 3/5', 'Boleto', '14/11/2026', 'R$ 720,00', 'Venceu', '—', '—'],
      ['Parcela 4/5', 'Boleto', '10/01/2099', 'R$ 720,00', 'Vence', '—', '—'],
      ['Total pago', 'R$ 1.200,00'],
      // decision 129: one 'what I still owe' figure, the contract view's, not a sum of open rows.
      ['Em aberto', 'R$ 3.625,00'],
    ]);
    expect(screen.getByRole('heading', { name: 'Extrato do contrato 77' })).toBeTruthy();
    expect(screen.getByText('Maria Souza · CPF 529.982.247-25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it('WCAG 1.4.10: decision 142: each statement cell names its column in data-label, read when the rows stack', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()]);
    await renderApp('/financeiro/extrato/77');
    const pairs = stackedLabels((await screen.findByRole('table')) as HTMLTableElement);
    expect(pairs).toHaveLength(3 * 6);
    for (const [header, label] of pairs) expect(label).toBe(header);
  });

  const PRODUCER = {
    'GET /api/configuracoes': {
      body: {
        ...DEFAULT_PRODUCER_SETTINGS,
        producer: {
          name: 'Formaturas Exemplo',
          legalName: 'Exemplo Fotografia e Eventos Ltda',
          cnpj: '11222333000181',
          street: 'Rua dos Andradas, 1000',
          city: 'Porto Alegre',
          state: 'RS',
          cep: '90020000',
          email: 'contato@exemplo.com.br',
          phone: '5133334444',
        },
        logoUrl: null,
      },
    },
  };

  it('decision 122: the receipt names who received: the producer, its CNPJ and address', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()], PRODUCER);
    await renderApp('/financeiro/recibo/500');
    const receipt = within(await screen.findByRole('article', { name: 'Recibo número 500' }));
    expect(receipt.getByText('Formaturas Exemplo')).toBeTruthy();
    expect(receipt.getByText('Exemplo Fotografia e Eventos Ltda · CNPJ 11.222.333/0001-81')).toBeTruthy();
    expect(receipt.getByText('Rua dos Andradas, 1000 · Porto Alegre/RS · CEP 90020-000')).toBeTruthy();
    expect(receipt.getByText(/^Recebido por/).textContent).toBe(
      'Recebido por Exemplo Fotografia e Eventos Ltda, CNPJ 11.222.333/0001-81.',
    );
    expect(receipt.queryByText('Portal do Formando')).toBeNull();
  });

  it('decision 122: the statement names the producer, its CNPJ and address', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()], PRODUCER);
    await renderApp('/financeiro/extrato/77');
    const document = (await screen.findByRole('table')).closest('.fin-document') as HTMLElement;
    const head = within(document.querySelector('.fin-document-head') as HTMLElement);
    expect(head.getByText('Formaturas Exemplo')).toBeTruthy();
    expect(head.getByText('Exemplo Fotografia e Eventos Ltda · CNPJ 11.222.333/0001-81')).toBeTruthy();
    expect(head.getByText('Rua dos Andradas, 1000 · Porto Alegre/RS · CEP 90020-000')).toBeTruthy();
    expect(head.getByText('contato@exemplo.com.br · (51) 3333-4444')).toBeTruthy();
  });

  it('spec A §6: a guest has no finance pages', async () => {
    signInAs();
    mockFinanceHome(makeCadastro({ AlConvidado: true }), []);
    const { router } = await renderApp('/financeiro/extrato/77');
    expect(router.state.location.pathname).toBe('/');
  });
});
