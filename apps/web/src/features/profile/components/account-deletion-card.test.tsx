import { deletionMessages, type MyDeletion } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs, studentUser } from '../../../test/render';
import { AccountDeletionCard } from './account-deletion-card';

const request = (over: Partial<MyDeletion>): MyDeletion => ({
  id: 7,
  status: 'requested',
  requestedAt: '2026-11-20T13:00:00.000Z',
  confirmedAt: null,
  decidedAt: null,
  refuseReason: null,
  ...over,
});

function renderCard(user = studentUser) {
  signInAs(user);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountDeletionCard />
    </QueryClientProvider>,
  );
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      String(u) === '/api/privacidade/exclusao' &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('LGPD art. 18: Excluir minha conta', { timeout: 30_000 }, () => {
  it('decision 140: says what is erased and what the law keeps, then asks with the password', async () => {
    let current: MyDeletion | null = null;
    const fetchMock = mockApi({
      'GET /api/privacidade/exclusao': () => ({ body: { request: current } }),
      'POST /api/privacidade/exclusao': () => {
        current = request({});
        return { status: 201, body: { message: deletionMessages.requested('ana@x.com') } };
      },
    });
    renderCard();
    const password = await screen.findByLabelText(/Sua senha/);
    const section = screen.getByRole('region', { name: 'Excluir minha conta' });
    expect(section.textContent).toContain(
      'Guardamos as parcelas, pagamentos, recibos e pedidos, com o CPF, por 5 anos',
    );
    const button = screen.getByRole('button', { name: 'Pedir a exclusão da conta' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(password, 'minha-senha');
    await userEvent.click(button);
    // The request's state replaces the form, under the answer's message.
    expect(await screen.findByText('Aguardando sua confirmação por e-mail.')).toBeTruthy();
    expect(screen.getByText(deletionMessages.requested('ana@x.com'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar o pedido' })).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST')[0])).toEqual({ password: 'minha-senha' });
  });

  it('decision 140: a wrong password shows the server’s refusal at the field', async () => {
    mockApi({
      'GET /api/privacidade/exclusao': { body: { request: null } },
      'POST /api/privacidade/exclusao': {
        status: 400,
        body: { error: deletionMessages.wrongPassword, type: 'INVALID' },
      },
    });
    renderCard();
    await userEvent.type(await screen.findByLabelText(/Sua senha/), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir a exclusão da conta' }));
    expect(await screen.findByText(deletionMessages.wrongPassword)).toBeTruthy();
  });

  it('decision 140: an open request shows its state and can be cancelled', async () => {
    let current: MyDeletion | null = request({
      status: 'confirmed',
      confirmedAt: '2026-11-20T14:00:00.000Z',
    });
    const fetchMock = mockApi({
      'GET /api/privacidade/exclusao': () => ({ body: { request: current } }),
      'DELETE /api/privacidade/exclusao': () => {
        current = request({ status: 'cancelled' });
        return { body: { message: deletionMessages.cancelled } };
      },
    });
    renderCard();
    expect(await screen.findByText('Confirmado, aguardando a produtora.')).toBeTruthy();
    expect(screen.queryByLabelText(/Sua senha/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar o pedido' }));
    expect(await screen.findByLabelText(/Sua senha/)).toBeTruthy();
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it('decision 140: after a refusal the reason shows and a new request can be made', async () => {
    mockApi({
      'GET /api/privacidade/exclusao': {
        body: {
          request: request({
            status: 'refused',
            decidedAt: '2026-11-21T13:00:00.000Z',
            refuseReason: 'Há cobrança judicial.',
          }),
        },
      },
    });
    renderCard();
    expect(await screen.findByText(/Motivo: Há cobrança judicial\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir a exclusão da conta' })).toBeTruthy();
  });

  it('decision 140: an administrator acting as the student reads the state but cannot ask', async () => {
    mockApi({
      'GET /api/privacidade/exclusao': { body: { request: request({ status: 'confirmed' }) } },
    });
    renderCard({ ...adminUser, actingAs: 'Ana Souza' });
    expect(
      await screen.findByText(
        /Só o próprio formando pode pedir a exclusão da conta\. Situação do pedido: Confirmado/,
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Sua senha/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar o pedido' })).toBeNull();
  });

  it('decision 140: the e-mail link confirms once, signed out; a dead link says so', async () => {
    const fetchMock = mockApi({
      'POST /api/privacidade/exclusao/confirmar': (init) =>
        JSON.parse(String(init.body)).token === 'bom'
          ? { body: { message: deletionMessages.confirmed } }
          : { status: 400, body: { error: 'x', type: 'INVALID' } },
    });
    await renderApp('/excluir-conta/bom');
    expect(await screen.findByText(deletionMessages.confirmed)).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([u]) => String(u) === '/api/privacidade/exclusao/confirmar'),
    ).toHaveLength(1);
    document.body.innerHTML = '';
    await renderApp('/excluir-conta/usado');
    expect(await screen.findByText(deletionMessages.linkInvalid)).toBeTruthy();
  });
});
