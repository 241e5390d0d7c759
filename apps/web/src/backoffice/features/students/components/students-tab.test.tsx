import type { StudentRow } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const row: StudentRow = {
  id: 101,
  AlNome: 'Maria Souza',
  AlEmail: 'maria@exemplo.com.br',
  AlCPF: '52998224725',
  AlFone: '51998765432',
  course: 'Direito',
  campus: null,
  restricted: false,
  committee: true,
  guest: false,
  coordinator: false,
  addressReviewed: true,
  hasUser: true,
  emailConfirmed: true,
  duplicate: true,
  paidPercent: 62.5,
  archived: false,
};

function classList(urls: string[]) {
  return (init: { url: string }) => {
    urls.push(init.url);
    return { body: { items: [row], total: 1, page: 1, pageSize: 25 } };
  };
}

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe("decision 48: a graduation's class list", { timeout: 20_000 }, () => {
  it('shows each row with its flags and filters on the server (a flag as true/false, back to page 1)', async () => {
    signInAs(adminUser);
    const urls: string[] = [];
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/alunos': classList(urls),
    });
    await renderApp('/admin/formaturas/5/formandos');
    const maria = (await screen.findByRole('link', { name: 'Maria Souza' })).closest('tr') as HTMLElement;
    expect(within(maria).getByText('Duplicado?')).toBeTruthy();
    expect(within(maria).getByText('Comissão')).toBeTruthy();
    expect(within(maria).getByText('CPF 529.982.247-25')).toBeTruthy();
    expect(within(maria).getByText('62,5% pago')).toBeTruthy();
    expect(urls[0]).toBe('/api/admin/formaturas/5/alunos?sort=name&dir=asc&page=1&pageSize=25');

    const committee = screen.getByRole('textbox', { name: 'Comissão' });
    await userEvent.click(committee);
    // Each filter keeps its own list of options: pick from the one this field controls.
    await waitFor(() => expect(committee.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(String(committee.getAttribute('aria-controls'))) as HTMLElement;
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sim', hidden: true }));
    await waitFor(() => expect(urls.at(-1)).toContain('committee=true'));
    expect(urls.at(-1)).toContain('page=1');
  });

  it("spec B §6: 'Agir como' on a row opens the portal as that student", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/alunos': classList([]),
      'POST /api/admin/agir': {
        body: { token: 'tok-acting', user: { ...adminUser, studentId: 101, actingAs: 'Maria Souza' } },
      },
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    const { router } = await renderApp('/admin/formaturas/5/formandos');
    await userEvent.click(await screen.findByRole('button', { name: 'Agir como Maria Souza' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/admin/agir'))).toEqual({
      studentId: 101,
    });
    expect(sessionStorage.getItem('token')).toBe('tok-acting');
  });

  it("spec B §2.2: 'Link de acesso' shows the student's single-use link to copy", async () => {
    signInAs(adminUser);
    const link = 'http://localhost:3000/signin/maria%40exemplo.com.br%7Ctoken';
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/alunos': classList([]),
      'POST /api/admin/link-acesso': { body: { link } },
    });
    await renderApp('/admin/formaturas/5/formandos');
    await userEvent.click(await screen.findByRole('button', { name: 'Link de acesso de Maria Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link de acesso de Maria Souza' });
    expect((within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(link);
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });
});
