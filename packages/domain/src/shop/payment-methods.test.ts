import { describe, expect, it } from 'vitest';
import { isShopPaymentMethodOffered, shopPaymentMethods } from './payment-methods';

const methods = [100, 1, 2, 3, 4, 5, 6, 99, 101].map((id) => ({ id, nome: `m${id}` }));

describe('shopPaymentMethods', () => {
  it.each([
    ['spec B §2.10: a zero total offers only credit (100)', 0, [100]],
    ['spec B §2.10: a positive total offers 2–99 except 3', 1, [2, 4, 5, 6, 99]],
  ])('%s', (_name, total, ids) => {
    expect(shopPaymentMethods(methods, total).map((m) => m.id)).toEqual(ids);
  });

  it.each([
    [1, 5000, false],
    [2, 5000, true],
    [3, 5000, false],
    [99, 5000, true],
    [100, 5000, false],
    [100, 0, true],
    [6, 0, false],
  ])('spec B §9: method %i for total %i offered → %s', (id, total, offered) => {
    expect(isShopPaymentMethodOffered(id, total)).toBe(offered);
  });
});
