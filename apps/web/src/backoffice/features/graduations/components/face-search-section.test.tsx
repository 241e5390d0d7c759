import { faceSettingsMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const settings = (over: Record<string, unknown> = {}) => ({
  ativa: true,
  limite: 0.5,
  limiteMinimo: 0.3,
  limiteMaximo: 0.7,
  limitePadrao: 0.5,
  rostos: 42,
  fotosLidas: 30,
  fotosPendentes: 3,
  ...over,
});

const api = (current: () => unknown, put?: (body: unknown) => unknown) => ({
  'GET /api/admin/formaturas/5': { body: makeGraduation() },
  'GET /api/admin/instituicoes': { body: INSTITUTIONS },
  'GET /api/admin/formaturas/5/busca-por-rosto': () => ({ body: current() }),
  'PUT /api/admin/formaturas/5/busca-por-rosto': (init: RequestInit) => ({
    body: put?.(JSON.parse(String(init.body))),
  }),
});

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe("decision 138: the graduation's 'Busca por rosto' section", { timeout: 20_000 }, () => {
  it('decision 138: shows the switch, the threshold and how many faces and photos were read', async () => {
    signInAs(adminUser);
    mockApi(api(() => settings()));
    await renderApp('/admin/formaturas/5');
    expect(await screen.findByText('42 rostos em 30 fotos lidas; 3 fotos na fila.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: /Busca por rosto ativa/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('textbox', { name: 'Limite de semelhança' }) as HTMLInputElement).value).toBe(
      '0,50',
    );
  });

  it('decision 138, LGPD art. 11: turning off warns that the face data is deleted, and sends only when confirmed', async () => {
    signInAs(adminUser);
    let sent: unknown;
    const fetchMock = mockApi(
      api(
        () => settings(),
        (body) => {
          sent = body;
          return {
            ...settings({ ativa: false, rostos: 0, fotosLidas: 0, fotosPendentes: 0 }),
            message: faceSettingsMessages.turnedOff,
          };
        },
      ),
    );
    await renderApp('/admin/formaturas/5');
    await userEvent.click(await screen.findByRole('switch', { name: /Busca por rosto ativa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar busca por rosto' }));
    expect(
      await screen.findByText(/Todos os dados de rosto desta formatura \(42 rostos\) são apagados agora/),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Desativar e apagar' }));
    await waitFor(() => expect(sent).toEqual({ ativa: false, limite: 0.5 }));
    expect(await screen.findByText('Nenhum dado de rosto guardado.')).toBeTruthy();
  });

  it('decision 138: a threshold out of range is said in pt-BR and not sent', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi(
      api(() => settings({ ativa: false, rostos: 0, fotosLidas: 0, fotosPendentes: 0 })),
    );
    await renderApp('/admin/formaturas/5');
    const input = await screen.findByRole('textbox', { name: 'Limite de semelhança' });
    await userEvent.clear(input);
    await userEvent.type(input, '0,9');
    await userEvent.tab();
    expect(await screen.findByText(faceSettingsMessages.thresholdRange)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Salvar busca por rosto' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
