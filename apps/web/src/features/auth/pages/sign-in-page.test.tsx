import { authMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, makeCadastro, mockApi, renderApp, studentUser } from '../../../test/render';

const answer = { token: 'tok-1', user: studentUser };

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in', () => {
  it('spec B §5.1: empty sign-in shows the EMPTY text without calling the API', async () => {
    const fetchMock = mockApi({});
    await renderApp('/signin');
    await fillAndSubmit('maria@exemplo.com.br', '');
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.signInEmpty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('spec B §5.1: an empty submit marks the empty fields invalid, described by the text, and focuses the first', async () => {
    mockApi({});
    await renderApp('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert');
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Senha');
    await waitFor(() => expect(document.activeElement).toBe(email));
    for (const field of [email, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        alert.textContent,
      );
    }
    // Filled, a field loses the mark; the next empty submit focuses the one still empty.
    await userEvent.type(email, 'maria@exemplo.com.br');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('spec B §2.2, §8: NOT_FOUND suggests creating a user', async () => {
    mockApi({
      'POST /api/auth': { status: 401, body: { error: authMessages.signInNotFound, type: 'NOT_FOUND' } },
    });
    await renderApp('/signin');
    await fillAndSubmit('nova@exemplo.com.br', 'senha-errada');
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.signInNotFound);
    expect(screen.getByRole('link', { name: 'Criar meu usuário' }).getAttribute('href')).toBe('/signup');
  });

  it('spec B §8: other server errors show their text (RATE_LIMIT)', async () => {
    mockApi({
      'POST /api/auth': { status: 429, body: { error: authMessages.tooManyRequests, type: 'RATE_LIMIT' } },
    });
    await renderApp('/signin');
    await fillAndSubmit('maria@exemplo.com.br', 'segredo123');
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.tooManyRequests);
    expect(screen.queryByRole('link', { name: 'Criar meu usuário' })).toBeNull();
  });

  it('spec B §4.5: success stores token and user and goes home', async () => {
    const fetchMock = mockApi({
      'POST /api/auth': { body: answer },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/signin');
    await fillAndSubmit('  Maria@Exemplo.com.br ', 'segredo123');
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').name).toBe('Maria Souza');
    // The shared schema trims and lower-cases the e-mail before sending.
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      email: 'maria@exemplo.com.br',
      password: 'segredo123',
    });
  });

  it('spec B §2.2: the resumo variant returns to /resumo/{tipo}/{retorno} after sign-in', async () => {
    mockApi({
      'POST /api/auth': { body: answer },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/signin/resumo/Contrato/12-0');
    await fillAndSubmit('maria@exemplo.com.br', 'segredo123');
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/resumo/Contrato/12-0');
  });

  it('spec B §2.2: links to sign-up and forgot-password', async () => {
    await renderApp('/signin');
    expect((await screen.findByRole('link', { name: /Crie o seu/ })).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe('/forgot');
  });

  it('spec B §2.2: /signin/{auto} signs in with the URL value and goes home', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/auto': { body: answer },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp(`/signin/${encodeURIComponent('maria@exemplo.com.br|abc.def')}`);
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ value: 'maria@exemplo.com.br|abc.def' });
  });

  it('spec B §2.2: a failed automatic login shows the error and the normal form', async () => {
    mockApi({
      'POST /api/auth/auto': {
        status: 401,
        body: { error: authMessages.autoLoginInvalid, type: 'UNAUTHORIZED' },
      },
    });
    await renderApp(`/signin/${encodeURIComponent('maria@exemplo.com.br|vencido')}`);
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.autoLoginInvalid);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maria@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});
