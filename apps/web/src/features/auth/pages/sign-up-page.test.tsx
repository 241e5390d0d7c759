import { authMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, makeCadastro, mockApi, renderApp, studentUser } from '../../../test/render';

const acceptBox = () => screen.getByRole('checkbox', { name: /aceito a política de privacidade/ });

async function fill(name: string, email: string, password: string) {
  if (name) await userEvent.type(await screen.findByLabelText('Nome'), name);
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
}

describe('sign-up', () => {
  it('spec B §2.3: create button disabled until the policy is accepted', async () => {
    await renderApp('/signup');
    const create = (await screen.findByRole('button', { name: 'Criar usuário' })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await userEvent.click(acceptBox());
    expect(create.disabled).toBe(false);
    await userEvent.click(acceptBox());
    expect(create.disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Ler a política de privacidade/ }).getAttribute('href')).toBe(
      '/policy',
    );
  });

  it('spec B §2.3: tells to use the same e-mail as in the self-registration', async () => {
    await renderApp('/signup');
    expect(await screen.findByText(/mesmo e-mail que você informou no autocadastro/)).toBeTruthy();
  });

  it('spec B §5.1: empty sign-up shows the EMPTY text', async () => {
    const fetchMock = mockApi({});
    await renderApp('/signup');
    await fill('Maria', '', 'segredo123');
    await userEvent.click(acceptBox());
    await userEvent.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.signUpEmpty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('spec B §2.3, §8: FOUND offers a link to sign-in', async () => {
    mockApi({
      'POST /api/register': { status: 409, body: { error: authMessages.signUpFound, type: 'FOUND' } },
    });
    await renderApp('/signup');
    await fill('Maria Souza', 'maria@exemplo.com.br', 'segredo123');
    await userEvent.click(acceptBox());
    await userEvent.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect((await screen.findByRole('alert')).textContent).toContain(authMessages.signUpFound);
    expect(screen.getByRole('link', { name: 'Entrar com este e-mail' }).getAttribute('href')).toBe('/signin');
  });

  it('spec B §5.1: a short password is refused before calling the API', async () => {
    const fetchMock = mockApi({});
    await renderApp('/signup');
    await fill('Maria Souza', 'maria@exemplo.com.br', 'curta');
    await userEvent.click(acceptBox());
    await userEvent.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('spec B §4.5: success stores the session and goes to /', async () => {
    const fetchMock = mockApi({
      'POST /api/register': { status: 201, body: { token: 'tok-2', user: studentUser } },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/signup');
    await fill('Maria Souza', 'maria@exemplo.com.br', 'segredo123');
    await userEvent.click(acceptBox());
    await userEvent.click(screen.getByRole('button', { name: 'Criar usuário' }));
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('tok-2');
    // decision 137: the ticked 'Li e aceito' goes with the sign-up, logged with the account in one transaction.
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      password: 'segredo123',
      aceitePolitica: true,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/perfil/consentimentos'))).toBe(
      false,
    );
  });
});
