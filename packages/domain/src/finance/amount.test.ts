import { describe, expect, it } from 'vitest';
import { amountProblem, amountProblemMessage, isAmountPayable, paymentBounds, remainingFor } from './amount';
import type { ContractTotals } from './contract-totals';
import { DEFAULT_FINANCE_SETTINGS } from './settings';

describe('payment amount', () => {
  it.each([
    // [remaining, minimum, maximum]
    [300_000, 10_000, 300_000],
    [10_000, 10_000, 10_000],
    [4_000, 4_000, 4_000],
    [0, 0, 0],
    [-5, 0, 0],
  ])('spec A §5: with %i open the bounds are %i–%i', (remaining, minimum, maximum) => {
    expect(paymentBounds(remaining, DEFAULT_FINANCE_SETTINGS)).toEqual({ minimum, maximum });
  });

  const bounds = paymentBounds(300_000, DEFAULT_FINANCE_SETTINGS);
  it.each([
    [10_000, null],
    [300_000, null],
    [9_999, 'belowMinimum'],
    [0, 'belowMinimum'],
    [-100, 'belowMinimum'],
    [10_000.5, 'belowMinimum'],
    [300_001, 'aboveRemaining'],
  ] as const)('spec A §5: amount %d → %s', (amount, problem) => {
    expect(amountProblem(amount, bounds)).toBe(problem);
    expect(isAmountPayable(amount, bounds)).toBe(problem === null);
  });

  it('spec A §5: amount below the minimum is refused with the minimum in reais', () => {
    expect(amountProblemMessage('belowMinimum', bounds)).toBe('O valor mínimo para pagamento é R$ 100,00.');
    expect(amountProblemMessage('aboveRemaining', bounds)).toBe(
      'O valor máximo para este pagamento é R$ 3.000,00.',
    );
  });

  it('spec A §5: nothing open refuses any amount', () => {
    const none = paymentBounds(0, DEFAULT_FINANCE_SETTINGS);
    expect(amountProblem(10_000, none)).toBe('nothingDue');
    expect(amountProblemMessage('nothingDue', none)).toBe(
      'Não há valor em aberto para este tipo de pagamento.',
    );
  });

  it('spec A §2: the remaining of each type', () => {
    const totals = { contractRemaining: 5, extrasRemaining: 7 } as ContractTotals;
    expect(remainingFor('Contrato', totals)).toBe(5);
    expect(remainingFor('Extras', totals)).toBe(7);
  });
});
