import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { CartItem } from '../cart-store';

/** One saved entry of GET /api/cache/{type}: `content` holds the cart list (spec B §7). */
interface CacheEntry {
  tipo?: string;
  content?: unknown;
}

/** The open order kept on the server, or null when there is none (an empty list or 404). */
async function fetchOpenOrder(): Promise<CartItem[] | null> {
  try {
    const entries = await api<CacheEntry[]>('/cache/cart');
    const content = Array.isArray(entries) ? entries[0]?.content : undefined;
    return Array.isArray(content) && content.length > 0 ? (content as CartItem[]) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** 'Continuar um pedido anterior...' (spec B §4.2). */
export function useRestoreOpenOrder() {
  return useMutation({ mutationFn: fetchOpenOrder });
}
