import { type StaffMember, staffMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';

beforeAll(async () => {
  await Promise.all([import('../../../backoffice-layout'), import('./staff-page')]);
}, 60_000);

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 1,
  name: 'Paula Admin',
  email: 'admin@exemplo.com.br',
  active: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  you: true,
  ...over,
});
const TEAM = [
  member({}),
  member({ id: 2, name: 'Bruno Caixa', email: 'bruno@produtora.com.br', you: false, active: false }),
];
const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('decision 115: the staff screen', { timeout: 30_000 }, () => {
  it('decision 115: lists the administrators, marks the caller and the waiting invitation; linked in the nav', async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/equipe': { body: TEAM } });
    await renderApp('/admin/equipe');
    const table = await screen.findByRole('table', { name: 'Administradores' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/Paula Admin.*você.*admin@exemplo\.com\.br.*Ativo/);
    expect(rows[2]!.textContent).toMatch(/Bruno Caixa.*bruno@produtora\.com\.br.*Convite enviado/);
    const nav = screen.getByRole('navigation', { name: 'Administração' });
    expect(within(nav).getByRole('link', { name: 'Equipe' }).getAttribute('href')).toBe('/admin/equipe');
  });

  it('decision 115: an invitation is checked with the shared schema, then sent, and the list asked again', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/equipe': { body: TEAM },
      'POST /api/admin/equipe': {
        status: 201,
        body: { id: 3, message: staffMessages.invited('carla@produtora.com.br') },
      },
    });
    await renderApp('/admin/equipe');
    const form = await screen.findByRole('form', { name: 'Convidar administrador' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Carla');
    await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'não é e-mail');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(form).findByText(staffMessages.emailInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/admin/equipe')).toHaveLength(0);

    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'Carla@Produtora.com.br');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText(staffMessages.invited('carla@produtora.com.br'))).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/admin/equipe')[0])).toEqual({
      name: 'Carla',
      email: 'carla@produtora.com.br',
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/equipe').length).toBeGreaterThan(1));
  });

  it('decision 115: removing asks in the app’s dialog first; Voltar sends nothing, the refusal shows in it', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/equipe': { body: TEAM },
      'DELETE /api/admin/equipe/2': { status: 409, body: { error: staffMessages.lastAdmin, type: 'LIMIT' } },
    });
    await renderApp('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Bruno Caixa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remover da equipe?' });
    expect(dialog.textContent).toContain('bruno@produtora.com.br não entra mais');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/equipe/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remover Bruno Caixa' }));
    dialog = await screen.findByRole('dialog', { name: 'Remover da equipe?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover acesso' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(staffMessages.lastAdmin);
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/equipe/2')).toHaveLength(1);
  });

  it('decision 115: demoting goes through the dialog and shows the server’s message', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/equipe': { body: TEAM },
      'POST /api/admin/equipe/2/rebaixar': { body: { message: staffMessages.demoted } },
    });
    await renderApp('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Rebaixar Bruno Caixa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebaixar a formando?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebaixar' }));
    expect(await screen.findByText(staffMessages.demoted)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/admin/equipe/2/rebaixar')).toHaveLength(1);
  });

  it('decision 115: alone, the only administrator cannot demote or remove anyone', async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/equipe': { body: [member({})] } });
    await renderApp('/admin/equipe');
    expect(
      (await screen.findByRole('button', { name: 'Remover Paula Admin' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Rebaixar Paula Admin' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/precisa de ao menos um administrador/)).toBeTruthy();
  });
});
