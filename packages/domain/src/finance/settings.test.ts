import { describe, expect, it } from 'vitest';
import { DEFAULT_FINANCE_SETTINGS, resolveFinanceSettings } from './settings';

describe('finance settings', () => {
  it('spec A §5, §9: defaults are minimum 100, 12 card instalments, due and checkout in 5 days', () => {
    expect(DEFAULT_FINANCE_SETTINGS).toEqual({
      minimumPayment: 10_000,
      cardMaxInstalments: 12,
      boletoFee: 0,
      dueDays: 5,
      cardCheckoutDays: 5,
    });
  });

  it('DESIGN §5: the boleto fee is off by default and can be set to 3.50 or 5.00', () => {
    expect(resolveFinanceSettings().boletoFee).toBe(0);
    expect(resolveFinanceSettings({ boletoFee: 350 }).boletoFee).toBe(350);
    expect(resolveFinanceSettings({ boletoFee: 500, cardMaxInstalments: 4 })).toMatchObject({
      boletoFee: 500,
      cardMaxInstalments: 4,
      minimumPayment: 10_000,
    });
  });

  it.each([
    [{ minimumPayment: 0 }],
    [{ cardMaxInstalments: 0 }],
    [{ boletoFee: -1 }],
    [{ boletoFee: 1.5 }],
    [{ dueDays: 0 }],
  ])('spec A §9: a bad setting %j is refused at start', (bad) => {
    expect(() => resolveFinanceSettings(bad)).toThrow();
  });
});
