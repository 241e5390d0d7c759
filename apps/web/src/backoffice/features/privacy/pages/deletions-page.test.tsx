import { type DeletionDetail, type DeletionRow, deletionMessages, deletionPlan } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';

beforeAll(async () => {
  await Promise.all([import('../../../backoffice-layout'), import('./deletions-page')]);
}, 60_000);

const row = (id: number, over: Partial<DeletionRow> = {}): DeletionRow => ({
  id,
  status: 'confirmed',
  studentId: 100 + id,
  studentName: `Formando ${id}`,
  graduationName: 'Medicina UFRGS 2026',
  requestedAt: '2026-11-20T13:00:00.000Z',
  confirmedAt: '2026-11-20T14:00:00.000Z',
  decidedAt: null,
  ...over,
});

const detail = (over: Partial<DeletionDetail> = {}): DeletionDetail => ({
  ...row(7),
  email: 'formando7@exemplo.com.br',
  refuseReason: null,
  decidedBy: null,
  plan: deletionPlan({
    parcels: 10,
    paidParcels: 4,
    orders: 1,
    uploads: 2,
    consents: 1,
    faces: 0,
    lastPaidOn: '2026-05-10',
  }),
  ...over,
});

const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('decision 140: the back-office’s account deletions', { timeout: 30_000 }, () => {
  it('decision 127: lists the requests newest first, says how many are shown, loads more by the cursor; linked in the nav', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/privacidade/exclusoes': { body: { items: [row(9), row(8)], total: 3, next: 8 } },
      'GET /api/admin/privacidade/exclusoes?cursor=8': { body: { items: [row(7)], total: 3, next: null } },
    });
    await renderApp('/admin/privacidade');
    expect(await screen.findByText('Mostrando 2 de 3 pedidos, os mais recentes primeiro.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(
      /Formando 9.*Medicina UFRGS 2026.*aguardando a produtora/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Mostrando 3 de 3 pedidos, os mais recentes primeiro.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/admin/privacidade/exclusoes?cursor=8')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Administração' });
    expect(within(nav).getByRole('link', { name: 'Exclusões de conta' }).getAttribute('href')).toBe(
      '/admin/privacidade',
    );
  });

  it('decision 140: the detail says what is erased, anonymised and kept, and why', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/privacidade/exclusoes': { body: { items: [row(7)], total: 1, next: null } },
      'GET /api/admin/privacidade/exclusoes/7': { body: detail() },
    });
    await renderApp('/admin/privacidade/7');
    expect(await screen.findByRole('heading', { name: 'Pedido de Formando 7' })).toBeTruthy();
    expect(screen.getByText('Será apagado')).toBeTruthy();
    expect(screen.getByText('10 parcelas (4 pagas), pagamentos e recibos')).toBeTruthy();
    expect(screen.getByText(/guardados por 5 anos até 31\/12\/2031/)).toBeTruthy();
    expect(screen.getByText('2 arquivos enviados')).toBeTruthy();
  });

  it('decision 140: a refusal needs a reason, checked before it is sent; the approval asks first', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/privacidade/exclusoes': { body: { items: [row(7)], total: 1, next: null } },
      'GET /api/admin/privacidade/exclusoes/7': { body: detail() },
      'POST /api/admin/privacidade/exclusoes/7/recusar': { body: { message: deletionMessages.refused } },
      'POST /api/admin/privacidade/exclusoes/7/aprovar': { body: { message: deletionMessages.approved } },
    });
    await renderApp('/admin/privacidade/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Recusar o pedido de exclusão?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar o pedido' }));
    expect(
      await within(dialog).findByText('Explique ao formando por que o pedido foi recusado.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/admin/privacidade/exclusoes/7/recusar')).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da recusa/ }),
      'Cobrança judicial em curso.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar o pedido' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/privacidade/exclusoes/7/recusar')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/admin/privacidade/exclusoes/7/recusar')[0])).toEqual({
      reason: 'Cobrança judicial em curso.',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Aprovar a exclusão' }));
    dialog = await screen.findByRole('dialog', { name: 'Aprovar a exclusão da conta?' });
    expect(dialog.textContent).toContain('Não é possível desfazer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/privacidade/exclusoes/7/aprovar')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar a exclusão' }));
    dialog = await screen.findByRole('dialog', { name: 'Aprovar a exclusão da conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir a conta' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/privacidade/exclusoes/7/aprovar')).toHaveLength(1),
    );
  });

  it('decision 140: an approval whose files were left says so and tries them again', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/privacidade/exclusoes': { body: { items: [], total: 0, next: null } },
      'GET /api/admin/privacidade/exclusoes/7': { body: detail({ status: 'approved' }) },
      'POST /api/admin/privacidade/exclusoes/7/aprovar': { body: { message: deletionMessages.approved } },
    });
    await renderApp('/admin/privacidade/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Apagar os arquivos de novo' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/privacidade/exclusoes/7/aprovar')).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
  });

  it('decision 140: a request the student has not confirmed cannot be decided here', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/privacidade/exclusoes': { body: { items: [], total: 0, next: null } },
      'GET /api/admin/privacidade/exclusoes/7': { body: detail({ status: 'requested', confirmedAt: null }) },
    });
    await renderApp('/admin/privacidade/7');
    expect(
      await screen.findByText('O formando ainda não confirmou o pedido pelo link do e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar a exclusão' })).toBeNull();
  });
});
