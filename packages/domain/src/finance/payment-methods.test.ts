import { describe, expect, it } from 'vitest';
import {
  isPaymentMethodId,
  PARCEL_TYPE_LABELS,
  PAYMENT_METHODS,
  PaymentMethod,
  paymentMethodName,
} from './payment-methods';

describe('payment methods', () => {
  it.each([
    [100, 'credito'],
    [1, 'dinheiro'],
    [2, 'cartao'],
    [3, 'cheque'],
    [4, 'deposito'],
    [5, 'boleto'],
    [6, 'pix'],
  ] as const)('spec A §3: method %i is %s', (id, slug) => {
    expect(PaymentMethod[slug]).toBe(id);
    expect(PAYMENT_METHODS[id].slug).toBe(slug);
    expect(isPaymentMethodId(id)).toBe(true);
  });

  it('spec A §3: the card has credit and debit variants', () => {
    expect(PAYMENT_METHODS[2].variacao).toEqual(['credito', 'debito']);
  });

  it.each([0, 7, 99, -1])('spec A §3: %i is not a method', (id) => {
    expect(isPaymentMethodId(id)).toBe(false);
    expect(paymentMethodName(id)).toBeNull();
  });

  it('spec A §2: names and type labels for the buttons', () => {
    expect(paymentMethodName(6)).toBe('PIX');
    expect(PARCEL_TYPE_LABELS.Extras).toBe('Extras e Pacotes');
  });
});
