import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { mockHome } from '../home.fixtures';

const notice = (id: number, text: string) => ({
  crmid: id,
  crmdesc: `<p>${text}</p>`,
  crmtimestamp: '2026-11-20T13:00:00Z',
});

describe('the notice board reaches every notice', () => {
  it('shows 50 notices, then the older ones page by page, and no button once all are shown', async () => {
    signInAs();
    const first = Array.from({ length: 50 }, (_, i) => notice(100 - i, `Aviso ${100 - i}`));
    const fetchMock = mockHome(makeCadastro(), {
      'GET /api/perfil/bcast': { body: { todos: first, aluno: [], totalTodos: 52, totalAluno: 0 } },
      'GET /api/perfil/bcast?pagina=2': {
        body: {
          todos: [notice(50, 'Aviso 50'), notice(49, 'Aviso 49')],
          aluno: [],
          totalTodos: 52,
          totalAluno: 0,
        },
      },
    });
    await renderApp('/');
    await screen.findByText('Aviso 100');
    expect(screen.queryByText('Aviso 49')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver avisos anteriores' }));
    expect(await screen.findByText('Aviso 49')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/perfil/bcast?pagina=2'))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Ver avisos anteriores' })).toBeNull();
  });

  it('offers no older notices when every one is on the first page', async () => {
    signInAs();
    mockHome(makeCadastro(), {
      'GET /api/perfil/bcast': {
        body: { todos: [notice(1, 'Único')], aluno: [], totalTodos: 1, totalAluno: 0 },
      },
    });
    await renderApp('/');
    await screen.findByText('Único');
    expect(screen.queryByRole('button', { name: 'Ver avisos anteriores' })).toBeNull();
  });
});
