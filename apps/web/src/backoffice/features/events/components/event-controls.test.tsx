import type { AdminAlbumPhoto, AdminEventDetail } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';

const DRAFT: AdminEventDetail = {
  id: 3,
  nome: 'Baile',
  data: '2026-12-10',
  tipoMidia: 0,
  link: null,
  capa: null,
  fotos: { prontas: 3, pendentes: 0, recusadas: 0 },
  publicacao: { estado: 'rascunho', em: null },
  ordem: 'nome',
  arquivado: false,
  formatura: 12,
};

const album = (names: string[]): AdminAlbumPhoto[] =>
  names.map((nome, i) => ({
    id: 20 + i,
    nome,
    miniatura: null,
    largura: 300,
    altura: 200,
    posicao: i + 1,
    tiradaEm: null,
  }));

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

const base = {
  'GET /api/admin/eventos/3/fotos': { body: [], headers: { 'X-Total-Count': '0' } },
  'GET /api/admin/eventos/3/fotos/enviadas': { body: [] },
};

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe('decision 120: the producer publishes and orders the album', { timeout: 30_000 }, () => {
  it('decision 120: a draft says so, its photos ready, not published; Publicar asks first, then shows Publicado', async () => {
    signInAs(adminUser);
    let event = DRAFT;
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/eventos/3': () => ({ body: event }),
      'PUT /api/admin/eventos/3/publicacao': () => {
        event = { ...DRAFT, publicacao: { estado: 'publicado', em: '2026-11-26T15:00:00.000Z' } };
        return { body: event.publicacao };
      },
    });
    await renderApp('/admin/eventos/3');
    expect(await screen.findByText('Rascunho')).toBeTruthy();
    expect(screen.getByText('3 prontas (rascunho)')).toBeTruthy();
    expect(screen.queryByText('3 publicadas')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voltar a rascunho' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar o evento agora?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/publicacao')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const again = await screen.findByRole('dialog', { name: 'Publicar o evento agora?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/publicacao')).toEqual([{ acao: 'publicar' }]),
    );
    expect(await screen.findByText('Publicado')).toBeTruthy();
    expect(await screen.findByText('3 publicadas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar a rascunho' })).toBeTruthy();
  });

  it('decision 120: Agendar publicação needs a date and time, sent as Brasília time; the refusal shows in the dialog', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/eventos/3': { body: DRAFT },
      'PUT /api/admin/eventos/3/publicacao': {
        status: 400,
        body: { error: 'Escolha uma data e hora no futuro para a publicação.', type: 'INVALID' },
      },
    });
    await renderApp('/admin/eventos/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Agendar publicação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar a publicação?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByText('Informe a data e a hora da publicação.')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/publicacao')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Data e hora da publicação/), '2026-12-01T20:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/publicacao')).toEqual([
        { acao: 'agendar', em: '2026-12-01T20:30:00-03:00' },
      ]),
    );
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Escolha uma data e hora no futuro para a publicação.',
    );
  });

  it('decision 120: a scheduled event reads "Agendado para" its time, and can go back to draft', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/eventos/3': {
        body: { ...DRAFT, publicacao: { estado: 'agendado', em: '2026-12-01T23:30:00.000Z' } },
      },
      'PUT /api/admin/eventos/3/publicacao': { body: { estado: 'rascunho', em: null } },
    });
    await renderApp('/admin/eventos/3');
    expect(await screen.findByText('Agendado para 01/12/2026 20:30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar a rascunho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voltar o evento a rascunho?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar a rascunho' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/publicacao')).toEqual([{ acao: 'rascunho' }]),
    );
  });

  it('decision 120: the order select sends the choice; in manual order a photo moves down from the keyboard', async () => {
    signInAs(adminUser);
    let event: AdminEventDetail = DRAFT;
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/eventos/3': () => ({ body: event }),
      'PUT /api/admin/eventos/3/ordem': () => {
        event = { ...DRAFT, ordem: 'manual' };
        return { body: { ordem: 'manual' } };
      },
      'GET /api/admin/eventos/3/album': {
        body: album(['foto 1.jpg', 'foto 2.jpg', 'foto 10.jpg']),
        headers: { 'X-Total-Count': '3' },
      },
      'PUT /api/admin/eventos/3/fotos/20/posicao': { body: { posicao: 2 } },
    });
    await renderApp('/admin/eventos/3');
    const select = await screen.findByLabelText(/Ordem do álbum/);
    expect(screen.getByText('Para mover fotos uma a uma, escolha a ordem Manual.')).toBeTruthy();
    await userEvent.selectOptions(select, 'Manual');
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/ordem')).toEqual([{ ordem: 'manual' }]),
    );
    const list = await screen.findByRole('list', { name: 'Ordem das fotos' });
    expect(
      within(list)
        .getAllByTestId('album-order-photo')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('foto 1.jpg'),
      expect.stringContaining('foto 2.jpg'),
      expect.stringContaining('foto 10.jpg'),
    ]);
    expect(
      (screen.getByRole('button', { name: 'Subir foto 1.jpg (posição 1)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Descer foto 10.jpg (posição 3)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    screen.getByRole('button', { name: 'Descer foto 1.jpg (posição 1)' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/admin/eventos/3/fotos/20/posicao')).toEqual([{ posicao: 2 }]),
    );
    expect(await screen.findByText('foto 1.jpg foi para a posição 2.')).toBeTruthy();
  });
});
