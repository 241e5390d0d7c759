import { financeMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, mockFinanceHome } from '../finance.fixtures';
import { cappedPoll } from '../lib/poll';
import { parseReturn, RETURN_POLL_MAX_MS, RETURN_POLL_MS, returnTexts } from './payment-return';

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

  it("decision 129: a parcel the API does not know (404, as another student's, decision 51) stops asking and says so, with a way back", async () => {
    signInAs();
    const fetchMock = mockFinanceHome(makeCadastro(), [makeContract()], {
      'GET /api/pagamentos/resumo/Contrato/999-0': {
        status: 404,
        body: { error: financeMessages.operationFailed, type: 'NOT_FOUND' },
      },
    });
    await renderApp('/resumo/Contrato/999-0');
    const alert = await screen.findByText(returnTexts.notFound);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: returnTexts.back }).getAttribute('href')).toBe('/');
    const asked = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/pagamentos/resumo/Contrato/999-0').length;
    const first = asked();
    // Two poll intervals later nobody asked again.
    await new Promise((resolve) => setTimeout(resolve, RETURN_POLL_MS * 2 + 200));
    expect(asked()).toBe(first);
    expect(screen.queryByText(financeMessages.returnProcessing)).toBeNull();
  }, 12_000);
});

describe('every poll is capped in time (decision 129)', () => {
  const state = <T,>(data: T | undefined, error: unknown = null) => ({ state: { data, error } });

  it('decision 129: asks again until done, and not at all once the time is up, whatever the answers were', () => {
    let clock = 0;
    const poll = cappedPoll<{ pago: boolean }>({
      everyMs: RETURN_POLL_MS,
      maxMs: RETURN_POLL_MAX_MS,
      startedAt: 0,
      done: (d) => d?.pago === true,
      now: () => clock,
    });
    expect(poll(state({ pago: false }))).toBe(RETURN_POLL_MS);
    // A run of 5xx answers keeps no poll alive past its time: the cap is in time, not in answers.
    clock = RETURN_POLL_MAX_MS - 1;
    expect(poll(state(undefined, new ApiError(503, 'UNEXPECTED', 'x')))).toBe(RETURN_POLL_MS);
    clock = RETURN_POLL_MAX_MS;
    expect(poll(state(undefined, new ApiError(503, 'UNEXPECTED', 'x')))).toBe(false);
    expect(poll(state({ pago: false }))).toBe(false);
  });

  it('decision 129: a 4xx stops at once; a paid answer stops at once', () => {
    const poll = cappedPoll<{ pago: boolean }>({
      everyMs: 1,
      maxMs: 60_000,
      startedAt: 0,
      done: (d) => d?.pago === true,
      now: () => 0,
    });
    expect(poll(state(undefined, new ApiError(404, 'NOT_FOUND', 'x')))).toBe(false);
    expect(poll(state(undefined, new ApiError(403, 'FORBIDDEN', 'x')))).toBe(false);
    expect(poll(state({ pago: true }))).toBe(false);
    expect(poll(state(undefined, new ApiError(0, 'NETWORK', 'x')))).toBe(1);
  });
});
