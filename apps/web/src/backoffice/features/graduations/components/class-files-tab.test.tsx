import { type ClassFilesPage, classFilesMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const file = (over: Partial<ClassFilesPage['items'][number]>): ClassFilesPage['items'][number] => ({
  _id: '0b5c5e4e-2f4b-4d3a-9c1e-000000000001',
  name: 'entrada.mp3',
  size: 1_572_864,
  url: '/api/admin/arquivos/0b5c5e4e-2f4b-4d3a-9c1e-000000000001',
  mimetype: 'audio/mpeg',
  label: null,
  obs: null,
  time: null,
  tipo: 'formatura',
  user: 7,
  aluno: 'Érico Souza',
  enviadoEm: '2026-11-20T13:30:00.000Z',
  ...over,
});
const PAGE: ClassFilesPage = {
  items: [
    file({}),
    file({
      _id: '0b5c5e4e-2f4b-4d3a-9c1e-000000000002',
      name: 'infancia.jpg',
      size: 2048,
      tipo: 'individual',
      aluno: 'Zeca Lima',
      url: '/api/admin/arquivos/0b5c5e4e-2f4b-4d3a-9c1e-000000000002',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  porTipo: { formatura: 1, individual: 1, complementar: 0, certificado: 0 },
};

describe("decisions 54 and 123: the class's files for the ceremony team", { timeout: 20_000 }, () => {
  it('downloads one screen of the class as a zip, and shows a refusal in pt-BR', async () => {
    signInAs(adminUser);
    URL.createObjectURL = () => 'blob:turma';
    URL.revokeObjectURL = () => {};
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/arquivos/lista?page=1&pageSize=50': {
        body: { ...PAGE, porTipo: { ...PAGE.porTipo, certificado: 3 } },
      },
      'GET /api/admin/formaturas/5/arquivos?tipo=formatura': { body: 'zip' },
      'GET /api/admin/formaturas/5/arquivos?tipo=certificado': {
        status: 404,
        body: { error: classFilesMessages.emptyZip, type: 'NOT_FOUND' },
      },
    });
    await renderApp('/admin/formaturas/5/arquivos');
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar: Músicas da formatura (1)' }));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/formaturas/5/arquivos?tipo=formatura'),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar: Certificados (3)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(classFilesMessages.emptyZip);
  });

  it('decision 123: a screen without files offers no zip, and says why', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/arquivos/lista?page=1&pageSize=50': { body: PAGE },
    });
    await renderApp('/admin/formaturas/5/arquivos');
    const button = await screen.findByRole('button', { name: 'Baixar: Certificados (0)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('vazio-certificado');
    expect(document.getElementById('vazio-certificado')?.textContent).toBe(classFilesMessages.emptyScreen);
  });

  it('decision 123: lists the files with student, screen, size and date, each with its own download', async () => {
    signInAs(adminUser);
    URL.createObjectURL = () => 'blob:arquivo';
    URL.revokeObjectURL = () => {};
    const fetchMock = mockApi({
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/formaturas/5/arquivos/lista?page=1&pageSize=50': { body: PAGE },
      'GET /api/admin/arquivos/0b5c5e4e-2f4b-4d3a-9c1e-000000000002': { body: 'jpg' },
    });
    await renderApp('/admin/formaturas/5/arquivos');
    const table = await screen.findByRole('table', { name: 'Arquivos da turma' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toMatch(
      /entrada\.mp3.*Érico Souza.*Músicas da formatura.*1,5 MB.*20\/11\/2026/,
    );
    expect(rows[1]!.textContent).toMatch(/infancia\.jpg.*Zeca Lima.*Arquivos individuais.*2 KB/);
    expect(screen.getByText('2 arquivos')).toBeTruthy();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Baixar infancia.jpg de Zeca Lima' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url) === '/api/admin/arquivos/0b5c5e4e-2f4b-4d3a-9c1e-000000000002',
        ),
      ).toBe(true),
    );
  });
});
