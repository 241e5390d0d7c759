import { describe, expect, it } from 'vitest';
import { fullyDiscountedStamps, isFullyDiscounted } from './discounted';

describe('fully discounted order', () => {
  it('spec A §4: an order that costs something gets no stamps', () => {
    expect(isFullyDiscounted({ pedTotal: 100, pedDesconto: 99 })).toBe(false);
    expect(
      fullyDiscountedStamps({ pedTotal: 100, pedDesconto: 99, pedSoDigital: 1 }, '2026-01-10'),
    ).toBeNull();
  });

  it("spec A §4: a free order with prints is paid at once with 'Pacote contratado'", () => {
    expect(
      fullyDiscountedStamps({ pedTotal: 5_000, pedDesconto: 5_000, pedSoDigital: 0 }, '2026-01-10'),
    ).toEqual({
      pedFinanceiro: '2026-01-10',
      pedPagamento: 100,
      pedDoc: 'Pacote contratado',
      pedAdmFinanceiro: 'Portal',
    });
  });

  it("spec A §4: a free digital-only order is also processed, ready and delivered by 'Portal'", () => {
    expect(fullyDiscountedStamps({ pedTotal: 0, pedDesconto: 0, pedSoDigital: 1 }, '2026-01-10')).toEqual({
      pedFinanceiro: '2026-01-10',
      pedPagamento: 100,
      pedDoc: 'Pacote contratado',
      pedAdmFinanceiro: 'Portal',
      pedProcessamento: '2026-01-10',
      pedOk: '2026-01-10',
      pedEntregue: '2026-01-10',
      pedAdmin: 'Portal',
      pedAdmEntrega: 'Portal',
    });
  });
});
