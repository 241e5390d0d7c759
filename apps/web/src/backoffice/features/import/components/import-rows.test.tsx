import { MantineProvider } from '@mantine/core';
import type { ImportResult } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// Mantine's jsdom fillers and Testing Library's cleanup.
import '../../../../test/render';
import { ImportRows, ROWS_PER_PAGE } from './import-rows';

/** A preview of 5,000 rows: every 50th refused, the rest created. */
function bigResult(): ImportResult {
  const rows = Array.from({ length: 5000 }, (_, i) => {
    const refused = i % 50 === 49;
    return {
      line: i + 2,
      status: refused ? ('refused' as const) : ('created' as const),
      reason: refused ? 'Este e-mail não parece válido.' : null,
      AlNome: `Formando ${i + 2}`,
      AlEmail: `f${i + 2}@exemplo.com.br`,
      AlCPF: '52998224725',
      changes: [],
    };
  });
  return {
    encoding: 'utf-8',
    separator: ';',
    applied: false,
    counts: { created: 4900, updated: 0, refused: 100 },
    rows,
  };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Linhas do arquivo' }))
    .getAllByRole('row')
    .slice(1);

describe('decision 53: a preview of thousands of rows', { timeout: 15_000 }, () => {
  it('decision 123: an updated row shows each field it will change, before and after', async () => {
    const result: ImportResult = {
      encoding: 'utf-8',
      separator: ';',
      applied: false,
      counts: { created: 0, updated: 2, refused: 0 },
      rows: [
        {
          line: 7,
          status: 'updated',
          reason: null,
          AlNome: 'Érico Souza',
          AlEmail: 'erico@exemplo.com.br',
          AlCPF: '52998224725',
          changes: [
            { field: 'Celular', before: '51911112222', after: '51998765432' },
            { field: 'Polo', before: '—', after: 'Polo Centro' },
          ],
        },
        {
          line: 8,
          status: 'updated',
          reason: null,
          AlNome: 'Ana Costa',
          AlEmail: 'ana@exemplo.com.br',
          AlCPF: '11144477735',
          changes: [],
        },
      ],
    };
    render(
      <MantineProvider>
        <ImportRows result={result} />
      </MantineProvider>,
    );
    const changes = screen.getByRole('list', { name: 'Mudanças da linha 7' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Celular: 51911112222 → 51998765432', 'Polo: — → Polo Centro']);
    expect(bodyRows()[1]!.textContent).toContain('Nada muda.');
  });

  it('decision 53: 5,000 rows render 100 at a time, the refused first; the filter and the pages move through them', async () => {
    render(
      <MantineProvider>
        <ImportRows result={bigResult()} />
      </MantineProvider>,
    );
    expect(bodyRows()).toHaveLength(ROWS_PER_PAGE);
    // The 100 refused rows fill the first page, in file order.
    expect(bodyRows()[0]!.textContent).toContain('Formando 51');
    expect(bodyRows().every((row) => row.textContent?.includes('Recusada'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Página 50' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(bodyRows()[0]!.textContent).toContain('Formando 2');

    await userEvent.click(screen.getByRole('radio', { name: 'Novos (4.900)' }));
    expect(bodyRows()[0]!.textContent).toContain('Formando 2');
    expect(screen.getByRole('button', { name: 'Página 49' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Página 50' })).toBeNull();
  });
});
