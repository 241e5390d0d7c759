import { afterEach, describe, expect, it } from 'vitest';
import { cartCount, readCart } from './cart-store';

afterEach(() => localStorage.clear());

describe('cart store', () => {
  it('spec B §3: the cart under "carrinho"; the badge counts units (sum of qt); damage reads as empty', () => {
    localStorage.setItem(
      'carrinho',
      JSON.stringify([{ idCart: 'a', qt: 2 }, { idCart: 'b', qt: 1 }, { idCart: 'c' }]),
    );
    expect(cartCount(readCart())).toBe(3);
    localStorage.setItem('carrinho', 'oops');
    expect(readCart()).toEqual([]);
  });
});
