import { financeMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, makeParcel, mockFinanceHome } from '../finance.fixtures';

async function openChooser(contract = makeContract(), extra: Parameters<typeof mockFinanceHome>[2] = {}) {
  signInAs();
  const fetchMock = mockFinanceHome(
    makeCadastro({ AlRestrito: contract.pagamento.formas.length === 1 }),
    [contract],
    extra,
  );
  await renderApp('/');
  const card = await screen.findByRole('region', { name: 'Área Financeira' });
  await userEvent.click(await within(card).findByRole('button', { name: financeMessages.makePayment }));
  const dialog = await screen.findByRole('dialog', { name: financeMessages.makePayment });
  return { dialog: within(dialog), fetchMock };
}

const radios = (dialog: ReturnType<typeof within>, group: string) =>
  within(dialog.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent);

describe('the payment chooser (spec A §2, §5)', () => {
  it('spec A §2: method first (card, PIX, boleto), then the type, then the amount', async () => {
    const { dialog } = await openChooser();
    expect(radios(dialog, 'Forma de pagamento')).toEqual(['Cartão de crédito', 'PIX', 'Boleto']);
    expect(dialog.queryByRole('group', { name: 'Tipo de pagamento' })).toBeNull();
    expect(dialog.queryByLabelText('Valor (R$)')).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Boleto' }));
    expect(radios(dialog, 'Tipo de pagamento')).toEqual(['Contrato', 'Extras e Pacotes']);
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    expect(dialog.getByLabelText('Valor (R$)')).toBeTruthy();
    expect(dialog.getByText('De R$ 100,00 a R$ 3.600,00.')).toBeTruthy();
  });

  it("spec A §2: 'Extras e Pacotes' only when the server offers it (extras total above 0)", async () => {
    const contract = makeContract();
    contract.pagamento.tipos = ['Contrato'];
    const { dialog } = await openChooser(contract);
    await userEvent.click(dialog.getByRole('radio', { name: 'PIX' }));
    expect(radios(dialog, 'Tipo de pagamento')).toEqual(['Contrato']);
  });

  it('spec A §5, §6: a restricted student is offered PIX only, with the PIX warning', async () => {
    const contract = makeContract();
    contract.pagamento.formas = [6];
    const { dialog } = await openChooser(contract);
    expect(radios(dialog, 'Forma de pagamento')).toEqual(['PIX']);
    expect(dialog.queryByText(financeMessages.pixWarning)).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'PIX' }));
    expect(dialog.getByText(financeMessages.pixWarning)).toBeTruthy();
  });

  it('spec A §5: below the minimum 100 the pay button is disabled and says why; above the open amount too', async () => {
    const { dialog } = await openChooser();
    await userEvent.click(dialog.getByRole('radio', { name: 'PIX' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    const amount = dialog.getByLabelText('Valor (R$)');
    const confirm = dialog.getByRole('button', { name: 'Confirmar pagamento' }) as HTMLButtonElement;
    await userEvent.type(amount, '99,99');
    await userEvent.tab();
    expect(confirm.disabled).toBe(true);
    expect(dialog.getByText(financeMessages.belowMinimum('R$ 100,00'))).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3.600,01');
    expect(dialog.getByText(financeMessages.aboveRemaining('R$ 3.600,00'))).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    expect(confirm.disabled).toBe(false);
  });

  it('spec A §5: card instalments up to the maximum, interest past the interest-free limit, options below the minimum disabled', async () => {
    const { dialog } = await openChooser();
    await userEvent.click(dialog.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '480');
    const select = dialog.getByLabelText('Parcelas no cartão') as HTMLSelectElement;
    const options = [...select.options].map((o) => [o.textContent, o.disabled]);
    // semJuros 4, taxa 1.99 % of 480 = 9.55; 5x of 489.55 = 97.91 < 100, disabled; maxParcelas 6.
    expect(options).toEqual([
      ['1x de R$ 480,00', false],
      ['2x de R$ 240,00 sem juros', false],
      ['3x de R$ 160,00 sem juros', false],
      ['4x de R$ 120,00 sem juros', false],
      ['5x de R$ 97,91 com juros (total R$ 489,55)', true],
      // decision 129: 489,55 does not divide by 6, so the line shows each value the card is charged.
      ['6x: 1x de R$ 81,60 e 5x de R$ 81,59 com juros (total R$ 489,55)', true],
    ]);
  });

  it('decision 129: a 2x line whose centavos do not divide shows both values and the total charged', async () => {
    const { dialog } = await openChooser();
    await userEvent.click(dialog.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '152,99');
    const select = dialog.getByLabelText('Parcelas no cartão') as HTMLSelectElement;
    expect(select.options[1]?.textContent).toBe(
      '2x: 1x de R$ 76,50 e 1x de R$ 76,49 sem juros (total R$ 152,99)',
    );
  });

  it('decision 129: only 1x on offer says why under the list (the card limit date), and why options are off', async () => {
    const contract = makeContract();
    contract.pagamento.maxParcelas = 1;
    contract.pagamento.motivoParcelas =
      'No cartão, só em 1x: as parcelas do cartão precisam terminar até 20/12/2026, data-limite desta formatura.';
    const { dialog } = await openChooser(contract);
    await userEvent.click(dialog.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '480');
    const select = dialog.getByLabelText('Parcelas no cartão');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['1x de R$ 480,00']);
    // The reason is tied to the list, so a screen reader reads it with the select.
    const reason = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(contract.pagamento.motivoParcelas);
  });

  it('decision 129 and spec A §5: options off for falling below the minimum say so under the list', async () => {
    const { dialog } = await openChooser();
    await userEvent.click(dialog.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '480');
    expect(dialog.getByText(/Opções com parcelas abaixo de R\$ 100,00 ficam indisponíveis/)).toBeTruthy();
  });

  it('spec A §5, §7: confirm sends the choice to novaparcela; the API refusal is shown in its pt-BR text', async () => {
    const { dialog, fetchMock } = await openChooser(makeContract(), {
      'POST /api/pagamentos/novaparcela': {
        status: 400,
        body: { error: financeMessages.operationFailed, type: 'INVALID' },
      },
    });
    await userEvent.click(dialog.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '1.200,50');
    await userEvent.selectOptions(dialog.getByLabelText('Parcelas no cartão'), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar pagamento' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(financeMessages.operationFailed);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/pagamentos/novaparcela');
    expect(bodyOf(call)).toEqual({
      parcconta: 77,
      parcvalor: 1200.5,
      parctipo: 'Contrato',
      parcforma: 2,
      parcelas: 3,
    });
  });

  it("spec A §2, §8: a card parcel made, PAGAR AGORA links to the provider's checkout with the info text", async () => {
    const checkoutUrl = 'http://localhost/api/sandbox/checkout/cC.1.2.3.abcdef01.xxxxxxxxxxxx';
    const { dialog } = await openChooser(makeContract(), {
      'POST /api/pagamentos/novaparcela': {
        body: makeParcel({ parcid: 640, parcforma: 2, parcvalor: 480, parcvencimento: '2026-11-27' }),
      },
      'POST /api/pagamentos/linkCheckout': ({ body }) =>
        JSON.parse(String(body)).financeiro.parcid === 640 ? { body: { checkoutUrl } } : { status: 404 },
    });
    await userEvent.click(dialog.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '480');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar pagamento' }));
    const pay = await dialog.findByRole('link', { name: 'PAGAR AGORA' });
    expect(pay.getAttribute('href')).toBe(checkoutUrl);
    expect(dialog.getByText(financeMessages.payNow)).toBeTruthy();
    // The confirm button gone, focus lands on the new parcel's line.
    expect(document.activeElement).toBe(dialog.getByText('Pagamento nº 640 de R$ 480,00 criado.'));
  });

  it("spec A §2, §8: a boleto parcel made offers EXIBIR BOLETO with the spec's info text", async () => {
    const { dialog } = await openChooser(makeContract(), {
      'POST /api/pagamentos/novaparcela': {
        body: makeParcel({ parcid: 641, parcforma: 5, parcvalor: 300, parcvencimento: '2026-11-27' }),
      },
    });
    await userEvent.click(dialog.getByRole('radio', { name: 'Boleto' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Contrato' }));
    await userEvent.type(dialog.getByLabelText('Valor (R$)'), '300');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await dialog.findByText(financeMessages.showBoleto)).toBeTruthy();
    expect(dialog.getByRole('button', { name: /EXIBIR BOLETO/ })).toBeTruthy();
    expect(
      dialog.getByText('Pagamento nº 641 de R$ 300,00 criado, com vencimento em 27/11/2026.'),
    ).toBeTruthy();
  });
});
