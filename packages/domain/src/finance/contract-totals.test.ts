import { describe, expect, it } from 'vitest';
import { adjustmentKind, type ContractTotalsInput, contractTotals } from './contract-totals';

type P = ContractTotalsInput['parcels'][number];
const parcel = (over: Partial<P>): P => ({
  parcvalor: 0,
  parcdesconto: 0,
  parcacrescimo: 0,
  parctipo: 'Contrato',
  parcpagoem: '2026-01-10',
  parcvisivel: 1,
  ...over,
});

const input: ContractTotalsInput = {
  cttotalprazo: 300_000,
  parcels: [
    parcel({ parcvalor: 50_000 }),
    parcel({ parcvalor: 40_000, parcacrescimo: 1_000 }),
    parcel({ parcvalor: 30_000, parcpagoem: null }),
    parcel({ parcvalor: 20_000, parcvisivel: 0 }),
    parcel({ parcvalor: 10_000, parctipo: 'Extras' }),
    parcel({ parcvalor: 15_000, parctipo: 'Desconto' }),
    parcel({ parcvalor: 9_900, parctipo: 'E-commerce' }),
  ],
  extras: [{ exvalor: 12_000 }, { exvalor: 8_000 }],
  packageItems: [
    { pctItemValor: 2_500, pctItemQuant: 2, pctItemAtivo: 1 },
    { pctItemValor: 9_999, pctItemQuant: 1, pctItemAtivo: 0 },
  ],
};

describe('contract totals', () => {
  it('spec A §1, §2: the contract view figures come from parcels, extras and package items', () => {
    expect(contractTotals(input)).toEqual({
      contractValue: 300_000,
      surcharges: 1_000,
      discounts: 15_000,
      adjustment: -14_000,
      extrasTotal: 20_000,
      packageItemsTotal: 5_000,
      contractPaid: 90_000,
      extrasPaid: 10_000,
      totalPaid: 100_000,
      contractSettled: 105_000,
      contractRemaining: 195_000,
      extrasRemaining: 15_000,
      remaining: 210_000,
    });
  });

  it('spec A §4: unpaid and hidden parcels settle nothing', () => {
    const t = contractTotals({
      ...input,
      parcels: [parcel({ parcvalor: 1, parcpagoem: null }), parcel({ parcvalor: 1, parcvisivel: 0 })],
    });
    expect(t.totalPaid).toBe(0);
    expect(t.contractRemaining).toBe(300_000);
  });

  it('spec A §5: a cash-discount parcel settles its full parcvalor, the discount shows as desconto', () => {
    const t = contractTotals({ ...input, parcels: [parcel({ parcvalor: 300_000, parcdesconto: 30_000 })] });
    expect(t.contractRemaining).toBe(0);
    expect(t.discounts).toBe(30_000);
  });

  it('spec A §2: overpaying never shows a negative remaining', () => {
    const t = contractTotals({
      ...input,
      parcels: [parcel({ parcvalor: 400_000 }), parcel({ parcvalor: 99_000, parctipo: 'Extras' })],
    });
    expect(t.contractRemaining).toBe(0);
    expect(t.extrasRemaining).toBe(0);
  });

  it.each([
    [100, 'reajuste'],
    [-1, 'desconto'],
    [0, null],
  ] as const)('spec A §2: adjustment %i reads as %s', (adjustment, kind) => {
    expect(adjustmentKind(adjustment)).toBe(kind);
  });
});
