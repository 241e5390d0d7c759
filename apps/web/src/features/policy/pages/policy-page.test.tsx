import { consentVersions } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signInAs, studentUser } from '../../../test/render';

const states = (since: string | null) => ({
  log: [],
  states: [
    {
      kind: 'policy',
      inForce: since !== null,
      since,
      version: since ? consentVersions.policy : null,
      currentVersion: consentVersions.policy,
      withdrawable: false,
    },
  ],
});

describe('/policy', () => {
  it('decision 137: a signed-in student accepts this version with "Li e aceito", and then reads when', async () => {
    signInAs();
    const fetchMock = mockApi({
      'GET /api/perfil/consentimentos': { body: states(null) },
      'POST /api/perfil/consentimentos/policy': { body: states('2026-11-26T13:00:00.000Z') },
    });
    await renderApp('/policy');
    await userEvent.click(await screen.findByRole('button', { name: 'Li e aceito' }));
    expect((await screen.findByRole('status')).textContent).toContain('Você aceitou esta versão');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url) === '/api/perfil/consentimentos/policy' && (init as RequestInit).method === 'POST',
      ),
    ).toBe(true);
  });

  it('decision 137: a visitor and an administrator acting as a student are offered no acceptance', async () => {
    const fetchMock = mockApi({});
    await renderApp('/policy');
    await screen.findByRole('heading', { name: 'Política de privacidade e termos de adesão' });
    expect(screen.queryByRole('button', { name: 'Li e aceito' })).toBeNull();
    signInAs({ ...studentUser, role: 'admin', actingAs: 'Maria Souza' });
    await renderApp('/policy');
    expect(screen.queryByRole('button', { name: 'Li e aceito' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('consentimentos'))).toBe(false);
  });
});
