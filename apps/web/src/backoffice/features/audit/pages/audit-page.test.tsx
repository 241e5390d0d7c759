import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';

const entry = (over: Record<string, unknown>) => ({
  id: 1,
  at: '2026-03-10T15:00:00.000Z',
  adminId: 2,
  adminName: 'Maria',
  studentId: 7,
  studentName: 'Ana Souza',
  graduationId: 5,
  graduationName: 'Direito 2027',
  code: 'pedido.etapa.avancar',
  kind: 'escrita',
  action: 'POST /api/admin/pedidos/:id/etapa',
  detail: { pedido: 3, etapa: 'ok' },
  ...over,
});

describe('decision 126: the audit reads as sentences, with the changes in pt-BR', { timeout: 20_000 }, () => {
  it("'Últimas ações' lists sentences, a field-level before/after, and filters by action", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/equipe': { body: [] },
      'GET /api/admin/auditoria/acoes': {
        body: {
          items: [
            entry({}),
            entry({
              id: 2,
              code: 'evento.alterar',
              detail: {
                before: { title: 'Baile', heldOn: '2026-03-01', mediaType: 0 },
                after: { title: 'Baile de gala', heldOn: '2026-03-02', mediaType: 0 },
              },
            }),
            entry({ id: 3, code: 'aluno.ver', kind: 'leitura', detail: { status: 200 } }),
          ],
          next: null,
        },
      },
    });
    await renderApp('/admin/auditoria');
    expect(await screen.findByRole('heading', { name: 'Últimas ações', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Maria avançou o pedido nº 3 para Pronto')).toBeTruthy();
    expect(screen.getByText('Maria alterou um evento “Baile de gala”')).toBeTruthy();
    expect(screen.getByText('Maria consultou o cadastro de Ana Souza')).toBeTruthy();
    expect(screen.getByText('consulta')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'O que mudou' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CampoAntesDepois',
      'TítuloBaileBaile de gala',
      'Data do evento2026-03-012026-03-02',
    ]);
    // Never the raw English field names or the route.
    const main = document.body.textContent ?? '';
    for (const raw of ['heldOn', 'mediaType', 'before', 'after', '/api/']) expect(main).not.toContain(raw);

    await userEvent.click(screen.getByRole('textbox', { name: 'Ação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Avançou o pedido', hidden: true }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('code=pedido.etapa.avancar'))).toBe(
        true,
      ),
    );
  });

  it('pages to older entries with the cursor the answer gave', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/equipe': { body: [] },
      'GET /api/admin/auditoria/acoes': ({ url }: { url: string }) => ({
        body: url.includes('depois=40')
          ? { items: [entry({ id: 39, code: 'formatura.encerrar' })], next: null }
          : { items: [entry({ id: 40 })], next: 40 },
      }),
    });
    await renderApp('/admin/auditoria');
    await userEvent.click(await screen.findByRole('button', { name: 'Mais antigas' }));
    expect(await screen.findByText('Maria encerrou a formatura Direito 2027')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('depois=40'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Mais antigas' })).toBeNull();
  });

  it('the producer sets how many days reads are kept (180 unless changed)', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/equipe': { body: [] },
      'GET /api/admin/auditoria/acoes': { body: { items: [], next: null } },
      'GET /api/admin/auditoria/retencao': { body: { days: 180 } },
      'PUT /api/admin/auditoria/retencao': { body: { days: 90 } },
    });
    await renderApp('/admin/auditoria');
    const input = await screen.findByRole('textbox', { name: 'Guardar as consultas por (dias)' });
    expect((input as HTMLInputElement).value).toBe('180');
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Prazo salvo.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/retencao') && init?.method === 'PUT',
    );
    expect(bodyOf(put)).toEqual({ days: 90 });
  });
});
