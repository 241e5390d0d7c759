import { backofficeMessages as m } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const graduation = makeGraduation();

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe("decision 46: the graduation form ('Dados')", { timeout: 20_000 }, () => {
  it('explains each setting of spec A §3 beside its field', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/formaturas/5': { body: graduation },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
    });
    await renderApp('/admin/formaturas/5');
    const taxa = await screen.findByRole('textbox', { name: 'Juros do cartão (%)' });
    expect(taxa.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(String(taxa.getAttribute('aria-describedby')).split(' ')[0] ?? '');
    expect(help?.textContent).toMatch(/acima do limite sem juros/);
  });

  it('decision 46: a deadline after the ceremony is refused before anything is sent', async () => {
    signInAs(adminUser);
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: graduation },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'PUT /api/admin/formaturas/5': { body: graduation },
    });
    await renderApp('/admin/formaturas/5');
    const cash = await screen.findByRole('textbox', { name: 'Limite do desconto à vista' });
    await userEvent.type(cash, '11/12/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(m.deadlineAfterCeremony('Limite do desconto à vista'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("decision 46: the server's 400 shows its pt-BR message beside the form", async () => {
    signInAs(adminUser);
    const error = 'Já existe uma formatura com este nome nesta instituição.';
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: graduation },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'PUT /api/admin/formaturas/5': { status: 400, body: { error, type: 'INVALID' } },
    });
    await renderApp('/admin/formaturas/5');
    const name = await screen.findByRole('textbox', { name: 'Nome da formatura' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Direito 2028');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(error);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({ name: 'Direito 2028', institutionId: 1, FormData: '2027-12-10' });
  });

  it('decision 46: a closed graduation shows why its fields cannot change (409 LIMIT on edits)', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation({ closed: true }) },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
    });
    await renderApp('/admin/formaturas/5');
    expect(await screen.findByText(m.graduationClosed)).toBeTruthy();
    // Disabled through the form's <fieldset>, every field at once.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome da formatura' }).matches(':disabled')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reabrir formatura' })).toBeTruthy();
  });
});
