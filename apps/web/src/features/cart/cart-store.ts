import { useSyncExternalStore } from 'react';

/** The open cart lives in local storage under this key (spec B §3, §7). */
export const CART_KEY = 'carrinho';

/** A cart line as spec B §3 describes it; only the fields the web reads are typed strictly. */
export interface CartItem {
  idCart: string;
  id: number | string;
  evento?: number | string;
  caminho?: string;
  nome: string;
  descricao?: string;
  /** Unit price in reais, as on the wire. */
  valor: number;
  qt: number;
  tipo: string;
  tamanho?: number | string;
  complementar?: number;
  slug?: string;
  detalhes?: Record<string, unknown>;
}

const CHANGE_EVENT = 'portal:cart';
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.qt === 'number' && Number.isFinite(item.qt);
}

/** The stored cart; a damaged entry reads as empty. */
export function readCart(): CartItem[] {
  const raw = localStorage.getItem(CART_KEY);
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    cachedItems = [];
  }
  return cachedItems;
}

export function writeCart(items: CartItem[]): void {
  if (items.length === 0) localStorage.removeItem(CART_KEY);
  else localStorage.setItem(CART_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** How many units the cart holds: the sum of the quantities. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, Math.trunc(item.qt)), 0);
}

function subscribe(listener: () => void) {
  // 'storage' brings changes from other tabs; CHANGE_EVENT those of this one.
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => cachedItems);
}

/** The header's badge: how many units the cart holds, re-rendering when it changes. */
export function useCartCount(): number {
  return cartCount(useCart());
}
