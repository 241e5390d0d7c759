import {
  allowedDelivery,
  type Cart,
  type CartChange,
  cartItemToWire,
  emptyCart,
  toReais,
} from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { CART_CHANGE_EVENT, CART_KEY, subscribeToCart } from './cart-count';
import { parseCartLines, parseDelivery } from './cart-lines';
import { CART_OWNER_KEY, currentCartOwner, isOwnCart } from './cart-owner';
import { scheduleCartSave } from './cart-sync';

/** The chosen delivery, kept beside the cart's lines. */
export const DELIVERY_KEY = 'carrinho-entrega';

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

let current: Cart = emptyCart();
let seenItems: string | null | undefined;
let seenDelivery: string | null | undefined;
let seenOwner: string | undefined;

/**
 * The open cart (the domain's `Cart`, money in centavos), read from local storage and validated there, as
 * it enters; re-read when another tab changes it. Another registration's cart reads as empty. The one-step
 * undo lives in this tab only.
 */
export function readCart(): Cart {
  const own = isOwnCart(get(CART_OWNER_KEY));
  const rawItems = own ? get(CART_KEY) : null;
  const rawDelivery = own ? get(DELIVERY_KEY) : null;
  const owner = currentCartOwner();
  if (rawItems === seenItems && rawDelivery === seenDelivery && owner === seenOwner) return current;
  // Another session's undo never reaches this one.
  const undo = owner === seenOwner ? current.undo : null;
  seenOwner = owner;
  seenItems = rawItems;
  seenDelivery = rawDelivery;
  const items = parseCartLines(parseJson(rawItems));
  const delivery = parseDelivery(parseJson(rawDelivery));
  current = { items, delivery: allowedDelivery(items, delivery), undo };
  return current;
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the cart lasts for this page and is still saved on the server.
  }
}

/**
 * Makes `next` the open cart: stored locally, announced to the page, and (unless `save` is false, as for a
 * cart restored from the server) saved on the server.
 */
export function writeCart(next: Cart, { save = true }: { save?: boolean } = {}): void {
  const cart: Cart = { ...next, delivery: allowedDelivery(next.items, next.delivery) };
  const wire = cart.items.map(cartItemToWire);
  const rawItems = wire.length > 0 ? JSON.stringify(wire) : null;
  const rawDelivery = cart.delivery
    ? JSON.stringify({ ...cart.delivery, valor: toReais(cart.delivery.valor) })
    : null;
  set(CART_KEY, rawItems);
  set(DELIVERY_KEY, rawDelivery);
  set(CART_OWNER_KEY, rawItems ? currentCartOwner() : null);
  current = cart;
  seenOwner = currentCartOwner();
  seenItems = get(CART_KEY);
  seenDelivery = get(DELIVERY_KEY);
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  if (save) scheduleCartSave(wire);
}

/** Applies a domain change to the open cart; returns the change, whose message or error the caller shows. */
export function changeCart(change: (cart: Cart) => CartChange): CartChange {
  const result = change(readCart());
  if (result.ok) writeCart(result.cart);
  return result;
}

/** Applies a change that cannot be refused (a quantity, dispensing complementaries, an undo). */
export function updateCart(change: (cart: Cart) => Cart): void {
  writeCart(change(readCart()));
}

/** The open cart, re-rendering when it changes (here or in another tab). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeToCart, readCart, readCart);
}
