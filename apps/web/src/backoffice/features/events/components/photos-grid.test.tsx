import type { AdminEventDetail, AdminPhoto } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';

const EVENT: AdminEventDetail = {
  id: 3,
  nome: 'Baile',
  data: '2026-12-10',
  tipoMidia: 0,
  link: null,
  capa: null,
  fotos: { prontas: 1, pendentes: 0, recusadas: 0 },
  publicacao: { estado: 'publicado', em: '2026-11-01T12:00:00.000Z' },
  ordem: 'nome',
  arquivado: false,
  formatura: 12,
};
const PHOTO: AdminPhoto = {
  id: 11,
  nome: 'IMG_0001.jpg',
  estado: 'ready',
  motivo: null,
  miniatura: null,
  largura: 4000,
  altura: 3000,
  tamanho: 2_000_000,
};

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe("decision 118: removing a photo asks in the app's own dialog", { timeout: 30_000 }, () => {
  it("decision 118: the photo leaves only once confirmed in the dialog, never through the browser's confirm()", async () => {
    signInAs(adminUser);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const fetchMock = mockApi({
      'GET /api/admin/eventos/3': { body: EVENT },
      'GET /api/admin/eventos/3/fotos': { body: [PHOTO], headers: { 'X-Total-Count': '1' } },
      'GET /api/admin/eventos/3/fotos/enviadas': { body: [] },
      'DELETE /api/admin/eventos/3/fotos/11': { status: 204 },
    });
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    await renderApp('/admin/eventos/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Tirar IMG_0001.jpg do evento' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tirar a foto do evento?' });
    expect(dialog.textContent).toContain('IMG_0001.jpg sai do álbum do evento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(deletes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Tirar IMG_0001.jpg do evento' }));
    dialog = await screen.findByRole('dialog', { name: 'Tirar a foto do evento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tirar do evento' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(await screen.findByText('IMG_0001.jpg saiu do evento.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
