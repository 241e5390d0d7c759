import { type CartItem, emptyCart, shopMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/toast';
import { currentCartOwner } from './cart-owner';
import { readCart, useCart, writeCart } from './cart-store';
import { fetchOpenOrder } from './cart-sync';

/**
 * The open order kept on the server (GET /cache/cart), asked only while this device's cart is empty: on a
 * new device the cart is not lost, it is on the server (spec A §2, spec B §4.2, decision 130).
 */
export function useSavedOpenOrder(enabled: boolean) {
  const empty = useCart().items.length === 0;
  return useQuery({
    queryKey: ['open-order', currentCartOwner()],
    queryFn: fetchOpenOrder,
    enabled: enabled && empty,
    staleTime: 60_000,
    retry: false,
  });
}

/** Makes the saved open order this device's cart: stored locally and shown, not sent back (decision 72). */
export function resumeOpenOrder(items: CartItem[]): void {
  // Something was added here meanwhile: that cart is the newer one, and is kept.
  if (readCart().items.length > 0) return;
  writeCart(emptyCart(items), { save: false });
  toast({ kind: 'success', message: shopMessages.orderRestored });
}

/** spec A §2: an open order can be resumed from a toast; offered once per answer while the cart is empty. */
export function useOpenOrderToast(enabled: boolean): void {
  const { data: items } = useSavedOpenOrder(enabled);
  useEffect(() => {
    if (!items || readCart().items.length > 0) return;
    toast({
      kind: 'info',
      message: shopMessages.openOrderSaved(items.length),
      action: { label: shopMessages.resumeOpenOrder, onClick: () => resumeOpenOrder(items) },
      duration: 15_000,
    });
  }, [items]);
}
