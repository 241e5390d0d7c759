import { addressMessages, financeMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, makeParcel, mockFinanceHome } from '../finance.fixtures';

const financeCard = () => screen.findByRole('region', { name: 'Área Financeira' });

describe('the contract view of the Área Financeira (spec A §2, §4)', () => {
  it('spec A §2: one block per contract with its id, PDF link, figures and the make-a-payment button', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [
      makeContract(),
      makeContract({ ctid: 78, ctpdf: null, AlParcelas: [], AlExtras: [], ItensPacotes: [] }),
    ]);
    await renderApp('/');
    const card = await financeCard();
    const blocks = await within(card).findAllByRole('article');
    expect(blocks).toHaveLength(2);
    const first = within(blocks[0]!);
    expect(first.getByRole('heading', { name: 'Contrato 77' })).toBeTruthy();
    expect(
      first.getByRole('link', { name: 'Ver o contrato em PDF (abre em nova aba)' }).getAttribute('href'),
    ).toBe('https://docs.exemplo.com.br/contrato-77.pdf');
    const figures = Object.fromEntries(
      first.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Valor total': 'R$ 4.800,00',
      'Total de extras': 'R$ 25,00',
      'Total de itens de pacote': 'R$ 450,00',
      'Total pago': 'R$ 1.200,00',
      'Em aberto': 'R$ 3.625,00',
    });
    expect(first.getByRole('button', { name: financeMessages.makePayment })).toBeTruthy();
    expect(within(blocks[1]!).getByRole('heading', { name: 'Contrato 78' })).toBeTruthy();
    expect(within(blocks[1]!).queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(within(blocks[1]!).getByText('Nenhum pagamento lançado ainda.')).toBeTruthy();
  });

  it('spec A §2: a reajuste or a desconto shows under its own name', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [
      makeContract({
        totais: {
          valor: 4800,
          ajuste: -150,
          tipoAjuste: 'desconto',
          extras: 0,
          pacotes: 0,
          pago: 0,
          emAberto: 4800,
        },
      }),
    ]);
    await renderApp('/');
    const card = await financeCard();
    const term = await within(card).findByText('Desconto');
    expect(term.nextElementSibling?.textContent).toBe('R$ 150,00');
    expect(within(card).queryByText('Reajuste')).toBeNull();
  });

  it('spec A §2, §4: only visible parcels, each with its display state, notice and action', async () => {
    signInAs();
    const contract = makeContract();
    contract.AlParcelas.push(makeParcel({ parcid: 599, parctitulo: 'Oculta', parcvisivel: 0 }));
    mockFinanceHome(makeCadastro(), [contract]);
    await renderApp('/');
    const card = await financeCard();
    const rows = await within(card).findAllByRole('listitem');
    const parcels = rows.filter((row) => row.classList.contains('fin-parcel'));
    expect(parcels.map((row) => row.querySelector('.fin-parcel-title')?.textContent)).toEqual([
      'Entrada',
      'Parcela 3/5',
      'Parcela 4/5',
    ]);
    const [paid, overdue, due] = parcels.map((row) => within(row));
    expect(paid!.getByText('Pago')).toBeTruthy();
    expect(paid!.getByText('01/07/2026')).toBeTruthy();
    expect(paid!.getByRole('link', { name: 'Recibo: Entrada' }).getAttribute('href')).toBe(
      '/financeiro/recibo/500',
    );
    expect(overdue!.getByText('Venceu')).toBeTruthy();
    expect(overdue!.getByText(financeMessages.boletoExpired)).toBeTruthy();
    expect(overdue!.queryByRole('button')).toBeNull();
    expect(due!.getByText('Vence')).toBeTruthy();
    expect(due!.getByText('R$ 720,00')).toBeTruthy();
    expect(due!.getByRole('button', { name: /EXIBIR BOLETO/ })).toBeTruthy();
    expect(within(card).queryByText('Oculta')).toBeNull();
  });

  it('spec A §2: the extras and package items sections; the printable statement is linked', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()]);
    await renderApp('/');
    const card = await financeCard();
    expect(await within(card).findByRole('heading', { name: 'Extras' })).toBeTruthy();
    expect(within(card).getByText('Pulseira extra')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Itens de pacote' })).toBeTruthy();
    expect(within(card).getByText('Álbum 30x30')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Extrato do contrato para imprimir' }).getAttribute('href'),
    ).toBe('/financeiro/extrato/77');
  });

  it('spec A §4: the cash-discount deadline message shows while it applies, and only then', async () => {
    signInAs();
    const text = financeMessages.cashDiscountUntil('R$ 480,00', '12/12/2026');
    mockFinanceHome(makeCadastro(), [
      makeContract({ avista: text }),
      makeContract({ ctid: 78, avista: null }),
    ]);
    await renderApp('/');
    const card = await financeCard();
    expect(await within(card).findAllByText(text)).toHaveLength(1);
  });

  it('spec A §4, §8: address never reviewed: the pay button is inert with the tooltip, and the banner shows', async () => {
    signInAs();
    mockFinanceHome(makeCadastro({ AlRevEndereco: null }), [makeContract()]);
    await renderApp('/');
    const card = await financeCard();
    const button = await within(card).findByRole('button', { name: financeMessages.makePayment });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Every pay button of the card is behind the gate: the make-a-payment button and the boleto's.
    const tips = within(card).getAllByRole('tooltip');
    expect(tips.length).toBeGreaterThanOrEqual(2);
    for (const tip of tips) expect(tip.textContent).toBe(addressMessages.gateTooltip);
    expect(button.getAttribute('aria-describedby')).toContain(tips[0]!.id);
    expect(within(card).getByText(addressMessages.gateBanner)).toBeTruthy();
    button.click();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec A §8: bank data in green, or its message in red when the answer says error', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()]);
    await renderApp('/');
    const green = await within(await financeCard()).findByText('Banco 001, agência 1234, conta 5678-9');
    expect(green.className).toContain('fin-text-success');
  });

  it('decision 122: bank data the producer has not filled is hidden from the student, not shown in red', async () => {
    signInAs();
    const fetchMock = mockFinanceHome(makeCadastro(), [makeContract()], {
      'GET /api/pagamentos/dadosbancarios': { body: { error: true, msg: financeMessages.bankDataMissing } },
    });
    await renderApp('/');
    const card = await financeCard();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/pagamentos/dadosbancarios'))).toBe(
        true,
      ),
    );
    // The answer has come and gone through React: nothing of the deposit block shows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).queryByText(financeMessages.bankDataMissing)).toBeNull();
    expect(within(card).queryByText('Dados bancários para depósito')).toBeNull();
  });

  it('spec A §2: a contract not launched yet says so; a failed call offers a retry', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [], {
      'GET /api/perfil/financeiro': { status: 500, body: { error: 'Falhou.', type: 'UNEXPECTED' } },
    });
    await renderApp('/');
    const card = await financeCard();
    expect(await within(card).findByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
