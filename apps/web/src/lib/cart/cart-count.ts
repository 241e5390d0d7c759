import { useSyncExternalStore } from 'react';
import { CART_OWNER_KEY, isOwnCart } from './cart-owner';

// The header's badge reads the stored cart in the app shell, which must not load zod (decision 42): it only
// counts. Every page that changes or shows the cart validates it through cart-store.ts.

/** The open cart lives in local storage under this key (spec B §3, §7), as the wire's list (reais). */
export const CART_KEY = 'carrinho';
/** Fired on this tab when the cart changes; other tabs hear the 'storage' event. */
export const CART_CHANGE_EVENT = 'portal:cart';

let cachedRaw: string | null | undefined;
let cachedCount = 0;

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Units in a stored cart: the sum of the whole, positive quantities; a damaged entry counts 0. */
export function countStoredCart(raw: string | null): number {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return 0;
    return parsed.reduce((sum: number, line: unknown) => {
      const qt = line && typeof line === 'object' ? (line as { qt?: unknown }).qt : undefined;
      return typeof qt === 'number' && Number.isInteger(qt) && qt > 0 ? sum + qt : sum;
    }, 0);
  } catch {
    return 0;
  }
}

function readCount(): number {
  // Another registration's cart counts nothing here (cart-owner.ts).
  const raw = isOwnCart(get(CART_OWNER_KEY)) ? get(CART_KEY) : null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCount = countStoredCart(raw);
  }
  return cachedCount;
}

export function subscribeToCart(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(CART_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CART_CHANGE_EVENT, listener);
  };
}

/** The header's badge: how many units the cart holds, re-rendering when it changes. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCount, () => 0);
}
