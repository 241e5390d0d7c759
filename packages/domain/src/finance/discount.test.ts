import { describe, expect, it } from 'vitest';
import { cashDiscount, cashDiscountNotice, cashDiscountOpen, settlementDiscount } from './discount';

const terms = { FormValorPrazo: 300_000, FormValor: 270_000, FormLimiteAvista: '2026-03-31' };

describe('cash discount', () => {
  it.each([
    ['2026-03-30', true],
    ['2026-03-31', true],
    ['2026-04-01', false],
  ])('spec A §4: on %s the window is open: %s', (today, open) => {
    expect(cashDiscountOpen(today, terms)).toBe(open);
  });

  it('spec A §4: no limit date or no price difference, no window', () => {
    expect(cashDiscountOpen('2026-01-01', { ...terms, FormLimiteAvista: null })).toBe(false);
    expect(cashDiscountOpen('2026-01-01', { ...terms, FormValor: 300_000 })).toBe(false);
  });

  it.each([
    // [open contract, discount]
    [300_000, 30_000],
    [150_000, 15_000],
    [100_000, 10_000],
    [400_000, 30_000],
    [0, 0],
  ])(
    'spec A §5: settling %i at once earns %i (FormValorPrazo − FormValor, by the open share)',
    (remaining, discount) => {
      expect(settlementDiscount(remaining, '2026-03-01', terms)).toBe(discount);
    },
  );

  it.each([
    ['the whole contract at once', { type: 'Contrato', amount: 300_000, instalments: 1 }, 30_000],
    ['part of the contract', { type: 'Contrato', amount: 200_000, instalments: 1 }, 0],
    ['the whole contract in 3 card instalments', { type: 'Contrato', amount: 300_000, instalments: 3 }, 0],
    ['extras', { type: 'Extras', amount: 300_000, instalments: 1 }, 0],
  ])('spec A §5: paying %s', (_case, request, discount) => {
    expect(cashDiscount(request, 300_000, '2026-03-31', terms)).toBe(discount);
    expect(cashDiscount(request, 300_000, '2026-04-01', terms)).toBe(0);
  });

  it('spec A §4: the deadline message shows while the window is open', () => {
    expect(cashDiscountNotice(300_000, '2026-03-31', terms)).toBe(
      'Quitando o saldo do contrato à vista até 31/03/2026, você ganha R$ 300,00 de desconto.',
    );
    expect(cashDiscountNotice(300_000, '2026-04-01', terms)).toBeNull();
    expect(cashDiscountNotice(0, '2026-03-01', terms)).toBeNull();
  });
});
