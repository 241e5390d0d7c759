import { deleteRefusal, type GraduationRow, type StudentRow } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../test/render';
import { INSTITUTIONS, makeGraduation } from '../backoffice.fixtures';

const student: StudentRow = {
  id: 101,
  AlNome: 'Maria Souza',
  AlEmail: 'maria@exemplo.com.br',
  AlCPF: '52998224725',
  AlFone: '51998765432',
  course: 'Direito',
  campus: null,
  restricted: false,
  committee: false,
  guest: false,
  coordinator: false,
  addressReviewed: true,
  hasUser: true,
  emailConfirmed: true,
  duplicate: false,
  paidPercent: 40,
  archived: true,
};
const page = (items: unknown[]) => ({ body: { items, total: items.length, page: 1, pageSize: 25 } });
const graduationRow = (over: Partial<GraduationRow>): GraduationRow => ({
  id: 1,
  name: 'Direito',
  institution: 'UFRGS',
  FormData: '2026-12-10',
  closed: false,
  archived: false,
  registeredCount: 0,
  vacancyLimit: 0,
  ...over,
});

// Whole-app renders with Mantine take seconds on a loaded two-core machine.
describe('decision 124: archive and delete in the back-office', { timeout: 20_000 }, () => {
  it("decision 124: an archived student shows 'Arquivado'; 'Mostrar arquivados' asks the server for them", async () => {
    signInAs(adminUser);
    const urls: string[] = [];
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/alunos': (init: { url: string }) => {
        urls.push(init.url);
        return page([student]);
      },
    });
    await renderApp('/admin/formaturas/5/formandos');
    const maria = (await screen.findByRole('link', { name: 'Maria Souza' })).closest('tr') as HTMLElement;
    expect(within(maria).getByText('Arquivado')).toBeTruthy();
    expect(within(maria).getByRole('button', { name: 'Desarquivar' })).toBeTruthy();
    expect(urls[0]).not.toContain('arquivados');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar arquivados' }));
    await waitFor(() => expect(urls.at(-1)).toContain('arquivados=1'));
  });

  it('decision 124: a delete is confirmed in the dialog, and a refusal shows what depends on the row', async () => {
    signInAs(adminUser);
    const refusal = deleteRefusal('student', { contracts: 1 })!;
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/alunos': page([{ ...student, archived: false }]),
      'DELETE /api/admin/alunos/101': { status: 409, body: { error: refusal, type: 'FOUND' } },
    });
    await renderApp('/admin/formaturas/5/formandos');
    const maria = (await screen.findByRole('link', { name: 'Maria Souza' })).closest('tr') as HTMLElement;
    await userEvent.click(within(maria).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o formando Maria Souza?' });
    // Nothing is sent before the confirmation.
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).includes('/alunos/101') && init?.method === 'DELETE',
      ),
    ).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it('decision 124: archiving a graduation says its students lose access, and is sent only once confirmed', async () => {
    signInAs(adminUser);
    const archived = makeGraduation({ archived: true, closed: true });
    let graduation = makeGraduation();
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': () => ({ body: graduation }),
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'POST /api/admin/formaturas/5/arquivar': () => {
        graduation = archived;
        return { body: { message: 'Arquivado.' } };
      },
    });
    await renderApp('/admin/formaturas/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Arquivar a formatura Direito 2027 · em andamento?',
    });
    expect(dialog.textContent).toContain('deixam de entrar no portal');
    const posted = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => String(url).endsWith('/arquivar') && init?.method === 'POST',
      );
    expect(posted()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(await screen.findByText('Formatura arquivada')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Desarquivar' })).toBeTruthy();
  });

  it("decision 124: pickers name a graduation with its year and status ('Direito 2026 · em andamento')", async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/formaturas': page([
        graduationRow({ id: 1 }),
        graduationRow({ id: 2, FormData: '2025-12-10', closed: true }),
      ]),
    });
    await renderApp('/admin/auditoria');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Formatura' }));
    expect(
      await screen.findByRole('option', { name: 'Direito 2026 · em andamento · UFRGS', hidden: true }),
    ).toBeTruthy();
    expect(
      screen.getByRole('option', { name: 'Direito 2025 · encerrada · UFRGS', hidden: true }),
    ).toBeTruthy();
  });
});
