import { describe, expect, it } from 'vitest';
import { shopMessages } from '../messages';
import { emptyCart, setDelivery } from './cart';
import { credits, photo, product } from './cart.fixtures';
import type { DeliveryOption } from './delivery';
import { finaliseCart, payButton } from './finalise';

const option = (valor: number): DeliveryOption => ({
  id: valor ? 0 : 2,
  slug: valor ? 'sedex' : 'retirada-matriz',
  nome: valor ? 'Sedex' : 'Retirada na matriz',
  descricao: '',
  modalidade: valor ? 'entrega' : 'retirada',
  custo: '',
  valor,
});

describe('finaliseCart', () => {
  it('spec B §4.2: a cart that ships needs a delivery first', () => {
    expect(finaliseCart(emptyCart([photo(1, '15x21')]), credits())).toEqual({
      ok: false,
      error: shopMessages.chooseDeliveryFirst,
      focus: 'delivery',
    });
  });

  it('spec B §4.2: the delivery check comes before the complementary check', () => {
    expect(finaliseCart(emptyCart([product(9, 2)]), credits())).toMatchObject({
      error: shopMessages.chooseDeliveryFirst,
    });
  });

  it('spec B §4.2: missing complementary photos block the order', () => {
    const cart = setDelivery(emptyCart([product(9, 2)]), option(0));
    expect(finaliseCart(cart, credits())).toEqual({
      ok: false,
      error: shopMessages.missingComplementary,
      focus: 'complementary',
    });
  });

  it('spec B §4.2: a digital-only cart finalises without a delivery', () => {
    const result = finaliseCart(emptyCart([photo(1, 'digital')]), credits());
    expect(result).toMatchObject({ ok: true, checkout: { bruto: 1500, liquido: 1500, frete: [] } });
  });

  it.each([
    ['spec B §4.2: frete kept when something is left to pay', credits(), [option(3990)], 2500 + 3990],
    ['spec B §4.2: frete dropped when the net is 0', credits({ printed: 1 }), [], 0],
  ])('%s', (_name, ctx, frete, liquido) => {
    const delivery = liquido ? option(3990) : option(0);
    const cart = setDelivery(emptyCart([photo(1, '15x21')]), delivery);
    expect(finaliseCart(cart, ctx)).toMatchObject({ ok: true, checkout: { frete, liquido } });
  });
});

describe('payButton', () => {
  it.each([
    [
      'spec B §2.9: an amount due asks for a payment method',
      12345,
      shopMessages.choosePaymentTitle,
      'Pagar R$ 123,45',
    ],
    ['spec B §2.9: a free order is finalised', 0, shopMessages.finishOrderTitle, shopMessages.finishLabel],
  ])('%s', (_name, net, title, label) => {
    expect(payButton(net)).toEqual({ title, label });
  });
});
