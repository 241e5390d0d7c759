import { describe, expect, it } from 'vitest';
import { DEFAULT_PIX_CITY, type PaymentSettings, resolvePaymentSettings } from './payment-settings';
import { DEFAULT_FINANCE_SETTINGS } from './settings';

const defaults: PaymentSettings = {
  ...DEFAULT_FINANCE_SETTINGS,
  pix: { key: null, merchantName: 'Formaturas', merchantCity: DEFAULT_PIX_CITY },
  bankDeposit: null,
};

describe('payment settings', () => {
  it('spec A §9: without stored settings the defaults hold (12 card instalments, city Porto Alegre)', () => {
    const { settings, problems } = resolvePaymentSettings(defaults, undefined);
    expect(settings).toEqual(defaults);
    expect(settings.cardMaxInstalments).toBe(12);
    expect(settings.pix.merchantCity).toBe('Porto Alegre');
    expect(problems).toEqual([]);
  });

  it('decision 52: the producer sets card maximum, boleto fee, PIX merchant and deposit details', () => {
    const { settings } = resolvePaymentSettings(defaults, {
      cardMaxInstalments: 4,
      boletoFee: 350,
      pixKey: '12345678000199',
      pixMerchantName: 'Foto Formaturas Ltda',
      pixMerchantCity: 'Canoas',
      bankDeposit: 'Banco do Brasil, agência 1234-5, conta 67890-1',
    });
    expect(settings).toMatchObject({
      cardMaxInstalments: 4,
      boletoFee: 350,
      minimumPayment: 10_000,
      pix: { key: '12345678000199', merchantName: 'Foto Formaturas Ltda', merchantCity: 'Canoas' },
      bankDeposit: 'Banco do Brasil, agência 1234-5, conta 67890-1',
    });
  });

  it.each([
    ['cardMaxInstalments', 0],
    ['cardMaxInstalments', 2.5],
    ['boletoFee', -1],
    ['pixKey', 'com espaço'],
    ['pixMerchantName', 'A'.repeat(26)],
    ['pixMerchantCity', 'Cidade Muito Comprida Demais'],
  ])('decision 52: a bad stored %s (%j) keeps the default and is reported', (key, value) => {
    const { settings, problems } = resolvePaymentSettings(defaults, { [key]: value });
    expect(settings).toEqual(defaults);
    expect(problems).toEqual([key]);
  });

  it('decision 52: an empty deposit text reads as none', () => {
    expect(resolvePaymentSettings(defaults, { bankDeposit: '  ' }).settings.bankDeposit).toBeNull();
  });
});
