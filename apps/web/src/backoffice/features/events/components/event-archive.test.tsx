import type { AdminEvent, AdminEventDetail } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const EVENT: AdminEventDetail = {
  id: 3,
  nome: 'Baile',
  data: '2026-12-10',
  tipoMidia: 0,
  link: null,
  capa: null,
  fotos: { prontas: 2, pendentes: 0, recusadas: 0 },
  publicacao: { estado: 'publicado', em: '2026-11-01T12:00:00.000Z' },
  ordem: 'nome',
  arquivado: false,
  formatura: 5,
};
const listed = (over: Partial<AdminEvent>): AdminEvent => {
  const { formatura: _, ...row } = EVENT;
  return { ...row, ...over };
};

const photosOfEvent = {
  'GET /api/admin/eventos/3/fotos': { body: [], headers: { 'X-Total-Count': '0' } },
  'GET /api/admin/eventos/3/fotos/enviadas': { body: [] },
};

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, end: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(end) && init?.method === method);

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe('decision 124: archive and delete an event in the back-office', { timeout: 30_000 }, () => {
  it("decision 124: the events list marks an archived event 'Arquivado' and 'Mostrar arquivados' asks the server for them", async () => {
    signInAs(adminUser);
    const urls: string[] = [];
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/eventos': (init: { url: string }) => {
        urls.push(init.url);
        return {
          body: init.url.includes('arquivados=1')
            ? [listed({}), listed({ id: 4, nome: 'Culto', arquivado: true })]
            : [listed({})],
        };
      },
    });
    await renderApp('/admin/formaturas/5/eventos');
    const baile = (await screen.findByRole('link', { name: 'Baile' })).closest('tr') as HTMLElement;
    expect(within(baile).queryByText('Arquivado')).toBeNull();
    expect(within(baile).getByRole('button', { name: 'Arquivar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Culto' })).toBeNull();
    expect(urls[0]).not.toContain('arquivados');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar arquivados' }));
    const culto = (await screen.findByRole('link', { name: 'Culto' })).closest('tr') as HTMLElement;
    expect(within(culto).getByText('Arquivado')).toBeTruthy();
    expect(within(culto).getByRole('button', { name: 'Desarquivar' })).toBeTruthy();
    expect(urls.at(-1)).toContain('arquivados=1');
  });

  it('decision 124: archiving from the event page says what students lose, is sent only once confirmed, then shows Arquivado', async () => {
    signInAs(adminUser);
    let event = EVENT;
    const fetchMock = mockApi({
      ...photosOfEvent,
      'GET /api/admin/eventos/3': () => ({ body: event }),
      'POST /api/admin/eventos/3/arquivar': () => {
        event = { ...EVENT, arquivado: true };
        return { body: { message: 'Arquivado.' } };
      },
    });
    await renderApp('/admin/eventos/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arquivar o evento Baile?' });
    expect(dialog.textContent).toContain('como num rascunho');
    expect(dialog.textContent).toContain('continuam nos pedidos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(calls(fetchMock, 'POST', '/arquivar')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Arquivar' }));
    const again = await screen.findByRole('dialog', { name: 'Arquivar o evento Baile?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/admin/eventos/3/arquivar')).toHaveLength(1));
    expect(await screen.findByText('Arquivado')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Desarquivar' })).toBeTruthy();
  });

  it('decision 124: a delete refused because orders hold its photos shows the reason in the dialog', async () => {
    signInAs(adminUser);
    const refusal =
      'Não é possível excluir este evento: há 2 pedidos com fotos dele. Arquive-o para escondê-lo dos formandos sem perder nada.';
    const fetchMock = mockApi({
      ...photosOfEvent,
      'GET /api/admin/eventos/3': { body: EVENT },
      'DELETE /api/admin/eventos/3': { status: 409, body: { error: refusal, type: 'FOUND' } },
    });
    await renderApp('/admin/eventos/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o evento Baile?' });
    expect(calls(fetchMock, 'DELETE', '/api/admin/eventos/3')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
  });

  it("decision 124: a delete that goes leaves the page for the graduation's events", async () => {
    signInAs(adminUser);
    let gone = false;
    mockApi({
      ...photosOfEvent,
      'GET /api/admin/eventos/3': () =>
        gone ? { status: 404, body: { error: 'Não encontrado.', type: 'NOT_FOUND' } } : { body: EVENT },
      'DELETE /api/admin/eventos/3': () => {
        gone = true;
        return { body: { message: 'Excluído.' } };
      },
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/eventos': { body: [] },
    });
    await renderApp('/admin/eventos/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o evento Baile?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhum evento nesta formatura.')).toBeTruthy();
  });
});
