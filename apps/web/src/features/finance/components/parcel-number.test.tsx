import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, mockFinanceHome } from '../finance.fixtures';

/**
 * Ana's contract, its two open boletos numbered by the server in the contract's schedule (decision 125): one
 * untitled, one the producer titled 'Parcela 3/5' (the producer's words win over the number).
 */
function numbered() {
  const contract = makeContract();
  return makeContract({
    AlParcelas: contract.AlParcelas.map((p) =>
      p.parcid === 502
        ? { ...p, parctitulo: null, numero: { numero: 1, de: 12 } }
        : p.parcid === 501
          ? { ...p, parctitulo: 'Parcela 3/5', numero: { numero: 2, de: 12 } }
          : { ...p, numero: null },
    ),
  });
}

describe('parcel numbers per contract (decision 125)', () => {
  it("decision 125: the contract view names an untitled scheduled parcel 'Parcela 1/12', a titled one by its title, never its global id", async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [numbered()]);
    await renderApp('/');
    const card = await screen.findByRole('region', { name: 'Área Financeira' });
    const [block] = await within(card).findAllByRole('article');
    const text = block!.textContent ?? '';
    expect(text).toContain('Parcela 1/12');
    expect(text).toContain('Parcela 3/5');
    expect(text).not.toContain('Parcela 2/12');
    expect(text).toContain('Entrada');
    expect(text).not.toMatch(/nº 50\d/);
  });

  it('decision 125: the statement lists an untitled parcel under its number, a titled one under its title', async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [numbered()]);
    await renderApp('/financeiro/extrato/77');
    const table = await screen.findByRole('table');
    const titles = within(table)
      .getAllByRole('row')
      .slice(1, -2)
      .map((row) => row.querySelector('th')?.textContent);
    expect(titles).toEqual(['Entrada', 'Parcela 1/12', 'Parcela 3/5']);
  });
});
