import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, makeCadastro, mockApi, renderApp, signInAs, studentUser } from '../test/render';

const page = { items: [], total: 0, page: 1, pageSize: 20 };

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe('decision 44: only an administrator acting as nobody enters the back-office', {
  timeout: 20_000,
}, () => {
  it('the administrator enters, with the sections beside the page', async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/formaturas': { body: page } });
    const { router } = await renderApp('/admin/formaturas');
    expect(await screen.findByRole('heading', { name: 'Formaturas', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/formaturas');
    const nav = screen.getByRole('navigation', { name: 'Administração' });
    for (const name of ['Formaturas', 'Formandos', 'Avisos', 'Últimas ações', 'Tarefas com falha']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
  });

  it.each([
    ['a student', studentUser, makeCadastro()],
    ['a guest', studentUser, makeCadastro({ AlConvidado: true })],
    [
      'an administrator acting as a student',
      { ...adminUser, studentId: 101, actingAs: 'Maria Souza' },
      makeCadastro(),
    ],
  ])('%s is sent to the portal', async (_who, user, cadastro) => {
    signInAs(user);
    mockApi({
      'GET /api/perfil/cadastro': { body: cadastro },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/admin/formaturas');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Administração' })).toBeNull();
  });

  it('a signed-out visitor signs in first, and comes back after it', async () => {
    mockApi({});
    const { router } = await renderApp('/admin/formaturas');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/formaturas')}`);
  });
});
