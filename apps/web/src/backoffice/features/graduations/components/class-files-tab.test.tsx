import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

describe("issue 12: the class's files for the ceremony team", { timeout: 20_000 }, () => {
  it('downloads one screen of the class as a zip, and shows a refusal in pt-BR', async () => {
    signInAs(adminUser);
    URL.createObjectURL = () => 'blob:turma';
    URL.revokeObjectURL = () => {};
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/arquivos?tipo=formatura': { body: 'zip' },
      'GET /api/admin/formaturas/5/arquivos?tipo=certificado': {
        status: 404,
        body: { error: 'Não encontramos o que você procurou.', type: 'NOT_FOUND' },
      },
    });
    await renderApp('/admin/formaturas/5/arquivos');
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar: Músicas da formatura' }));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/formaturas/5/arquivos?tipo=formatura'),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar: Certificados' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Não encontramos o que você procurou.');
  });
});
