// The open cart shared by the album, the products and the cart screens (decision 39's shared layer). The app
// shell imports only `cart-count.ts` (no zod there, decision 42); this barrel is for the lazy pages.

export { newCartId } from './cart-id';
export { parseCartLines } from './cart-lines';
export { changeCart, readCart, updateCart, useCart, writeCart } from './cart-store';
export { CART_SAVE_DELAY_MS, fetchOpenOrder, flushCartSave } from './cart-sync';
export { creditContextOf } from './credit-context';
export { type ShopSession, useShopSession } from './shop-session';
