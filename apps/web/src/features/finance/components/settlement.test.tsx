import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, makeParcel, mockFinanceHome } from '../finance.fixtures';

const paidBadge = {
  status: 'paid',
  label: 'Pago',
  tone: 'success',
  date: '2026-11-20',
  action: 'none',
  notice: null,
} as const;

/**
 * Five scheduled parcels of R$ 318,00 after the student paid R$ 720,00 as 'Contrato' on 20/11/2026, as the
 * API answers it (decision 129): parcels 3 and 4 settled, R$ 84,00 of parcel 5, R$ 234,00 em aberto.
 */
function afterFreePayment() {
  const scheduled = (n: number, over: Parameters<typeof makeParcel>[0]) =>
    makeParcel({
      parcid: 600 + n,
      parcvalor: 318,
      parcadmin: null,
      parcorigem: null,
      parctitulo: null,
      numero: { numero: n, de: 5 },
      ...over,
    });
  return makeContract({
    AlParcelas: [
      scheduled(3, {
        parcvencimento: '2026-11-14',
        situacao: paidBadge,
        quitacao: { situacao: 'settled', coberto: 318, aberto: 0 },
      }),
      scheduled(4, {
        parcvencimento: '2026-12-14',
        situacao: { ...paidBadge, status: 'paidBeforeDue', label: 'Pago antes do vencimento' },
        quitacao: { situacao: 'settled', coberto: 318, aberto: 0 },
      }),
      scheduled(5, {
        parcvencimento: '2027-01-14',
        quitacao: { situacao: 'partlySettled', coberto: 84, aberto: 234 },
      }),
      makeParcel({
        parcid: 700,
        parcvalor: 720,
        parcforma: 6,
        parctitulo: null,
        parcvencimento: '2026-11-25',
        parcpagoem: '2026-11-20',
        parcvalorpago: 720,
        situacao: paidBadge,
        quita: [
          { parcid: 603, valor: 318 },
          { parcid: 604, valor: 318 },
          { parcid: 605, valor: 84 },
        ],
      }),
    ],
    AlExtras: [],
    ItensPacotes: [],
    totais: { valor: 1590, ajuste: 0, tipoAjuste: null, extras: 0, pacotes: 0, pago: 1356, emAberto: 234 },
    aviso: null,
  });
}

describe('a free payment settles the scheduled parcels, oldest due first (decision 129)', () => {
  it("decision 129: the card shows Parcela 3/5 'Pago', what is left of 5/5, what the payment settled, and no reminder", async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [afterFreePayment()]);
    await renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Área Financeira' }));
    await card.findByRole('article');
    const row = (title: string) => card.getByText(title, { selector: '.fin-parcel-title' }).closest('li')!;
    expect(within(row('Parcela 3/5')).getByText('Pago')).toBeTruthy();
    expect(within(row('Parcela 3/5')).queryByText('Venceu')).toBeNull();
    expect(within(row('Parcela 3/5')).getByText('Quitada pelos seus pagamentos.')).toBeTruthy();
    expect(
      within(row('Parcela 5/5')).getByText('Já pago R$ 84,00 desta parcela; faltam R$ 234,00.'),
    ).toBeTruthy();
    expect(card.getByText('Quitou Parcela 3/5, Parcela 4/5 e R$ 84,00 da Parcela 5/5.')).toBeTruthy();
    expect(card.queryByRole('note', { name: /em aberto/ })).toBeNull();
    expect(card.queryByText(/está em aberto/)).toBeNull();
  });

  it('decision 129: while a parcel is past due and owed, the card says so in the reminder the API words', async () => {
    signInAs();
    const aviso = 'Parcela 3/5, com vencimento em 14/11/2026, está em aberto: faltam R$ 318,00.';
    mockFinanceHome(makeCadastro(), [makeContract({ aviso })]);
    await renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Área Financeira' }));
    await card.findByRole('article');
    expect(card.getByText(aviso)).toBeTruthy();
  });

  it("decision 129: the statement's 'Em aberto' is the card's, and each row says what was settled", async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [afterFreePayment()]);
    await renderApp('/financeiro/extrato/77');
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toContainEqual(['Em aberto', 'R$ 234,00']);
    expect(rows.find((r) => r[0] === 'Parcela 3/5')?.[4]).toBe('Pago Quitada pelos seus pagamentos.');
    expect(rows.find((r) => r[0] === 'Parcela 5/5')?.[4]).toBe(
      'Vence Já pago R$ 84,00 desta parcela; faltam R$ 234,00.',
    );
    // The summary above the table shows the same figure.
    expect(screen.getAllByText('R$ 234,00').length).toBeGreaterThanOrEqual(2);
  });

  it("decision 129: the payment's receipt names the parcels it settled, as the card does", async () => {
    signInAs();
    mockFinanceHome(makeCadastro(), [afterFreePayment()]);
    await renderApp('/financeiro/recibo/700');
    const receipt = within(await screen.findByRole('article', { name: 'Recibo número 700' }));
    const rows = Object.fromEntries(
      receipt.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(rows).toHaveProperty('Quitação', 'Quitou Parcela 3/5, Parcela 4/5 e R$ 84,00 da Parcela 5/5.');
  });
});
