import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credits, photo, product } from './cart.fixtures';
import type { CartItem } from './cart-item';
import type { DeliveryOption } from './delivery';
import { MeasureKind } from './measure-kinds';
import {
  computeCheckout,
  creditDiscount,
  creditDiscounts,
  emptyCheckout,
  grossAmount,
  shippingAmount,
} from './totals';

const sedex: DeliveryOption = {
  id: 0,
  slug: 'sedex',
  nome: 'Sedex',
  descricao: '',
  modalidade: 'entrega',
  custo: '',
  valor: 3990,
};

describe('computeCheckout', () => {
  it('spec B §4.2: the checkout starts empty', () => {
    expect(emptyCheckout()).toEqual({
      frete: [],
      descontos: { impressas: 0, digitais: 0, total: 0 },
      bruto: 0,
      liquido: 0,
    });
  });

  it.each([
    [
      'spec B §4.2: gross is Σ value × quantity',
      [photo(1, '15x21', 3), photo(2, 'digital')],
      null,
      credits(),
      3 * 2500 + 1500,
      0,
      0,
      9000,
    ],
    [
      'spec B §4.2: delivery is added when the cart ships',
      [photo(1, '15x21', 2)],
      sedex,
      credits(),
      5000,
      0,
      0,
      8990,
    ],
    [
      'spec B §4.2: no delivery for a digital-only cart',
      [photo(1, 'digital')],
      sedex,
      credits(),
      1500,
      0,
      0,
      1500,
    ],
    [
      'spec B §4.2: digital credits cover digital units',
      [photo(1, 'digital'), photo(2, 'digital')],
      null,
      credits({ digital: 1 }),
      3000,
      0,
      1500,
      1500,
    ],
    [
      'spec B §4.2: printed credits cover 15x21 when FormDownImpressas is 0',
      [photo(1, '15x21', 3)],
      sedex,
      credits({ printed: 2 }),
      7500,
      5000,
      0,
      7500 + 3990 - 5000,
    ],
    [
      'spec B §4.2: printed credits cover dig+imp when FormDownImpressas is 1',
      [photo(1, 'dig+imp', 2), photo(2, '15x21')],
      null,
      credits({ printed: 5, downImpressas: 1 }),
      8500,
      6000,
      0,
      2500,
    ],
    [
      'spec B §4.2: credits beyond the units give nothing more',
      [photo(1, '15x21')],
      null,
      credits({ printed: 9 }),
      2500,
      2500,
      0,
      0,
    ],
    [
      'spec B §6: a guest gets no discount',
      [photo(1, 'digital')],
      null,
      credits({ digital: 3, guest: true }),
      1500,
      0,
      0,
      1500,
    ],
    [
      'spec A §3: a photo that ignores credits is not covered',
      [photo(1, 'digital', 1, { ignorarCreditos: true })],
      null,
      credits({ digital: 3 }),
      1500,
      0,
      0,
      1500,
    ],
    [
      'spec B §4.2, §4.3: a product is never discounted, and a Sedex beside it is not charged',
      [product(9, 0, 2)],
      sedex,
      credits({ printed: 5, digital: 5 }),
      24000,
      0,
      0,
      24000,
    ],
  ] as [
    string,
    CartItem[],
    DeliveryOption | null,
    ReturnType<typeof credits>,
    number,
    number,
    number,
    number,
  ][])('%s', (_name, items, delivery, ctx, bruto, impressas, digitais, liquido) => {
    const c = computeCheckout(items, delivery, ctx);
    expect(c).toMatchObject({
      bruto,
      liquido,
      descontos: { impressas, digitais, total: impressas + digitais },
    });
  });

  it('spec B §4.2: frete lists the chosen delivery only when the cart ships', () => {
    expect(computeCheckout([photo(1, '15x21')], sedex, credits()).frete).toEqual([sedex]);
    expect(computeCheckout([photo(1, 'digital')], sedex, credits()).frete).toEqual([]);
    expect(shippingAmount(computeCheckout([photo(1, '15x21')], sedex, credits()))).toBe(3990);
  });

  it('spec B §4.3: a Sedex kept with a product in the cart is never charged', () => {
    const c = computeCheckout([photo(1, '15x21'), product(9)], sedex, credits());
    expect(c.frete).toEqual([]);
    expect(c.liquido).toBe(c.bruto);
  });

  it('spec B §4.2, decision 116: printed credits cover a 20x30 the producer made printed, dearest unit first', () => {
    const c = computeCheckout([photo(1, '15x21'), photo(2, '20x30', 2)], sedex, credits({ printed: 2 }));
    expect(c.descontos).toEqual({ impressas: 8000, digitais: 0, total: 8000 });
    expect(c.frete).toEqual([sedex]);
  });

  it('spec B §4.2: credits cover the dearest units first', () => {
    const items = [photo(1, '15x21', 2), { ...photo(2, '15x21'), valor: 4000 }];
    expect(creditDiscount(items, MeasureKind.printed, 1)).toBe(4000);
    expect(creditDiscount(items, MeasureKind.printed, -1)).toBe(0);
    expect(grossAmount(items)).toBe(9000);
  });

  it('spec B §4.2 (property): net = gross + delivery − discounts, discounts within [0, gross]', () => {
    const line = fc.record({
      slug: fc.constantFrom('digital', 'dig+imp', '15x21', 'produto'),
      qt: fc.integer({ min: 1, max: 20 }),
      valor: fc.integer({ min: 0, max: 100_000 }),
      ignorarCreditos: fc.boolean(),
    });
    const ctx = fc.record({
      digital: fc.integer({ min: -3, max: 60 }),
      printed: fc.integer({ min: -3, max: 60 }),
      downImpressas: fc.constantFrom(0, 1),
      guest: fc.boolean(),
      ignoreCredits: fc.boolean(),
    });
    const delivery = fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 15 }), ctx, delivery, (lines, c, fee) => {
        const items = lines.map((l, i) => ({
          ...(l.slug === 'produto' ? product(i) : photo(i, l.slug)),
          qt: l.qt,
          valor: l.valor,
          ignorarCreditos: l.ignorarCreditos,
        }));
        const chosen = fee === null ? null : { ...sedex, valor: fee };
        const out = computeCheckout(items, chosen, c);
        const { impressas, digitais, total } = out.descontos;
        expect(total).toBe(impressas + digitais);
        expect(impressas).toBeGreaterThanOrEqual(0);
        expect(digitais).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(out.bruto);
        expect(out.liquido).toBe(out.bruto + shippingAmount(out) - total);
        expect(out.liquido).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(out.liquido)).toBe(true);
        if (c.guest || c.ignoreCredits) expect(total).toBe(0);
        expect(creditDiscounts(items, c)).toEqual(out.descontos);
      }),
    );
  });
});
