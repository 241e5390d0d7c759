import { staffMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi, renderApp } from '../../../test/render';

const LINK = '/api/configuracao-inicial/abc';

describe('decision 114: the setup page', { timeout: 30_000 }, () => {
  it('decision 114: a used or expired link says so, with no form', async () => {
    mockApi({
      [`GET ${LINK}`]: { status: 404, body: { error: staffMessages.setupInvalid, type: 'NOT_FOUND' } },
    });
    await renderApp('/configuracao-inicial/abc');
    expect((await screen.findByRole('alert')).textContent).toBe(staffMessages.setupInvalid);
    expect(screen.queryByRole('button', { name: 'Criar administrador' })).toBeNull();
  });

  it('decision 114: a weak password is refused before sending; a strong one creates the administrator', async () => {
    const fetchMock = mockApi({
      [`GET ${LINK}`]: { body: { message: 'Crie o primeiro administrador do portal.' } },
      [`POST ${LINK}`]: { status: 404, body: { error: staffMessages.setupInvalid, type: 'NOT_FOUND' } },
    });
    await renderApp('/configuracao-inicial/abc');
    await userEvent.type(await screen.findByLabelText('Seu nome'), 'Paula Produtora');
    await userEvent.type(screen.getByLabelText('E-mail'), 'paula@produtora.com.br');
    const password = screen.getByLabelText('Senha', { exact: false });
    await userEvent.type(password, 'admin12345');
    await userEvent.click(screen.getByRole('button', { name: 'Criar administrador' }));
    expect(await screen.findByText(staffMessages.weakPassword)).toBeTruthy();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit)?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'cavalo-bateria-grampo');
    await userEvent.click(screen.getByRole('button', { name: 'Criar administrador' }));
    // The server's refusal (another tab used the link meanwhile) shows above the form.
    expect((await screen.findByRole('alert')).textContent).toBe(staffMessages.setupInvalid);
    expect(bodyOf(posts()[0])).toEqual({
      name: 'Paula Produtora',
      email: 'paula@produtora.com.br',
      password: 'cavalo-bateria-grampo',
    });
  });
});
