import { describe, expect, it } from 'vitest';
import { canDownloadOrder } from './download';
import { orderNet, orderValueLabel } from './order';

describe('order value and download', () => {
  it.each([
    [10_000, 0, 10_000, 'R$ 100,00'],
    [10_000, 10_000, 0, 'Crédito'],
    [10_000, 12_000, 0, 'Crédito'],
    [123_456, 456, 123_000, 'R$ 1.230,00'],
  ])('spec A §2: total %i minus discount %i → %i shown as %s', (pedTotal, pedDesconto, net, label) => {
    expect(orderNet({ pedTotal, pedDesconto })).toBe(net);
    expect(orderValueLabel({ pedTotal, pedDesconto })).toBe(label);
  });

  it.each([
    ['paid', '2026-01-10', 10_000, 0, true],
    ['unpaid', null, 10_000, 0, false],
    ['free', null, 10_000, 10_000, true],
    ['unpaid with a partial discount', null, 10_000, 9_999, false],
  ] as const)(
    'spec A §5: download of a %s order: %s',
    (_case, pedFinanceiro, pedTotal, pedDesconto, allowed) => {
      expect(canDownloadOrder({ pedFinanceiro, pedTotal, pedDesconto })).toBe(allowed);
    },
  );
});
