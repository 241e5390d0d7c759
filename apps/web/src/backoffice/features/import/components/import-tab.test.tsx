import { IMPORT_MAX_BYTES, type ImportResult, importMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';
import { FakeXhr } from '../fake-xhr';

const CSV =
  'nome;sobrenome;email;cpf;celular;curso\nMaria;Souza;maria@x.com.br;52998224725;51998765432;Direito\n';

function makeResult(applied: boolean): ImportResult {
  return {
    encoding: 'windows-1252',
    separator: ';',
    applied,
    counts: { created: 1, updated: 1, refused: 1 },
    rows: [
      {
        line: 2,
        status: 'created',
        reason: null,
        AlNome: 'Maria Souza',
        AlEmail: 'maria@x.com.br',
        AlCPF: '52998224725',
        changes: [],
      },
      {
        line: 3,
        status: 'updated',
        reason: null,
        AlNome: 'João Lima',
        AlEmail: 'joao@x.com.br',
        AlCPF: '11144477735',
        changes: [],
      },
      {
        line: 4,
        status: 'refused',
        reason: importMessages.atLine(4, importMessages.unknownCourse('Medicina')),
        AlNome: 'Rui Paz',
        AlEmail: 'rui@x.com.br',
        AlCPF: '39053344705',
        changes: [],
      },
    ],
  };
}

async function openTab() {
  signInAs(adminUser);
  mockApi({
    'GET /api/admin/formaturas/5': { body: makeGraduation() },
    'GET /api/admin/instituicoes': { body: INSTITUTIONS },
  });
  await renderApp('/admin/formaturas/5/importar');
  await screen.findByRole('heading', { name: 'Importar turma' });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

// Several renders of the whole back-office per test: slow on a busy shared machine.
describe('decision 53: the class import', { timeout: 15_000 }, () => {
  it('decision 53: the preview lists refused rows first with the reason, and applies only after confirming', async () => {
    FakeXhr.install((request) => ({ body: makeResult(request.url.endsWith('aplicar=true')) }));
    const input = await openTab();
    await userEvent.upload(input, new File([CSV], 'turma.csv', { type: 'text/csv' }));

    const preview = await screen.findByRole('region', { name: 'Prévia da importação' });
    expect(FakeXhr.requests.map((r) => r.url)).toEqual(['/api/admin/formaturas/5/importacao?aplicar=false']);
    const sent = FakeXhr.requests[0]!;
    expect(sent.headers['Content-Type']).toBe('text/csv');
    expect(sent.headers.Authorization).toBe('Bearer token-123');
    expect(await sent.body!.text()).toBe(CSV);
    expect(within(preview).getByText(/Windows-1252/)).toBeTruthy();

    const rows = within(within(preview).getByRole('table', { name: 'Linhas do arquivo' })).getAllByRole(
      'row',
    );
    expect(rows[1]!.textContent).toContain('Recusada');
    expect(rows[1]!.textContent).toContain('Linha 4: curso não encontrado nesta formatura: Medicina.');
    await userEvent.click(within(preview).getByRole('radio', { name: 'Recusadas (1)' }));
    expect(within(preview).getAllByRole('row')).toHaveLength(2);

    await userEvent.click(within(preview).getByRole('button', { name: 'Importar 2 formandos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar 2 formandos?' });
    expect(dialog.textContent).toContain('A linha recusada fica de fora');
    expect(FakeXhr.requests).toHaveLength(1);

    FakeXhr.hold = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar importação' }));
    // The file is sent; the server works with no known end: a bar without a value.
    const working = await screen.findByRole('progressbar', { name: 'Importando os formandos…' });
    expect(working.getAttribute('aria-valuenow')).toBeNull();
    expect(FakeXhr.requests[1]!.url).toBe('/api/admin/formaturas/5/importacao?aplicar=true');
    FakeXhr.requests[1]!.finish();

    const result = await screen.findByRole('region', { name: 'Resultado da importação' });
    expect(within(result).getByText('Importação concluída')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Ver os formandos' }).getAttribute('href')).toBe(
      '/admin/formaturas/5/formandos',
    );
  });

  it('decision 53: a file over 5 MB is refused before sending', async () => {
    FakeXhr.install(() => ({ body: makeResult(false) }));
    const input = await openTab();
    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'enorme.csv', { type: 'text/csv' });
    await userEvent.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toContain(importMessages.tooLarge);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it("decision 53: the server's refusal of the whole file is shown in pt-BR", async () => {
    const missing = importMessages.missingColumns(['cpf']);
    FakeXhr.install(() => ({ status: 400, body: { error: missing, type: 'INVALID' } }));
    const input = await openTab();
    await userEvent.upload(input, new File(['nome;email\n'], 'turma.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(missing));
    expect(screen.queryByRole('region', { name: 'Prévia da importação' })).toBeNull();
  });

  it('decision 53: the template to download has the header the import reads', async () => {
    FakeXhr.install(() => ({}));
    await openTab();
    const link = screen.getByRole('link', { name: 'Baixar o modelo (CSV)' });
    expect(link.getAttribute('download')).toBe('modelo-turma.csv');
    expect(decodeURIComponent(link.getAttribute('href')!.split(',')[1]!)).toBe(
      '\uFEFFnome;sobrenome;email;cpf;celular;curso;polo;instagram\r\n',
    );
  });
});
