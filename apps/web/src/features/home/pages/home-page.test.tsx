import { homeMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

describe('home', () => {
  it('spec A §2, spec B §8: the notice board shows the empty texts when the call fails', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { status: 500, body: { error: 'x', type: 'UNEXPECTED' } },
    });
    await renderApp('/');
    expect(await screen.findByText(homeMessages.noClassNotices)).toBeTruthy();
    expect(screen.getByText(homeMessages.noPersonalNotices)).toBeTruthy();
  });

  it('spec A §2: notices render their HTML without scripts or unsafe attributes', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': {
        body: {
          todos: [
            {
              crmid: 1,
              crmdesc: '<p onclick="x()">Prova de becas <strong>sábado</strong></p><script>alert(1)</script>',
              crmtimestamp: '2026-11-20T13:00:00Z',
            },
          ],
          aluno: [],
        },
      },
    });
    await renderApp('/');
    const strong = await screen.findByText('sábado');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('.notice-text script')).toBeNull();
    expect(document.querySelector('.notice-text [onclick]')).toBeNull();
    expect(screen.getByText('20/11/2026 10:00')).toBeTruthy();
    expect(screen.getByText(homeMessages.noPersonalNotices)).toBeTruthy();
  });

  it('spec A §2: the graduation card shows date, time and venue when FormVerDados allows', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Data e local da formatura' });
    expect(within(card).getByText('sábado, 12/12/2026')).toBeTruthy();
    expect(within(card).getByText('19:30')).toBeTruthy();
    expect(within(card).getByText('Salão de Atos da UFRGS')).toBeTruthy();
  });

  it('spec A §2: the graduation card is hidden when FormVerDados does not allow it', async () => {
    signInAs();
    const cadastro = makeCadastro();
    cadastro.AlFormDados.FormVerDados = 0;
    mockApi({
      'GET /api/perfil/cadastro': { body: cadastro },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    await screen.findByRole('region', { name: 'Mural de avisos' });
    expect(screen.queryByRole('region', { name: 'Data e local da formatura' })).toBeNull();
  });

  it('spec A §2: a card collapses and opens its help text', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Recolher Mural de avisos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expandir Mural de avisos' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'Mural de avisos' }).className).toContain('card-collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Ajuda: Mural de avisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mural de avisos' });
    expect(within(dialog).getByText(/recados da produtora/)).toBeTruthy();
  });

  it('spec A §2: a user without a linked registration (404) is pointed to the self-registration', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { status: 404, body: { error: 'Não encontrado.', type: 'NOT_FOUND' } },
    });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Seu cadastro ainda não está ligado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o autocadastro' }).getAttribute('href')).toBe(
      '/autocadastro',
    );
  });

  it('spec A §2: /resumo/{tipo}/{retorno} shows the same home', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    });
    await renderApp('/resumo/E-commerce/31-77');
    expect(await screen.findByRole('region', { name: 'Mural de avisos' })).toBeTruthy();
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
    await renderApp('/');
    await userEvent.type(await screen.findByLabelText('Buscar formando'), 'mar');
    await userEvent.click(await screen.findByRole('button', { name: 'Link de acesso de Maria Souza' }));
    const field = (await screen.findByLabelText('Link de acesso de Maria Souza')) as HTMLInputElement;
    expect(field.value).toBe(link);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/link-acesso');
    expect(bodyOf(call)).toEqual({ studentId: 101 });
  });
});
