import { CACHE_TYPES, type CartItem, type CartItemWire } from '@portal/domain';
import { ApiError } from '../api-client';
import { defineCall } from '../define-call';
import { getToken } from '../session';
import { parseCartLines } from './cart-lines';

const CART_CACHE = CACHE_TYPES[0];
/** Changes within this time go to the server as one save (a quantity typed digit by digit). */
export const CART_SAVE_DELAY_MS = 800;

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: CartItemWire[] | null = null;
let inFlight: Promise<void> = Promise.resolve();

/** The saves' answers are not read: the local cart stays the truth on this device (decision 72). */
const notRead = { parse: (): void => undefined };

/** POST /api/cache {tipo, content}: the open cart, for another device. */
const saveCart = defineCall({
  method: 'POST',
  path: '/cache',
  body: (items: CartItemWire[]) => ({ tipo: CART_CACHE, content: items }),
  answer: notRead,
});

/** DELETE /api/cache/cart: the cart was emptied. */
const deleteCart = defineCall({ method: 'DELETE', path: `/cache/${CART_CACHE}`, answer: notRead });

/** The content of the first entry of GET /cache/cart, checked line by line (zod-free: the shell's). */
function openOrderOf(entries: unknown): CartItem[] {
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  const content = first && typeof first === 'object' && 'content' in first ? first.content : undefined;
  return parseCartLines(content);
}

/** GET /api/cache/cart: the open order kept on the server. */
const getOpenOrder = defineCall({ path: `/cache/${CART_CACHE}`, answer: { parse: openOrderOf } });

async function send(items: CartItemWire[]): Promise<void> {
  try {
    // Signed out meanwhile (logout, an expired session): nobody to save for. Inside the try: a save that
    // fires once the page's storage is gone must not become an unhandled rejection.
    if (!getToken()) return;
    if (items.length > 0) {
      await saveCart(items);
    } else {
      await deleteCart();
    }
  } catch (error) {
    // The local cart stays the truth on this device; the next change saves again (decision 72).
    console.warn('cart not saved on the server', error instanceof ApiError ? error.type : error);
  }
}

/** Sends the waiting save now; resolves once the server answered. */
export function flushCartSave(): Promise<void> {
  clearTimeout(timer);
  const items = pending;
  pending = null;
  if (items) inFlight = inFlight.then(() => send(items));
  return inFlight;
}

/**
 * Keeps the open cart on the server (spec B §4.2, §7: POST /cache, DELETE /cache/cart when it is emptied),
 * so that another device can restore it. Saves are debounced and sent in order.
 */
export function scheduleCartSave(items: CartItemWire[]): void {
  pending = items;
  clearTimeout(timer);
  timer = setTimeout(() => void flushCartSave(), CART_SAVE_DELAY_MS);
}

if (typeof window !== 'undefined') {
  // Leaving the page (a reload, closing the tab) sends what is waiting rather than losing it.
  window.addEventListener('pagehide', () => void flushCartSave());
}

/** The open order kept on the server (GET /cache/cart, its first entry's content), or null when none. */
export async function fetchOpenOrder(): Promise<CartItem[] | null> {
  let items: CartItem[];
  try {
    items = await getOpenOrder();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return items.length > 0 ? items : null;
}
