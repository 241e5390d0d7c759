import { describe, expect, it } from 'vitest';
import { shopMessages } from '../messages';
import { credits, photo, product } from '../shop/cart.fixtures';
import { deliveryOffers, pickDelivery } from '../shop/delivery';
import { placeOrder } from './place';

const offer = (slug: string, sedexPrice: number | null = 3000) => {
  const all = deliveryOffers({
    items: [photo(1, '15x21')],
    address: { cidade: 'Porto Alegre', uf: 'RS' },
    sedexPrice,
  });
  const found = pickDelivery(all.find((o) => o.slug === slug)!);
  if (!found.ok) throw new Error(found.error);
  return found.delivery;
};

describe('placing an order from a priced cart', () => {
  it('spec B §4.2: a shipped cart without a delivery is refused, then every complementary photo is required', () => {
    expect(placeOrder([photo(1, '15x21')], { delivery: null }, credits())).toEqual({
      ok: false,
      error: shopMessages.chooseDeliveryFirst,
      focus: 'delivery',
    });
    expect(placeOrder([product(9, 2)], { delivery: offer('retirada-matriz') }, credits())).toMatchObject({
      ok: false,
      error: shopMessages.missingComplementary,
    });
  });

  it('spec A §3, decision 77: counts, delivery and values; pedTotal − pedDesconto is the net', () => {
    const result = placeOrder(
      [photo(1, '15x21', 3), photo(2, 'digital')],
      { delivery: offer('motoboy') },
      credits({ digital: 5 }),
    );
    expect(result.ok && result.fields).toEqual({
      pedFrete: 5000,
      pedModalidadeFrete: 'entrega',
      pedQuantidade: 4,
      pedImpressa: 3,
      pedSoDigital: 0,
      pedDesconto: 1500,
      pedTotal: 3 * 2500 + 1500 + 5000,
    });
    expect(result.ok && result.checkout.liquido).toBe(3 * 2500 + 5000);
    expect(result.ok && result.creditsUsed).toEqual({ digital: 1, printed: 0 });
  });

  it('spec B §5.3: credits used are the units they cover, never more than the pool', () => {
    const result = placeOrder(
      [photo(1, '15x21', 4)],
      { delivery: offer('retirada-matriz') },
      credits({ printed: 2 }),
    );
    expect(result.ok && result.creditsUsed).toEqual({ digital: 0, printed: 2 });
    expect(result.ok && result.fields.pedDesconto).toBe(5000);
  });

  it('spec B §4.3: a product keeps only pick-up, whatever delivery the client named', () => {
    const result = placeOrder([product(9)], { delivery: offer('sedex') }, credits());
    expect(result).toMatchObject({ ok: false, focus: 'delivery' });
    const pickup = placeOrder([product(9)], { delivery: offer('retirada-matriz') }, credits());
    expect(pickup.ok && pickup.fields.pedModalidadeFrete).toBe('retirada');
  });

  it('spec A §4: a digital-only order covered by credits is free and keeps no delivery', () => {
    const result = placeOrder([photo(1, 'digital')], { delivery: offer('motoboy') }, credits({ digital: 1 }));
    expect(result.ok && result.fields).toMatchObject({
      pedSoDigital: 1,
      pedTotal: 1500,
      pedDesconto: 1500,
      pedFrete: 0,
      pedModalidadeFrete: null,
    });
    expect(result.ok && result.deliverySlug).toBeNull();
  });

  it("spec A §3, decision 116: a producer's printed '20x30' asks for a delivery and makes the order printed, not 'somente digital'", () => {
    expect(placeOrder([photo(1, '20x30')], { delivery: null }, credits())).toMatchObject({
      ok: false,
      focus: 'delivery',
    });
    const result = placeOrder(
      [photo(1, '20x30', 2)],
      { delivery: offer('motoboy') },
      credits({ printed: 1 }),
    );
    expect(result.ok && result.fields).toMatchObject({
      pedImpressa: 2,
      pedSoDigital: 0,
      pedFrete: 5000,
      pedModalidadeFrete: 'entrega',
      pedDesconto: 4000,
    });
    expect(result.ok && result.creditsUsed).toEqual({ digital: 0, printed: 1 });
  });
});
