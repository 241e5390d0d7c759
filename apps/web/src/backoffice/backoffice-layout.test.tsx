import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_NAME } from '../lib/config';
import { page as browserPage } from '../lib/session';
import { adminUser, mockApi, renderApp, signInAs } from '../test/render';

beforeAll(async () => {
  await import('./backoffice-layout');
}, 60_000);

const page = { items: [], total: 0, page: 1, pageSize: 20 };

// jsdom lays nothing out: the phone's geometry is walked in e2e/reflow.e2e.ts; here, what the menu holds.
describe('decision 123: the back-office on a phone', { timeout: 30_000 }, () => {
  it("decision 123: the burger's menu holds 'Sair', which signs the administrator out", async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/formaturas': { body: page } });
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    await renderApp('/admin/formaturas');
    await screen.findByRole('heading', { name: 'Formaturas', level: 1 });
    const session = screen.getByRole('group', { name: 'Sessão' });
    // The menu (Mantine's navbar) holds the session's buttons, shown only below the burger's breakpoint.
    expect(session.closest('.mantine-AppShell-navbar')).toBeTruthy();
    expect(within(session).getByRole('link', { name: 'Ver o portal como formando' })).toBeTruthy();
    await userEvent.click(within(session).getByRole('button', { name: 'Sair' }));
    // Nothing of the session is kept: only the mark that stops another tab handing it one back (decision 134).
    const kept = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(kept).toEqual(['signedOut']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("decision 123: the header's title keeps the portal's name apart, to drop it on a phone", async () => {
    signInAs(adminUser);
    mockApi({ 'GET /api/admin/formaturas': { body: page } });
    await renderApp('/admin/formaturas');
    const brand = await screen.findByRole('link', { name: /^Portal do Formando\s*·\s*Administração$/ });
    expect(brand.classList.contains('backoffice-brand')).toBe(true);
    expect(brand.querySelector('.backoffice-brand-app')?.textContent).toBe(`${APP_NAME} · `);
  });
});
