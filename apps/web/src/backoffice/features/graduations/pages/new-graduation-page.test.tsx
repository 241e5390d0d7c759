import { IDEMPOTENCY_HEADER } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const keyOf = (init: RequestInit) => new Headers(init.headers).get(IDEMPOTENCY_HEADER);

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe("decision 117: 'Nova formatura' creates one graduation per submit", { timeout: 30_000 }, () => {
  it('decision 117: Enter in a date field, then a click on the button, creates one graduation', async () => {
    signInAs(adminUser);
    // The server as decision 117 makes it: one graduation per key; a request without one creates anyway.
    const created = new Map<string, number>();
    let unkeyed = 0;
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const graduation = makeGraduation({ id: 9 });
    const fetchMock = mockApi({
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/9': { body: graduation },
      'POST /api/admin/formaturas': async (init) => {
        const key = keyOf(init);
        if (key === null) unkeyed += 1;
        else created.set(key, (created.get(key) ?? 0) + 1);
        await held; // the answer arrives after the second submit, as on a slow connection
        return { status: 201, body: graduation };
      },
    });
    const { router } = await renderApp('/admin/formaturas/nova');
    const institution = await screen.findByRole('textbox', { name: 'Instituição' });
    await waitFor(() => expect(institution.getAttribute('placeholder')).toBe('Escolha a instituição'));
    await userEvent.click(institution);
    await waitFor(() => expect(institution.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(String(institution.getAttribute('aria-controls'))) as HTMLElement;
    await userEvent.click(within(listbox).getByRole('option', { name: 'UFRGS', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da formatura' }), 'Medicina 2027/2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data da formatura' }), '10/12/2027{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Criar formatura' }));
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/formaturas/9/cursos'));

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.length).toBeGreaterThan(0);
    expect(unkeyed).toBe(0);
    expect(new Set(posts.map(([, init]) => keyOf(init ?? {}))).size).toBe(1);
    expect(created.size).toBe(1);
  });
});
