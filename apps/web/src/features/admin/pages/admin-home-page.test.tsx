import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

describe('administrator home (spec B §6, DESIGN §4b)', () => {
  it('spec B §6: the administrator acting as nobody is sent from / to the student picker at /admin', async () => {
    signInAs(adminUser);
    mockApi({});
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Escolha um formando' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('spec B §6: a student who types /admin is sent home', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/admin');
    await screen.findByRole('heading', { name: 'Sua formatura' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('spec B §6: the administrator picks a student and then acts as them', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/alunos?q=mar': {
        body: [
          {
            AlCodigo: 101,
            AlNome: 'Maria Souza',
            AlEmail: 'maria@exemplo.com.br',
            AlCurso: 'Direito',
            formatura: 'UFRGS · Direito 2026',
          },
        ],
      },
      'POST /api/admin/agir': {
        body: { token: 'tok-acting', user: { ...adminUser, studentId: 101, actingAs: 'Maria Souza' } },
      },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    await userEvent.type(await screen.findByLabelText('Buscar formando'), 'mar');
    await userEvent.click(await screen.findByRole('button', { name: 'Agir como Maria Souza' }));
    expect(await screen.findByRole('region', { name: 'Mural de avisos' })).toBeTruthy();
    const agir = fetchMock.mock.calls.find(([url]) => url === '/api/admin/agir');
    expect(bodyOf(agir)).toEqual({ studentId: 101 });
    expect(sessionStorage.getItem('token')).toBe('tok-acting');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('cadastro') ?? '{}').AlCodigo).toBe(101));
  });

  it('spec B §2.2: the administrator gets a single-use automatic-login link for a student', async () => {
    signInAs(adminUser);
    const link = 'http://localhost:3000/signin/maria%40exemplo.com.br%7Ctoken';
    const fetchMock = mockApi({
      'GET /api/admin/alunos?q=mar': {
        body: [
          {
            AlCodigo: 101,
            AlNome: 'Maria Souza',
            AlEmail: 'maria@exemplo.com.br',
            AlCurso: 'Direito',
            formatura: '',
          },
        ],
      },
      'POST /api/admin/link-acesso': { body: { link } },
    });
    await renderApp('/admin');
    await userEvent.type(await screen.findByLabelText('Buscar formando'), 'mar');
    await userEvent.click(await screen.findByRole('button', { name: 'Link de acesso de Maria Souza' }));
    const field = (await screen.findByLabelText('Link de acesso de Maria Souza')) as HTMLInputElement;
    expect(field.value).toBe(link);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/link-acesso');
    expect(bodyOf(call)).toEqual({ studentId: 101 });
  });
});
