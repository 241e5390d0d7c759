import { financeMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, mockFinanceHome } from '../finance.fixtures';
import { parseReturn } from './payment-return';

describe('the return from a payment provider, /resumo/{tipo}/{retorno} (spec A §2, §4)', () => {
  it.each([
    ['31-77', { parcelId: 31, orderId: 77 }],
    ['31-0', { parcelId: 31, orderId: 0 }],
    ['31', { parcelId: 31, orderId: 0 }],
    ['0-1', null],
    ['x-77', null],
    [undefined, null],
  ])('spec A §2: retorno %s reads as %o', (retorno, expected) => {
    expect(parseReturn(retorno)).toEqual(expected);
  });

  it('spec A §4: the parcel paid: the success message, from the API', async () => {
    signInAs();
    const fetchMock = mockFinanceHome(makeCadastro(), [makeContract()], {
      'GET /api/pagamentos/resumo/Contrato/501-0': { body: { pago: true, msg: financeMessages.returnPaid } },
    });
    await renderApp('/resumo/Contrato/501-0');
    expect(await screen.findByText(financeMessages.returnPaid)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Área Financeira' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/pagamentos/resumo/Contrato/501-0')).toBe(true);
  });

  it("spec A §4: not paid yet: the card operator's processing message, asked again until it is paid", async () => {
    signInAs();
    let answers = 0;
    mockFinanceHome(makeCadastro(), [makeContract()], {
      'GET /api/pagamentos/resumo/Contrato/501-0': () => {
        answers += 1;
        return answers < 2
          ? { body: { pago: false, msg: financeMessages.returnProcessing } }
          : { body: { pago: true, msg: financeMessages.returnPaid } };
      },
    });
    await renderApp('/resumo/Contrato/501-0');
    expect(await screen.findByText(financeMessages.returnProcessing)).toBeTruthy();
    expect(await screen.findByText(financeMessages.returnPaid, {}, { timeout: 6_000 })).toBeTruthy();
  }, 10_000);

  it("decision 51: another student's parcel (the API answers 404) shows nothing at all", async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [makeContract()], {
      'GET /api/pagamentos/resumo/Contrato/999-0': {
        status: 404,
        body: { error: financeMessages.operationFailed, type: 'NOT_FOUND' },
      },
    });
    await renderApp('/resumo/Contrato/999-0');
    await screen.findByRole('region', { name: 'Área Financeira' });
    await waitFor(() => expect(screen.queryByText(financeMessages.returnProcessing)).toBeNull());
    expect(screen.queryByText(financeMessages.returnPaid)).toBeNull();
    expect(screen.queryByText(financeMessages.operationFailed)).toBeNull();
  });
});
