import { authMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, renderApp } from '../../../test/render';
import { RESET_REDIRECT_MS } from './reset-page';

describe('forgot password', () => {
  it('spec B §5.1: empty e-mail shows the forgot EMPTY text', async () => {
    mockApi({});
    await renderApp('/forgot');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.forgotEmpty);
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('spec B §2.4: on success the message shows and the send button is hidden', async () => {
    mockApi({ 'POST /api/forgot': { body: { message: authMessages.forgotSent } } });
    await renderApp('/forgot');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('status')).textContent).toContain(authMessages.forgotSent);
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });
});

describe('reset password', () => {
  it('spec B §5.1: empty fields show the reset EMPTY text', async () => {
    mockApi({});
    await renderApp('/reset/abc');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.resetEmpty);
  });

  it('spec B §8: an invalid token shows the server text', async () => {
    mockApi({
      'POST /api/reset': { status: 400, body: { error: authMessages.resetInvalid, type: 'INVALID' } },
    });
    await renderApp('/reset/velho');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.resetInvalid);
  });

  it('spec B §2.5, §9: success shows the message and after 3 s goes to /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ 'POST /api/reset': { body: { message: authMessages.resetDone } } });
    const { router } = await renderApp('/reset/tok%2B1');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('status')).textContent).toContain(authMessages.resetDone);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      email: 'maria@exemplo.com.br',
      password: 'nova-senha-1',
      token: 'tok+1',
    });
    expect(router.state.location.pathname).toBe('/reset/tok%2B1');
    await act(async () => vi.advanceTimersByTime(RESET_REDIRECT_MS));
    // '/' is protected: without a session the guard then shows /signin.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
