import type { StudentRow } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';
import { INVITATION_KINDS } from './invitation-kinds';

function row(id: number, AlNome: string, hasUser: boolean): StudentRow {
  return {
    id,
    AlNome,
    AlEmail: `${id}@exemplo.com.br`,
    AlCPF: '52998224725',
    AlFone: '51998765432',
    course: 'Direito',
    campus: null,
    restricted: false,
    committee: false,
    guest: false,
    coordinator: false,
    addressReviewed: true,
    hasUser,
    emailConfirmed: hasUser ? true : null,
    duplicate: false,
    paidPercent: null,
    archived: false,
  };
}

const CLASS = [row(11, 'Ana Souza', true), row(12, 'Bruno Lima', false), row(13, 'Carla Dias', true)];

function setUp(answer: { queued: number; skipped: number[] }) {
  signInAs(adminUser);
  return mockApi({
    'GET /api/admin/formaturas/5': { body: makeGraduation() },
    'GET /api/admin/instituicoes': { body: INSTITUTIONS },
    'GET /api/admin/formaturas/5/alunos': { body: { items: CLASS, total: 3, page: 1, pageSize: 50 } },
    'POST /api/admin/formaturas/5/convites': { body: answer },
  });
}

const convites = (fetchMock: ReturnType<typeof setUp>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/convites'));

/** A class of `size`, paged as the API pages it (the query's page and pageSize). */
function pagedClass(size: number) {
  return ({ url }: { url: string }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const ids = Array.from({ length: size }, (_, i) => 1000 + i).slice(
      (page - 1) * pageSize,
      page * pageSize,
    );
    return {
      body: { items: ids.map((id) => row(id, `Formando ${id}`, false)), total: size, page, pageSize },
    };
  };
}

describe('decision 53: invitations to a selection of the class', { timeout: 15_000 }, () => {
  it('decision 53: sends the self-registration link to the selected ids after saying what goes out', async () => {
    const fetchMock = setUp({ queued: 2, skipped: [] });
    await renderApp('/admin/formaturas/5/convites');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Carla Dias' }));
    await userEvent.click(screen.getByRole('radio', { name: /Link de autocadastro/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite a 2 formandos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enviar convite a 2 formandos?' });
    expect(dialog.textContent).toContain(INVITATION_KINDS.autocadastro.description);
    expect(convites(fetchMock)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));

    expect(await screen.findByText('2 e-mails na fila')).toBeTruthy();
    expect(bodyOf(convites(fetchMock)[0])).toEqual({ kind: 'autocadastro', studentIds: [11, 13] });
    // Sent: the selection starts over.
    expect(screen.getByRole('button', { name: 'Escolha os formandos' })).toBeTruthy();
  });

  it('decision 53: the sign-in kind says what each student gets; the skipped ids are listed', async () => {
    const fetchMock = setUp({ queued: 2, skipped: [12] });
    await renderApp('/admin/formaturas/5/convites');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar todos desta página' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite a 3 formandos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enviar convite a 3 formandos?' });
    expect(dialog.textContent).toContain('link de entrada que vale uma única vez');
    expect(dialog.textContent).toContain('página para criar o usuário');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));

    await waitFor(() => expect(screen.getByText('Não enviados (não são desta formatura): 12.')).toBeTruthy());
    expect(bodyOf(convites(fetchMock)[0])).toEqual({ kind: 'acesso', studentIds: [11, 13, 12] });
  });

  it('decision 53: the whole class, beyond the page on screen, can be chosen at once', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/alunos': pagedClass(150),
      'POST /api/admin/formaturas/5/convites': { body: { queued: 150, skipped: [] } },
    });
    await renderApp('/admin/formaturas/5/convites');
    await userEvent.click(await screen.findByRole('button', { name: 'Selecionar a turma toda (150)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar convite a 150 formandos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar convite a 150 formandos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect(await screen.findByText('150 e-mails na fila')).toBeTruthy();
    const ids = (bodyOf(convites(fetchMock)[0]) as { studentIds: number[] }).studentIds;
    expect(new Set(ids).size).toBe(150);
    expect(Math.min(...ids)).toBe(1000);
    expect(Math.max(...ids)).toBe(1149);
  });
});
