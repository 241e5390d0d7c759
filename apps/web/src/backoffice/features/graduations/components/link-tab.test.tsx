import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation, makeLink } from '../../../backoffice.fixtures';
import { LINK_COUNT_REFRESH_MS } from '../api/registration-link';

const api = (link: () => unknown, put?: (body: unknown) => unknown) => ({
  'GET /api/admin/formaturas/5': { body: makeGraduation() },
  'GET /api/admin/instituicoes': { body: INSTITUTIONS },
  'GET /api/admin/formaturas/5/link': () => ({ body: link() }),
  'PUT /api/admin/formaturas/5/link': (init: RequestInit) => ({ body: put?.(JSON.parse(String(init.body))) }),
});

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe("decision 47: the graduation's self-registration link", { timeout: 20_000 }, () => {
  it('spec B §2.6: shows the address to copy, the QR code as an image (never markup) and N de M vagas', async () => {
    signInAs(adminUser);
    mockApi(api(() => makeLink()));
    await renderApp('/admin/formaturas/5/link');
    expect(await screen.findByText('2 de 3 vagas')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
      'http://localhost:3000/sign/chave-1',
    );
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code do link http://localhost:3000/sign/chave-1' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    // The API's SVG never becomes part of the page's markup.
    expect(document.querySelector('rect')).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimir cartaz' })).toBeTruthy();
  });

  it('decision 47: the count refreshes by itself while the tab is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(adminUser);
    let registered = 2;
    mockApi(api(() => makeLink({ registeredCount: registered })));
    await renderApp('/admin/formaturas/5/link');
    expect(await screen.findByText('2 de 3 vagas')).toBeTruthy();
    registered = 3;
    await vi.advanceTimersByTimeAsync(LINK_COUNT_REFRESH_MS + 100);
    expect(await screen.findByText('3 de 3 vagas')).toBeTruthy();
  });

  it('decision 47: saves the limit and the executive code; a bad code is refused before sending', async () => {
    signInAs(adminUser);
    let saved: unknown;
    const fetchMock = mockApi(
      api(
        () => makeLink(),
        (body) => {
          saved = body;
          return makeLink({ vacancyLimit: 120, executiveCode: 'e4' });
        },
      ),
    );
    await renderApp('/admin/formaturas/5/link');
    const code = await screen.findByRole('textbox', { name: 'Código do executivo' });
    await userEvent.type(code, 'a b');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar link' }));
    expect(await screen.findByText('O código do executivo tem até 20 letras, números, - ou _.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, 'e4');
    const limit = screen.getByRole('textbox', { name: 'Limite de vagas' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar link' }));
    await waitFor(() =>
      expect(saved).toEqual({ open: true, vacancyLimit: 120, executiveCode: 'e4', newKey: false }),
    );
    expect(await screen.findByText('2 de 120 vagas')).toBeTruthy();
  });

  it("decision 47: 'Gerar novo link' asks first, then sends newKey", async () => {
    signInAs(adminUser);
    const fetchMock = mockApi(
      api(
        () => makeLink(),
        () => makeLink({ key: 'chave-2', url: 'http://localhost:3000/sign/chave-2' }),
      ),
    );
    await renderApp('/admin/formaturas/5/link');
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar novo link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar novo link?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
        'http://localhost:3000/sign/chave-2',
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put)).toEqual({ open: true, vacancyLimit: 3, executiveCode: '', newKey: true });
  });
});
